/**
 * Where a learner is inside an activity (issue 33 item 6, decision 0076): the part of a long
 * text read, the time of a video, the page of a PDF. One activity may hold a text and its
 * PDF, so each measure is optional and the latest of each travels together. `savedAt` is
 * the device's time of the position: a save older than the stored one changes nothing.
 */
export interface ActivityPosition {
  /** ISO 8601 time on the device when the learner was there. */
  readonly savedAt: string;
  /** 0..1: how far down the text the top of the screen is. */
  readonly scroll?: number | undefined;
  /** Seconds into the video. */
  readonly seconds?: number | undefined;
  /** The video's length in seconds, when the player knows it. */
  readonly duration?: number | undefined;
  /** 1-based page of the PDF. */
  readonly page?: number | undefined;
  /** The PDF's number of pages, when known. */
  readonly pageCount?: number | undefined;
}

/** The web saves a position at most once in this many seconds, and once more on leaving. */
export const POSITION_SAVE_SECONDS = 5;

export type ActivityPositionProblem = 'negative' | 'scrollOutOfRange' | 'beyondDuration' | 'pageOutOfRange';

/** Why a position cannot be where the learner is, or null when it can. */
export function getActivityPositionProblem(position: Omit<ActivityPosition, 'savedAt'>): ActivityPositionProblem | null {
  const { scroll, seconds, duration, page, pageCount } = position;
  if ([scroll, seconds, duration, page, pageCount].some((n) => n !== undefined && n < 0)) return 'negative';
  if (scroll !== undefined && scroll > 1) return 'scrollOutOfRange';
  if (seconds !== undefined && duration !== undefined && seconds > duration) return 'beyondDuration';
  if (page !== undefined && (page < 1 || (pageCount !== undefined && page > pageCount))) return 'pageOutOfRange';
  return null;
}

/** A save replaces the stored position only when it was taken later (a late retry from another tab loses). */
export function isNewerPosition(
  stored: Pick<ActivityPosition, 'savedAt'> | null | undefined,
  incoming: Pick<ActivityPosition, 'savedAt'>,
): boolean {
  if (!stored) return true;
  return Date.parse(incoming.savedAt) > Date.parse(stored.savedAt);
}

/**
 * How far through the activity a position is, 0..1, for the workflow's progress; null
 * when it does not say (a video of unknown length). Progress is only ever raised with it.
 */
export function getPositionProgress(position: Omit<ActivityPosition, 'savedAt'>): number | null {
  const parts: number[] = [];
  if (position.scroll !== undefined) parts.push(position.scroll);
  if (position.seconds !== undefined && position.duration) parts.push(position.seconds / position.duration);
  if (position.page !== undefined && position.pageCount) parts.push(position.page / position.pageCount);
  return parts.length ? Math.min(1, Math.max(...parts)) : null;
}

/** A device clock ahead of the server's would win every later comparison: a position is never saved in the future. */
export function getStoredSavedAt(savedAt: string, now: Date): string {
  return Date.parse(savedAt) > now.getTime() ? now.toISOString() : new Date(savedAt).toISOString();
}
