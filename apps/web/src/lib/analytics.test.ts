import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '@lp/contract';
import { fakeServer } from '../test/fake-server.ts';
import { defaultRuntimeConfig } from './runtime-config.ts';

/** doc 1 §7: "Analytics is active only in test and prod" — the shell's gate (decision 0040). */
const EVENTS = 'https://collect.test/events';
const LAKE = 'https://lake.test/in';
const configIn = (environment: RuntimeConfig['environment'], eventsUrl: string | null = EVENTS): RuntimeConfig => ({
  ...defaultRuntimeConfig,
  environment,
  appVersion: '4.2.0',
  analytics: { eventsUrl, dataLakeUrl: eventsUrl && LAKE, dataLakeSessionMinutes: 30 },
});
const who = () => ({ userId: 'u1', tenantId: 't1', roles: ['Learner'], locale: 'en-US' });

/** A fresh shell module each time: the gate is decided once per page. */
async function pageWith(config: RuntimeConfig, subject: typeof who | (() => null) = who) {
  vi.resetModules();
  const analytics = await import('./analytics.ts');
  const server = fakeServer({
    [`POST ${EVENTS}`]: () => new Response(null, { status: 204 }),
    [`POST ${LAKE}`]: () => new Response(null, { status: 204 }),
  });
  analytics.startAnalytics(config, subject);
  return { ...analytics, server };
}
const sentTo = (server: ReturnType<typeof fakeServer>) => server.calls.map((c) => c.path);

afterEach(() => vi.unstubAllGlobals());

describe('startAnalytics and trackUsageEvent', () => {
  it.each(['test', 'prod'] as const)(
    'in %s, an event tracked before the loggers load reaches both endpoints when the page is left',
    async (environment) => {
      const { trackUsageEvent, server } = await pageWith(configIn(environment));
      trackUsageEvent('about_the_course_page_load', { objectiveId: 'o1' });
      await vi.waitFor(
        () => {
          window.dispatchEvent(new Event('pagehide'));
          expect(sentTo(server)).toEqual([EVENTS, LAKE]);
        },
        { timeout: 5000, interval: 100 },
      );
      expect(server.calls[0]!.body).toMatchObject({ events: [{ name: 'about_the_course_page_load', appVersion: '4.2.0', userId: 'u1' }] });
    },
  );

  it.each([
    ['in dev', configIn('dev'), who, false],
    ['without an endpoint', configIn('prod', null), who, false],
    ['for nobody signed in', configIn('test'), () => null, true],
  ])('%s nothing is sent', async (_case, config, subject, active) => {
    const { trackUsageEvent, server, isAnalyticsActive } = await pageWith(config, subject);
    trackUsageEvent('about_the_course_page_load', { objectiveId: 'o1' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    window.dispatchEvent(new Event('pagehide'));
    expect(server.calls).toEqual([]);
    expect(isAnalyticsActive(config)).toBe(active);
  });
});
