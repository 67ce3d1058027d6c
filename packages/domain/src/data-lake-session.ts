import { DATA_LAKE_SESSION_DURATION_MINUTES } from './constants.ts';

/** The data-lake session as the browser keeps it: whose it is and when it last carried an event. */
export interface DataLakeSession {
  readonly id: string;
  readonly userId: string;
  /** Epoch milliseconds of the last event the session carried. */
  readonly lastEventAt: number;
}

/**
 * doc 1 §9 data-lake session (30 minutes by default): an event joins the session of the
 * learner's previous event when that one was less than the duration ago, and renews it, so
 * a session lasts while the learner keeps doing things and ends after 30 quiet minutes (the
 * usual meaning of a web analytics session; decision 0040). An event starts a new session
 * (a new id from `newId`) when there is none, it is another user's, it ended, or its time
 * cannot be read or lies further in the future than the duration (a clock set back).
 */
export function nextDataLakeSession(
  previous: DataLakeSession | null | undefined,
  userId: string,
  now: number,
  newId: () => string,
  durationMinutes: number = DATA_LAKE_SESSION_DURATION_MINUTES,
): DataLakeSession & { started: boolean } {
  const gap = previous ? now - previous.lastEventAt : Number.NaN;
  const continues = previous?.userId === userId && Math.abs(gap) < durationMinutes * 60_000;
  return continues
    ? { id: previous.id, userId, lastEventAt: Math.max(now, previous.lastEventAt), started: false }
    : { id: newId(), userId, lastEventAt: now, started: true };
}
