import { describe, expect, it } from 'vitest';
import type { RuntimeConfig } from '@lp/contract';
import { defaultRuntimeConfig, withDashboardSwitch } from './runtime-config.ts';

const withFlags = (featureFlags: RuntimeConfig['featureFlags'], dashboard = false): RuntimeConfig => ({
  ...defaultRuntimeConfig,
  featureFlags,
  navigation: { ...defaultRuntimeConfig.navigation, dashboard },
});

describe('the dashboard switch (doc 1 §2: flag learner.dashboard with cookie new-learner-MF=true)', () => {
  it('switches the dashboard on only with both the flag and the cookie', () => {
    const flagged = withFlags({ 'learner.dashboard': true });
    expect(withDashboardSwitch(flagged, 'lmsUser=abc; new-learner-MF=true').navigation.dashboard).toBe(true);
    expect(withDashboardSwitch(flagged, 'new-learner-MF=true').navigation.dashboard).toBe(true);
    expect(withDashboardSwitch(flagged, 'lmsUser=abc').navigation.dashboard).toBe(false);
    expect(withDashboardSwitch(flagged, 'new-learner-MF=false').navigation.dashboard).toBe(false);
    // Another cookie whose name merely ends the same way is not the switch.
    expect(withDashboardSwitch(flagged, 'old-new-learner-MF=true').navigation.dashboard).toBe(false);
    expect(withDashboardSwitch(withFlags({}), 'new-learner-MF=true').navigation.dashboard).toBe(false);
    expect(withDashboardSwitch(withFlags({ 'learner.dashboard': false }), 'new-learner-MF=true').navigation.dashboard).toBe(false);
  });

  it('leaves a tenant whose own navigation setting shows the dashboard as it is', () => {
    expect(withDashboardSwitch(withFlags({}, true), '').navigation.dashboard).toBe(true);
  });
});
