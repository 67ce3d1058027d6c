import type { CurrentUser, RuntimeConfig } from '@lp/contract';
import { getVisibleNavigationEntries, getVisiblePluginEntries, NAVIGATION_TARGETS, Role, type NavigationEntry } from '@lp/domain';

/** Platform pages the portal links out to (doc 1 §2: research projects and knowledge models live on the platform). */
const PLATFORM_TARGETS: Partial<Record<NavigationEntry, string>> = {
  researchProjects: '/platform/research',
  knowledgeModels: '/platform/knowledge-models',
  portal: '/',
};

/** A built-in entry (labelled from the catalogs) or a plugin's (labelled by its configuration). */
export type NavigationLink =
  { key: NavigationEntry; href: string; label?: undefined } | { key: `plugin:${string}`; href: string; label: string };

type NavigationUser = Pick<CurrentUser, 'features' | 'permissions' | 'roles'>;

/**
 * The visible entries of doc 1 §2 with their targets, from the runtime configuration and the
 * user: the built-in ones, then the plugins' (labelled in `locale`), then 'go to portal'.
 */
export function getNavigationLinks(config: RuntimeConfig, user: NavigationUser, locale: string): NavigationLink[] {
  const n = config.navigation;
  const entries = getVisibleNavigationEntries(
    {
      dashboardEnabled: n.dashboard,
      catalog: n.catalog,
      calendar: n.calendar,
      rooms: n.rooms,
      researchProjects: n.research,
      knowledgeModels: n.knowledgeModels,
    },
    user.features,
    user.permissions,
    // doc 1 §6: any role besides Learner opens the way to the management portal.
    { hasPortalAccess: user.roles.some((r) => r !== Role.Learner) },
  );
  const builtIn = entries.map((key): NavigationLink => ({
    key,
    href: (NAVIGATION_TARGETS as Partial<Record<NavigationEntry, string>>)[key] ?? PLATFORM_TARGETS[key] ?? '/',
  }));
  const plugins = getVisiblePluginEntries(n.plugins ?? [], user.permissions, locale).map((p): NavigationLink => ({
    key: `plugin:${p.id}`,
    href: p.target,
    label: p.label,
  }));
  const portal = builtIn.findIndex((link) => link.key === 'portal');
  return portal < 0 ? [...builtIn, ...plugins] : [...builtIn.slice(0, portal), ...plugins, ...builtIn.slice(portal)];
}
