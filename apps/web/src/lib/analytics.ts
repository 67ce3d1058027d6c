import { COURSE_MOBILE_BREAKPOINT_PX, isAnalyticsEnvironment, type AnalyticsEventName } from '@lp/domain';
import type { RuntimeConfig } from '@lp/contract';

/**
 * The shell's side of the analytics event logger and the data-lake logger (doc 1 §7, §9;
 * decision 0040). It only decides whether they run — in test and prod, with an endpoint
 * configured — and holds the first events; the loggers themselves load after the first
 * view has rendered (`analytics-logger.ts`), so the first page carries none of their code.
 */
export type AnalyticsPayload = Record<string, string | number | boolean | null>;

export interface AnalyticsEvent {
  name: AnalyticsEventName;
  payload: AnalyticsPayload;
  /** Epoch milliseconds when it happened. */
  at: number;
  isMobile: boolean;
}

/** Who did it, read when it happens; null (nobody signed in) drops the event. */
export interface AnalyticsSubject {
  userId: string;
  tenantId: string;
  roles: readonly string[];
  locale: string;
}

export type AnalyticsSink = (event: AnalyticsEvent, subject: AnalyticsSubject) => void;

/** Events kept while the loggers load; past this many the newest are dropped. */
const EARLY_LIMIT = 50;

let sink: AnalyticsSink | 'off' | undefined;
let early: [AnalyticsEvent, AnalyticsSubject][] = [];
let subjectOf: () => AnalyticsSubject | null = () => null;
let appVersion: string | undefined;

/** The version of the app this page runs, once started: every usage event carries it (doc 2 §7). */
export const startedAppVersion = () => appVersion;

export const isMobileView = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(`(max-width: ${COURSE_MOBILE_BREAKPOINT_PX}px)`).matches;

export function isAnalyticsActive(config: RuntimeConfig): boolean {
  return isAnalyticsEnvironment(config.environment) && Boolean(config.analytics.eventsUrl || config.analytics.dataLakeUrl);
}

/** Called once the first view is on screen: in dev, or with no endpoint, every event is dropped from then on. */
export function startAnalytics(config: RuntimeConfig, subject: () => AnalyticsSubject | null) {
  subjectOf = subject;
  appVersion = config.appVersion;
  if (!isAnalyticsActive(config)) {
    sink = 'off';
    early = [];
    return;
  }
  const load = () =>
    import('./analytics-logger.ts')
      .then(({ createAnalyticsLoggers }) => {
        const loggers = createAnalyticsLoggers(config);
        for (const [event, who] of early) loggers(event, who);
        early = [];
        sink = loggers;
      })
      .catch((error: unknown) => {
        // A logger that cannot load is no reason to disturb the learner.
        console.warn('analytics loggers not loaded', error);
        sink = 'off';
        early = [];
      });
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => void load(), { timeout: 3000 });
  else setTimeout(() => void load(), 1000);
}

/** doc 2 §7: a usage event for the loggers; never throws, never waits. */
export function trackUsageEvent(name: AnalyticsEventName, payload: AnalyticsPayload = {}) {
  if (sink === 'off') return;
  const subject = subjectOf();
  if (!subject) return;
  const event: AnalyticsEvent = { name, payload, at: Date.now(), isMobile: isMobileView() };
  if (typeof sink === 'function') sink(event, subject);
  else if (early.length < EARLY_LIMIT) early.push([event, subject]);
}
