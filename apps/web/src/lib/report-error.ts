import { logUsageEvent } from './api/log-usage-event.ts';

/** Texts of a report stay short: the events' payload values are limited to 200 characters. */
const clip = (value: unknown) => String(value instanceof Error ? value.message : value).slice(0, 200);

/**
 * doc 2 §8 "reported to an error-reporting service": the one place a failure the learner
 * cannot act on is reported. It goes to the portal's own event log as a `client_error`
 * usage event (kept with the tenant, user, locale and app version like every event), and
 * to the console for whoever has the developer tools open. A collector such as Sentry or
 * OpenTelemetry would be called from here too.
 */
export function reportError(what: string, error: unknown, context: Record<string, string | number | boolean | null> = {}) {
  console.error(`[report] ${what}`, { ...context, error });
  logUsageEvent('client_error', {
    what: clip(what),
    message: clip(error),
    ...Object.fromEntries(
      Object.entries(context)
        .slice(0, 16)
        .map(([k, v]) => [k, typeof v === 'string' ? clip(v) : v]),
    ),
  });
}
