import type { Translator } from '@lp/i18n';
import { ApiError } from './api-client.ts';

/** When the server says nothing of the wait, a minute: the window of most budgets (decision 0058). */
const USUAL_WAIT_SECONDS = 60;

/**
 * The words for a call refused because the learner sent it too often (429, decision 0058),
 * in the learner's language with the wait the server gave: seconds under two minutes,
 * else whole minutes. Undefined for any other failure.
 */
export function tooManyRequestsMessage(error: unknown, t: Translator): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 429) return undefined;
  const wait = error.retryAfterSeconds ?? USUAL_WAIT_SECONDS;
  return wait < 120
    ? t.t('_errors.tooManyRequests.seconds', { count: wait })
    : t.t('_errors.tooManyRequests.minutes', { count: Math.ceil(wait / 60) });
}
