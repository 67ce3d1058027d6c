import type { CurrentUser, RuntimeConfig } from '@lp/contract';
import { getVisibleNavigationEntries, NAVIGATION_TARGETS, Role, type NavigationEntry } from '@lp/domain';

/** Platform pages the portal links out to (doc 1 §2: research projects and knowledge models live on the platform). */
const PLATFORM_TARGETS: Partial<Record<NavigationEntry, string>> = {
  researchProjects: '/platform/research',
  knowledgeModels: '/platform/knowledge-models',
  portal: '/',
};

export interface NavigationLink {
  key: NavigationEntry;
  href: string;
}

/** The visible entries of doc 1 §2 with their targets, from the runtime configuration and the user. */
export function getNavigationLinks(config: RuntimeConfig, user: Pick<CurrentUser, 'features' | 'permissions' | 'roles'>): NavigationLink[] {
  const n = config.navigation;
  const entries = getVisibleNavigationEntries(
    { dashboardEnabled: n.dashboard, catalog: n.catalog, calendar: n.calendar, rooms: n.rooms, researchProjects: n.research, knowledgeModels: n.knowledgeModels },
    user.features,
    user.permissions,
    // doc 1 §6: any role besides Learner opens the way to the management portal.
    { hasPortalAccess: user.roles.some((r) => r !== Role.Learner) },
  );
  return entries.map((key) => ({ key, href: (NAVIGATION_TARGETS as Partial<Record<NavigationEntry, string>>)[key] ?? PLATFORM_TARGETS[key] ?? '/' }));
}
