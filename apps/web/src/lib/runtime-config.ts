import type { RuntimeConfig } from '@lp/contract';

export const defaultRuntimeConfig: RuntimeConfig = {
  environment: 'prod',
  appVersion: '0.0.0',
  featureFlags: {},
  locales: [],
  defaultLocale: 'en-US',
  navigation: { dashboard: false, catalog: true, calendar: true, rooms: false, research: false, knowledgeModels: false },
  widgets: { feedback: true, aiTutor: false },
  sessionInactivitySeconds: 7200,
  privacyPolicyUrl: null,
  allowedExternalSources: [],
  theme: { name: 'Learner portal', logoUrl: null, primaryColor: null },
};

/** doc 1 §7–§8: runtime configuration merged over the defaults; a failed load is only logged. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    const response = await fetch('/config-ui/config.json', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return { ...defaultRuntimeConfig, ...((await response.json()) as Partial<RuntimeConfig>) };
  } catch (error) {
    console.error('runtime configuration could not be loaded', error);
    return defaultRuntimeConfig;
  }
}
