import {
  ATTACHMENT_MAX_BYTES_CEILING,
  DEFAULT_ATTACHMENT_MAX_BYTES,
  DEFAULT_ATTACHMENT_TYPES,
  isNavigationTarget,
  SESSION_INACTIVITY_LIMIT_SECONDS,
  type AttachmentLimits,
} from '@lp/domain';
import { SOURCE_LOCALE, SUPPORTED_LOCALES } from '@lp/i18n';

/** doc 1 §2 a plugin-supplied navigation entry, as the web app receives it. */
export interface PluginNavigationEntry {
  id: string;
  label: Record<string, string>;
  target: string;
  permissions: { name: string; scope_id: string | null }[];
  permissionStrategy: 'all' | 'any';
}

/** A tenant's settings with every default filled in (what the import may leave out). */
export interface TenantSettings {
  sessionInactivitySeconds: number;
  locales: string[];
  defaultLocale: string;
  navigation: {
    dashboard: boolean;
    catalog: boolean;
    calendar: boolean;
    rooms: boolean;
    research: boolean;
    knowledgeModels: boolean;
    plugins: PluginNavigationEntry[];
  };
  widgets: { feedback: boolean; aiTutor: boolean };
  privacyPolicyUrl: string | null;
  /** Who learners ask about a course they cannot start or open (issue 33 item 9); null: nobody is named. */
  contact: { name: string; email: string } | null;
  /** doc 2 §6 user menu entries (decision 0022): hidden when not set. */
  adminPanelUrl: string | null;
  managementPortalUrl: string | null;
  allowedExternalSources: string[];
  /** Origins (`https://lms.example.edu`) whose pages may frame the app, e.g. a learning-tool host. */
  frameAncestors: string[];
  cloudRedirect: boolean;
  theme: { name: string; logoUrl: string | null; primaryColor: string | null };
  /** What learners may attach to posts and hand-ins (issue 34, decision 0081). */
  attachments: AttachmentLimits;
}

type Raw = Record<string, unknown>;
const obj = (v: unknown): Raw => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Raw) : {});
const bool = (v: unknown, d: boolean) => (typeof v === 'boolean' ? v : d);
const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
const list = (v: unknown, d: string[]) =>
  Array.isArray(v)
    ? v.map(String)
    : typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : d;

function contactOf(v: unknown): TenantSettings['contact'] {
  const c = obj(v);
  const name = str(c.name);
  const email = str(c.email);
  return name && email ? { name, email } : null;
}

export function readTenantSettings(raw: unknown, tenantName: string): TenantSettings {
  const s = obj(raw);
  const nav = obj(s.navigation);
  const widgets = obj(s.widgets);
  const theme = obj(s.theme);
  const limit = Number(s.sessionInactivitySeconds);
  return {
    sessionInactivitySeconds: Number.isFinite(limit) && limit > 0 ? limit : SESSION_INACTIVITY_LIMIT_SECONDS,
    locales: list(s.locales, [...SUPPORTED_LOCALES]),
    defaultLocale: str(s.defaultLocale) ?? SOURCE_LOCALE,
    navigation: {
      dashboard: bool(nav.dashboard, false),
      catalog: bool(nav.catalog, true),
      calendar: bool(nav.calendar, true),
      rooms: bool(nav.rooms, false),
      research: bool(nav.research, false),
      knowledgeModels: bool(nav.knowledgeModels, false),
      plugins: pluginEntries(nav.plugins),
    },
    widgets: { feedback: bool(widgets.feedback, true), aiTutor: bool(widgets.aiTutor, false) },
    privacyPolicyUrl: str(s.privacyPolicyUrl),
    contact: contactOf(s.contact),
    adminPanelUrl: str(s.adminPanelUrl),
    managementPortalUrl: str(s.managementPortalUrl),
    allowedExternalSources: list(s.allowedExternalSources, []),
    frameAncestors: list(s.frameAncestors, []),
    cloudRedirect: bool(s.cloudRedirect, false),
    theme: { name: str(theme.name) ?? tenantName, logoUrl: str(theme.logoUrl), primaryColor: str(theme.primaryColor) },
    attachments: attachmentLimits(s.attachments),
  };
}

/** The tenant's size (never above the ceiling) and extensions (lower case, no dot), each defaulted on its own. */
function attachmentLimits(raw: unknown): AttachmentLimits {
  const a = obj(raw);
  const size = Number(a.maxBytes);
  const types = list(a.types, [...DEFAULT_ATTACHMENT_TYPES])
    .map((t) => t.trim().replace(/^\./, '').toLowerCase())
    .filter(Boolean);
  return {
    maxBytes: Number.isInteger(size) && size > 0 ? Math.min(size, ATTACHMENT_MAX_BYTES_CEILING) : DEFAULT_ATTACHMENT_MAX_BYTES,
    types: types.length ? [...new Set(types)] : [...DEFAULT_ATTACHMENT_TYPES],
  };
}

/** The plugin entries that can be shown: an id, a label in some locale and a target of this site or http(s); others are left out. */
function pluginEntries(raw: unknown): PluginNavigationEntry[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item, index) => {
    const e = obj(item);
    const label = Object.fromEntries(
      Object.entries(obj(e.label)).filter((pair): pair is [string, string] => typeof pair[1] === 'string' && pair[1].trim() !== ''),
    );
    const target = str(e.target);
    if (!target || !isNavigationTarget(target) || Object.keys(label).length === 0) return [];
    const permissions = (Array.isArray(e.permissions) ? e.permissions : [])
      .map(obj)
      .filter((p) => str(p.name))
      .map((p) => ({ name: String(p.name), scope_id: str(p.scopeId) }));
    return [
      {
        id: str(e.id) ?? `plugin-${index + 1}`,
        label,
        target,
        permissions,
        permissionStrategy: e.permissionStrategy === 'any' ? ('any' as const) : ('all' as const),
      },
    ];
  });
}
