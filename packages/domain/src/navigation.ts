import { Feature, PermissionName } from './enums.ts';
import { hasPermissions } from './permissions.ts';
import type { PermissionEntry } from './types.ts';

export type NavigationEntry =
  | 'dashboard'
  | 'courses'
  | 'certificates'
  | 'catalog'
  | 'researchProjects'
  | 'knowledgeModels'
  | 'rooms'
  | 'calendar'
  | 'portal';

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
