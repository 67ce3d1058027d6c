import type { ActivityPositionView } from '@lp/contract';

export type PositionMeasures = Omit<ActivityPositionView, 'savedAt'>;

export interface PositionSaver {
  /** Where the learner is now; sent at once when the last send is `intervalMs` old, else when it is. */
  report(measures: PositionMeasures): void;
  /** Sends what is not sent yet, now (the page is being left: `keepalive`). */
  flush(keepalive: boolean): void;
  /** The latest position reported, or the one it started from. */
  current(): ActivityPositionView | null;
  /** Stops the timer, sending what is pending on the way out. */
  dispose(): void;
}

/**
 * A throttle for position saves (decision 0076): at most one send per `intervalMs`, the
 * latest position sent at the end of the interval, and whatever is pending sent at once on
 * leaving. Measures of one activity (a text and its PDF) are merged into one position, each
 * stamped with the time the learner was there.
 */
export function createPositionSaver(
  send: (position: ActivityPositionView, keepalive: boolean) => void,
  intervalMs: number,
  start: ActivityPositionView | null,
  clock: () => number = Date.now,
): PositionSaver {
  let position = start;
  let pending = false;
  let lastSent = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = (keepalive: boolean) => {
    clearTimeout(timer);
    timer = undefined;
    if (!pending || !position) return;
    pending = false;
    lastSent = clock();
    send(position, keepalive);
  };

  return {
    report(measures) {
      position = { ...position, ...measures, savedAt: new Date(clock()).toISOString() };
      pending = true;
      const wait = lastSent + intervalMs - clock();
      if (wait <= 0) flush(false);
      else timer ??= setTimeout(() => flush(false), wait);
    },
    flush,
    current: () => position,
    dispose: () => flush(true),
  };
}
