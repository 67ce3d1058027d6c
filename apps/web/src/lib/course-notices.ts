import type { CourseNotice } from '@lp/domain';
import type { MessageId, Translator } from '@lp/i18n';
import { formatDateTime } from './date-time.ts';

/**
 * Why a course cannot be started (doc 2 §4), in the learner's words: the notices of the
 * domain's course actions, which the server's refusals of a start also name as their reason.
 */
export const NOTICE_MESSAGES: Record<CourseNotice, MessageId> = {
  comingSoon: 'courseActions.comingSoon',
  // Only an archived course has this notice: it says so (issue 33 item 9).
  notAvailable: 'honest.archived.title',
  proctoringBlocked: 'courseActions.proctoringBlocked',
};

export const isCourseNotice = (value: unknown): value is CourseNotice => typeof value === 'string' && Object.hasOwn(NOTICE_MESSAGES, value);

/** A start window that is not open: not yet (with its opening) or ended (with its close), in the learner's format and zone. */
export const availabilityMessage = (t: Translator, kind: 'notYet' | 'ended', date: Date | string) =>
  t.t(kind === 'notYet' ? 'courseActions.availableFrom' : 'courseActions.availableBefore', { date: formatDateTime(t, date) });
