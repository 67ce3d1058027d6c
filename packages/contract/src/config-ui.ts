import { z as zod } from 'zod';

/** GET /config-ui/config.json — runtime configuration merged into the web app at start (doc 1 §7). */
export const RuntimeConfigSchema = zod.object({
  environment: zod.enum(['dev', 'test', 'prod']),
  appVersion: zod.string(),
  featureFlags: zod.record(zod.string(), zod.boolean()),
  locales: zod.array(zod.string()),
  defaultLocale: zod.string(),
  navigation: zod.object({
    dashboard: zod.boolean(),
    catalog: zod.boolean(),
    calendar: zod.boolean(),
    rooms: zod.boolean(),
    research: zod.boolean(),
    knowledgeModels: zod.boolean(),
    /** doc 1 §2 plugin-supplied entries, after the built-in ones; each shown when the user holds its permissions (doc 1 §6). */
    plugins: zod.array(
      zod.object({
        id: zod.string(),
        label: zod.record(zod.string(), zod.string()).describe('The label by locale (en-US, de-DE, …)'),
        target: zod.string().describe('A path on this site (/learn/… stays in the app) or an http(s) address'),
        permissions: zod.array(zod.object({ name: zod.string(), scope_id: zod.string().nullable() })),
        permissionStrategy: zod.enum(['all', 'any']),
      }),
    ),
  }),
  widgets: zod.object({ feedback: zod.boolean(), aiTutor: zod.boolean() }),
  sessionInactivitySeconds: zod.number().int().positive(),
  privacyPolicyUrl: zod.string().nullable(),
  /** Who learners ask about a course they cannot start or open (issue 33 item 9); null names nobody. */
  contact: zod.object({ name: zod.string(), email: zod.string() }).nullable(),
  /** doc 2 §6 user menu: where Admin panel and Go to management portal lead (decision 0022); null hides the entry. */
  adminPanelUrl: zod.string().nullable(),
  managementPortalUrl: zod.string().nullable(),
  allowedExternalSources: zod.array(zod.string()),
  theme: zod.object({ name: zod.string(), logoUrl: zod.string().nullable(), primaryColor: zod.string().nullable() }),
  /** doc 1 §6: platform-only users land on the cloud platform (cloudPlatformUrl) instead of /platform after sign-in. */
  cloudRedirect: zod.boolean(),
  /** Where the cloud platform is (CLOUD_PLATFORM_URL); null: /platform serves for it too. */
  cloudPlatformUrl: zod.string().nullable(),
  /** doc 2 §5: the cloud storage host PDF links may also lead to (`name` or `name:port`); absent means same-origin only. */
  storageHost: zod.string().optional(),
  /**
   * doc 1 §7, §9: where the analytics event logger and the data-lake logger send (decision 0040).
   * Both are null unless the environment is test or prod and the server names them; the
   * data-lake session ends after this many minutes without an event.
   */
  analytics: zod.object({
    eventsUrl: zod.url().nullable(),
    dataLakeUrl: zod.url().nullable(),
    dataLakeSessionMinutes: zod.number().int().positive(),
  }),
});
export type RuntimeConfig = zod.infer<typeof RuntimeConfigSchema>;
