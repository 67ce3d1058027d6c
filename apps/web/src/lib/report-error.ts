/**
 * doc 2 §8 "reported to an error-reporting service": the one place a failure the learner
 * cannot act on is reported. No service is configured yet, so it goes to the console with
 * a name to search for; a collector (Sentry, OpenTelemetry) would be called from here.
 */
export function reportError(what: string, error: unknown, context: Record<string, unknown> = {}) {
  console.error(`[report] ${what}`, { ...context, error });
}
