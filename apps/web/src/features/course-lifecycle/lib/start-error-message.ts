import type { Translator } from '@lp/i18n';
import { ApiError } from '../../../lib/api-client.ts';
import { CommandError, describeCommandError } from '../../../lib/commands.ts';
import { formatDateTime } from '../../../lib/date-time.ts';

/**
 * The message of a refused start (doc 2 §4 Availability, Activity states). The server
 * names the reason in `errors.reason` (and the date in `errors.date`); its own message is
 * English with an ISO date, so each reason has its catalog text.
 */
export function startErrorMessage(error: unknown, t: Translator): string {
  if (error instanceof ApiError) {
    const errors = error.body?.errors ?? {};
    const date = errors.date?.[0];
    switch (error.status === 400 ? errors.reason?.[0] : undefined) {
      case 'notYetAvailable':
        if (date) return t.t('courseActions.availableFrom', { date: formatDateTime(t, date) });
        break;
      case 'availabilityEnded':
        if (date) return t.t('courseActions.availableBefore', { date: formatDateTime(t, date) });
        break;
      case 'comingSoon':
        return t.t('courseActions.comingSoon');
      case 'retakeNotAllowed':
        return t.t('courseActions.retakeNotAllowed');
    }
    if (error.status === 409) return t.t('courseActions.alreadyInProgress');
  }
  return courseRefusalMessage(error, t);
}

/** The server's reason code of a refused call or a failed command. */
const reasonOf = (error: unknown) =>
  error instanceof ApiError ? error.body?.errors.reason?.[0] : error instanceof CommandError ? error.errors.reason?.[0] : undefined;

/**
 * A refused start, submit or finish: the proctoring block (doc 2 §4 Availability) has its
 * catalog text, anything else the command's own message (doc 1 §8).
 */
export function courseRefusalMessage(error: unknown, t: Translator): string {
  return reasonOf(error) === 'proctoringBlocked' ? t.t('courseActions.proctoringBlocked') : describeCommandError(error, t);
}

/** A refusal that says the page was out of date: reload what it shows. */
export const isStaleStateError = (error: unknown) => error instanceof ApiError && (error.status === 400 || error.status === 409);
