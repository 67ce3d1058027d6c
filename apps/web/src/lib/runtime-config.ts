import { brandColour, DATA_LAKE_SESSION_DURATION_MINUTES, withDashboardSwitchedOn } from '@lp/domain';
import type { RuntimeConfig } from '@lp/contract';
import { pageBootstrap } from './bootstrap.ts';

export const defaultRuntimeConfig: RuntimeConfig = {
  environment: 'prod',
  appVersion: '0.0.0',
  featureFlags: {},
  locales: [],
  defaultLocale: 'en-US',
  navigation: { dashboard: false, catalog: true, calendar: true, rooms: false, research: false, knowledgeModels: false, plugins: [] },
  widgets: { feedback: true, aiTutor: false },
  sessionInactivitySeconds: 7200,
  privacyPolicyUrl: null,
  contact: null,
  adminPanelUrl: null,
  managementPortalUrl: null,
  allowedExternalSources: [],
  cloudRedirect: false,
  cloudPlatformUrl: null,
  theme: { name: 'Learner portal', logoUrl: null, primaryColor: null },
  analytics: { eventsUrl: null, dataLakeUrl: null, dataLakeSessionMinutes: DATA_LAKE_SESSION_DURATION_MINUTES },
};

/** doc 1 §7–§8: runtime configuration merged over the defaults; a failed load is only logged. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  // Issue 17: the page already holds it when the server put it there.
  const bootstrap = pageBootstrap();
  const inline = bootstrap?.config;
  if (inline) return withDashboardSwitch({ ...defaultRuntimeConfig, ...inline }, bootstrap.switches);
  try {
    const response = await fetch('/config-ui/config.json', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return withDashboardSwitch({ ...defaultRuntimeConfig, ...((await response.json()) as Partial<RuntimeConfig>) });
  } catch (error) {
    console.error('runtime configuration could not be loaded', error);
    return defaultRuntimeConfig;
  }
}

/**
 * doc 1 §2: the flag 'learner.dashboard' together with the cookie 'new-learner-MF' = 'true'
 * switches on the dashboard-based UI, on top of the tenant's own navigation setting.
 */
export function withDashboardSwitch(config: RuntimeConfig, cookies?: string): RuntimeConfig {
  if (config.featureFlags['learner.dashboard'] !== true) return config;
  // The page's own copy when the server sent one; document.cookie asks the browser's network process.
  return withDashboardSwitchedOn(config, cookies ?? document.cookie);
}

/** Theme branding from configuration: the brand colour, when it is a plain hex colour. */
export function applyTheme(config: RuntimeConfig) {
  const colour = brandColour(config.theme.primaryColor);
  const root = document.documentElement;
  // A page the server drew has it already: written again, every element's style is worked
  // out again (a whole-page task of ~20 ms, ×4 on a phone, as the app takes the page over).
  if (colour && root.style.getPropertyValue('--brand') !== colour) root.style.setProperty('--brand', colour);
}
