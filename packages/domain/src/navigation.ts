import { Feature, PermissionName } from './enums.ts';
import { hasPermissions } from './permissions.ts';
import type { PermissionEntry } from './types.ts';

export type NavigationEntry =
  'dashboard' | 'courses' | 'certificates' | 'catalog' | 'researchProjects' | 'knowledgeModels' | 'rooms' | 'calendar' | 'portal';

/** Targets of doc 1 §2 Navigation entries; research and knowledge models live on the platform. */
export const NAVIGATION_TARGETS = {
  dashboard: '/learn',
  courses: '/learn/courses',
  /** Issue 13: the learner's certificate wallet. */
  certificates: '/learn/certificates',
  catalog: '/learn/catalog',
  rooms: '/classroom/learner/rooms',
  calendar: '/learn/calendar',
} as const satisfies Partial<Record<NavigationEntry, string>>;

/** doc 1 §2: the cookie that, with the flag 'learner.dashboard', switches the dashboard on. */
export const DASHBOARD_SWITCH_COOKIE = 'new-learner-MF';

/**
 * doc 1 §2: the dashboard-based UI is switched on by the flag 'learner.dashboard' together
 * with the cookie 'new-learner-MF' = 'true' (`cookies` as a Cookie header or document.cookie),
 * on top of the tenant's own navigation setting. The server decides with it what a page
 * carries (its first view's data, its code hints), the app what it shows.
 */
export function dashboardSwitchedOn(featureFlags: Readonly<Record<string, unknown>> | undefined, cookies: string): boolean {
  return featureFlags?.['learner.dashboard'] === true && cookies.split(';').some((c) => c.trim() === `${DASHBOARD_SWITCH_COOKIE}=true`);
}

/** A configuration with the dashboard switched on when `cookies` switch it (dashboardSwitchedOn); else the same one. */
export function withDashboardSwitchedOn<
  T extends { featureFlags?: Readonly<Record<string, unknown>>; navigation?: { dashboard?: boolean } },
>(config: T, cookies: string): T {
  return dashboardSwitchedOn(config.featureFlags, cookies) ? { ...config, navigation: { ...config.navigation, dashboard: true } } : config;
}

/** Tenant navigation settings; an absent flag takes the default of doc 1 §2 and §9. */
export interface NavigationSettings {
  /** The dashboard is enabled (flag 'learner.dashboard' with the cookie 'new-learner-MF'). */
  readonly dashboardEnabled?: boolean;
  readonly courses?: boolean;
  readonly certificates?: boolean;
  readonly catalog?: boolean;
  readonly calendar?: boolean;
  readonly rooms?: boolean;
  readonly researchProjects?: boolean;
  readonly knowledgeModels?: boolean;
  readonly feedbackWidget?: boolean;
}

export interface NavigationUser {
  /** The 'go to portal' entry shows when the user has portal access. */
  readonly hasPortalAccess?: boolean;
}

/**
 * doc 1 §2 Navigation entries, in menu order. Dashboard shows when enabled; courses,
 * certificates (issue 13), catalog and calendar default on; rooms, research projects and knowledge models default
 * off, and the last two also need their platform feature and Research.Access (doc 1 §6).
 * Plugin-supplied entries are added by the caller.
 */
export function getVisibleNavigationEntries(
  settings: NavigationSettings,
  features: readonly string[],
  permissions: readonly PermissionEntry[],
  user: NavigationUser = {},
): NavigationEntry[] {
  const researchAccess = hasPermissions(permissions, [{ name: PermissionName.researchAccess }]);
  const shown: [NavigationEntry, boolean][] = [
    ['dashboard', settings.dashboardEnabled === true],
    ['courses', settings.courses ?? true],
    ['certificates', settings.certificates ?? true],
    ['catalog', settings.catalog ?? true],
    ['researchProjects', settings.researchProjects === true && researchAccess && features.includes(Feature.research)],
    ['knowledgeModels', settings.knowledgeModels === true && researchAccess && features.includes(Feature.knowledgeModels)],
    ['rooms', settings.rooms === true],
    ['calendar', settings.calendar ?? true],
    ['portal', user.hasPortalAccess === true],
  ];
  return shown.filter(([, visible]) => visible).map(([entry]) => entry);
}

/** doc 1 §6, §9: the product feedback widget is visible unless a setting hides it. */
export function isFeedbackWidgetVisible(settings: Pick<NavigationSettings, 'feedbackWidget'>): boolean {
  return settings.feedbackWidget ?? true;
}

/** A navigation entry a plugin supplies through the runtime configuration (doc 1 §2 "Plugin-supplied entries"). */
export interface PluginNavigationEntry {
  readonly id: string;
  /** The label by locale (`en-US`, `de-DE`, …); at least one. */
  readonly label: Readonly<Record<string, string>>;
  /** A path on this site (`/learn/…` stays in the app) or an http(s) address. */
  readonly target: string;
  /** Required permissions (doc 1 §6 matching); none: shown to everyone. */
  readonly permissions: readonly PermissionEntry[];
  readonly permissionStrategy: 'all' | 'any';
}

export interface VisiblePluginEntry {
  readonly id: string;
  readonly label: string;
  readonly target: string;
}

/**
 * doc 1 §2, §6: the plugin entries the user may see, each labelled in the locale shown: the
 * locale itself, else another of its language (`pt-PT` for `pt-BR`), else en-US, else the
 * first label given. An entry without a usable label or target is left out.
 */
export function getVisiblePluginEntries(
  entries: readonly PluginNavigationEntry[],
  permissions: readonly PermissionEntry[],
  locale: string,
): VisiblePluginEntry[] {
  return entries.flatMap((entry) => {
    const label = pickLocalizedLabel(entry.label, locale);
    if (!label || !isNavigationTarget(entry.target)) return [];
    if (!hasPermissions(permissions, entry.permissions, entry.permissionStrategy)) return [];
    return [{ id: entry.id, label, target: entry.target }];
  });
}

export function pickLocalizedLabel(labels: Readonly<Record<string, string>>, locale: string): string | undefined {
  const usable = Object.entries(labels).filter(([, text]) => text.trim());
  const language = locale.split('-')[0]!.toLowerCase();
  const found =
    usable.find(([key]) => key === locale) ??
    usable.find(([key]) => key.split('-')[0]!.toLowerCase() === language) ??
    usable.find(([key]) => key === 'en-US') ??
    usable[0];
  return found?.[1];
}

/** A target a navigation link may have: a path on this site (not `//host`) or an http(s) address. */
export function isNavigationTarget(target: string): boolean {
  return /^\/(?![/\\])/.test(target) || /^https?:\/\/[^/\s]/i.test(target);
}
