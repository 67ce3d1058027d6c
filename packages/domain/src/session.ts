import { SESSION_INACTIVITY_LIMIT_SECONDS } from './constants.ts';
import { toTime } from './dates.ts';
import type { DateInput } from './dates.ts';

/** The session record kept in local storage (doc 1 §3). */
export interface SessionRecord {
  readonly userId: string;
  readonly lastActivityDate: DateInput;
}

export type SessionResetReason = 'missing' | 'otherUser' | 'inactive';

/**
 * doc 1 §4 Session: the record is replaced when it belongs to another user and reset
 * after the inactivity limit (2 hours unless the tenant's session duration says
 * otherwise). A missing or unreadable record is also started afresh.
 */
export function getSessionResetReason(
  record: SessionRecord | null | undefined,
  currentUserId: string,
  now: Date,
  limitSeconds: number = SESSION_INACTIVITY_LIMIT_SECONDS,
): SessionResetReason | null {
  if (!record) return 'missing';
  if (record.userId !== currentUserId) return 'otherUser';
  const last = toTime(record.lastActivityDate);
  if (last === null || now.getTime() - last >= limitSeconds * 1000) return 'inactive';
  return null;
}

export function shouldResetSession(
  record: SessionRecord | null | undefined,
  currentUserId: string,
  now: Date,
  limitSeconds: number = SESSION_INACTIVITY_LIMIT_SECONDS,
): boolean {
  return getSessionResetReason(record, currentUserId, now, limitSeconds) !== null;
}
