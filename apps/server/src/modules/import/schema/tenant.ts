import { z } from 'zod';
import { ATTACHMENT_MAX_BYTES_CEILING, isNavigationTarget } from '@lp/domain';
import { externalId, locale, stringList, url } from './common.ts';
import { FRAME_ANCESTOR } from '../../../lib/content-security-policy.ts';

/**
 * Tenant settings as stored in tenants.settings and read by lib/tenant-settings.ts.
 * Only what the file gives is stored; the reader fills the defaults (session limit
 * 7200 s, all locales, catalog and calendar on, feedback widget on…), so a later
 * change of a default reaches tenants that never set the value.
 */
export const tenantSettingsSchema = z.strictObject({
  sessionInactivitySeconds: z.number().int().positive().optional().describe('Session inactivity limit in seconds (default 7200)'),
  locales: stringList.pipe(z.array(locale)).optional().describe('Offered interface locales, array or comma-separated (default: all 35)'),
  defaultLocale: locale.optional().describe('Default interface locale (default en-US)'),
  navigation: z
    .strictObject({
      dashboard: z.boolean().optional().describe('default false'),
      catalog: z.boolean().optional().describe('default true'),
      calendar: z.boolean().optional().describe('default true'),
      rooms: z.boolean().optional().describe('default false'),
      research: z.boolean().optional().describe('default false'),
      knowledgeModels: z.boolean().optional().describe('default false'),
      plugins: z
        .array(
          z.strictObject({
            id: z.string().min(1).describe("Names the entry (unique among the tenant's plugin entries)"),
            label: z
              .partialRecord(locale, z.string().trim().min(1))
              .refine((labels) => Object.keys(labels).length > 0, 'Give the label in at least one locale')
              .describe(
                'The label by locale, e.g. { "en-US": "Library", "de-DE": "Bibliothek" }; a locale without one shows the en-US label, else the first',
              ),
            target: z
              .string()
              .refine(isNavigationTarget, 'Expected a path on this site (/learn/library) or an http(s) address')
              .describe('Where the entry leads: /learn/… opens in the app, another path or an http(s) address is a plain link'),
            permissions: z
              .array(z.strictObject({ name: z.string().min(1), scopeId: z.guid().optional() }))
              .default([])
              .describe('Permissions the user must hold to see the entry (default: none, everyone sees it)'),
            permissionStrategy: z.enum(['all', 'any']).default('all').describe('all: every permission is needed; any: one is enough'),
          }),
        )
        .refine((entries) => new Set(entries.map((e) => e.id)).size === entries.length, 'Each plugin entry needs its own id')
        .optional()
        .describe('Plugin-supplied navigation entries, shown after the built-in ones (default: none)'),
    })
    .optional(),
  widgets: z
    .strictObject({
      feedback: z.boolean().optional().describe('Product feedback widget (default true)'),
      aiTutor: z.boolean().optional().describe('AI tutor chat widget (default false)'),
    })
    .optional(),
  privacyPolicyUrl: url.optional(),
  contact: z
    .strictObject({
      name: z.string().trim().min(1).max(200).describe('Who learners ask, e.g. "Learning team"'),
      email: z.email().describe('Where they write'),
    })
    .optional()
    .describe('Who learners ask about a course they cannot start or open (shown with the reason); none names nobody'),
  adminPanelUrl: url
    .optional()
    .describe("Where the user menu's Admin panel leads (administrators and holders of Admin.Panel); none hides it"),
  managementPortalUrl: url
    .optional()
    .describe("Where the user menu's Go to management portal leads (any role besides Learner); none hides it"),
  allowedExternalSources: stringList
    .optional()
    .describe(
      'Hosts (https) or origins with their scheme (e.g. http://localhost:3001) content and tools may embed, array or comma-separated',
    ),
  frameAncestors: z
    .array(z.string().regex(FRAME_ANCESTOR, 'Expected an origin like https://lms.example.edu'))
    .optional()
    .describe('Origins whose pages may show the portal in a frame (a learning-tool host); default: none but the portal'),
  attachments: z
    .strictObject({
      maxBytes: z
        .number()
        .int()
        .positive()
        .max(ATTACHMENT_MAX_BYTES_CEILING, `At most ${ATTACHMENT_MAX_BYTES_CEILING} bytes (25 MB)`)
        .optional()
        .describe('Largest file a learner may attach, in bytes (default 10485760, 10 MB)'),
      types: stringList
        .pipe(z.array(z.string().regex(/^\.?[A-Za-z0-9]{1,10}$/, 'Expected a file extension like pdf or .docx')).min(1))
        .optional()
        .describe('File extensions learners may attach, array or comma-separated (default: pdf, images, office documents, text, zip)'),
    })
    .optional()
    .describe('What learners may attach to discussion posts and team hand-ins (decision 0081)'),
  cloudRedirect: z.boolean().optional().describe('Send platform-only users to the cloud platform (default false)'),
  theme: z
    .strictObject({
      name: z.string().optional().describe('Product name shown in the header (default: tenant name)'),
      logoUrl: z.string().optional(),
      primaryColor: z
        .string()
        .regex(/^#[0-9a-fA-F]{6}$/, 'Expected a colour like #1a73e8')
        .optional(),
    })
    .optional(),
});

export const tenantSchema = z.strictObject({
  externalId: externalId.default('default').describe('Tenant this file belongs to (default "default")'),
  name: z.string().min(1).optional().describe('Display name (default: the externalId)'),
  host: z.string().min(1).nullable().optional().describe('Host name this tenant answers on; null for the default tenant'),
  settings: tenantSettingsSchema.optional().describe('When given, replaces the stored settings'),
  featureFlags: z
    .record(z.string(), z.boolean())
    .optional()
    .describe('e.g. learner.dashboard, retakeWindow, mediaBlockScripts, courseOverviewV2; when given, replaces the stored flags'),
});

export type TenantInput = z.output<typeof tenantSchema>;
