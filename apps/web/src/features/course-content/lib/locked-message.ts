import type { MessageId, Translator } from '@lp/i18n';
import { DATE_TIME_FORMAT } from '../../../lib/date-time.ts';
import type { Lock, LockReason } from '../../../lib/toc-model.ts';

/** One message per reason code of doc 2 §8 (activity constraint messages and "not available"). */
const MESSAGES: Record<LockReason, MessageId> = {
  comingSoon: 'itemLocked.comingSoon',
  completePreviousToPass: 'itemLocked.completePreviousToPass',
  afterGracePeriodUntil: 'itemLocked.afterGracePeriodUntil',
  afterAccessibleUntil: 'itemLocked.afterAccessibleUntil',
  beforeStartFrom: 'itemLocked.beforeStartFrom',
  afterStartUntil: 'itemLocked.afterStartUntil',
  afterRevealingDate: 'itemLocked.afterRevealingDate',
  afterScoreIsReached: 'itemLocked.afterScoreIsReached',
  reviewPolicyNotAllowed: 'itemLocked.reviewPolicyNotAllowed',
  serverSide: 'itemLocked.serverSide',
  notAvailable: 'itemLocked.notAvailable',
};

/** A reason the server sent (ActivityContentView.lockedReason) that the web knows; others read as serverSide. */
export function toLockReason(code: string | null | undefined): LockReason | null {
  if (!code) return null;
  return code in MESSAGES ? (code as LockReason) : 'serverSide';
}

/**
 * The learner's words for a lock, dates in the learner's time zone with the spec's
 * date-time format (doc 2 §9). While the course is being graded, "not available" says so
 * (doc 2 §8 Not available).
 */
export function lockedMessage(t: Translator, lock: Lock, options: { timeZone?: string | undefined; beingGraded?: boolean } = {}): string {
  if (options.beingGraded && (lock.reason === 'notAvailable' || lock.reason === 'serverSide')) return t.t('itemLocked.beingGraded');
  const date = lock.date ? t.date(lock.date, { ...DATE_TIME_FORMAT, ...(options.timeZone ? { timeZone: options.timeZone } : {}) }) : '';
  return t.t(MESSAGES[lock.reason], { date, hasDate: date ? 'yes' : 'no' });
}
