import { DATA_LAKE_SESSION_DURATION_MINUTES } from '@lp/domain';
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
  const inline = pageBootstrap()?.config;
  if (inline) return withDashboardSwitch({ ...defaultRuntimeConfig, ...inline });
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
export function withDashboardSwitch(config: RuntimeConfig, cookies: string = document.cookie): RuntimeConfig {
  const cookieOn = cookies.split(';').some((c) => c.trim() === 'new-learner-MF=true');
  const switched = config.featureFlags['learner.dashboard'] === true && cookieOn;
  return switched ? { ...config, navigation: { ...config.navigation, dashboard: true } } : config;
}

/** Theme branding from configuration: the brand colour, when it is a plain hex colour. */
export function applyTheme(config: RuntimeConfig) {
  const colour = config.theme.primaryColor;
  if (colour && /^#[0-9a-f]{3,8}$/i.test(colour)) document.documentElement.style.setProperty('--brand', colour);
}
