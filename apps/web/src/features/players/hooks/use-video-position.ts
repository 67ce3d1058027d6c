import { useEffect, useMemo, useRef, type SyntheticEvent } from 'react';
import type { ActivityPosition } from './use-activity-position.ts';
import type { PositionMeasures } from './position-saver.ts';

/** A saved time this close to the end (at most a tenth of the video) starts it again from the beginning instead. */
const NEAR_END_SECONDS = 2;

/** Where a video is, as a position: the time, and the length once the player knows it. */
export function videoMeasures(seconds: number, duration: number): PositionMeasures {
  return Number.isFinite(duration) && duration > 0 ? { seconds: Math.min(seconds, duration), duration } : { seconds };
}

/** The time to open a video at: the saved one, unless it is at the end (or beyond a length now known). */
export function resumeSeconds(saved: number | undefined, duration: number): number | null {
  if (saved === undefined || saved <= 0) return null;
  if (Number.isFinite(duration) && saved >= duration - Math.min(NEAR_END_SECONDS, duration / 10)) return null;
  return saved;
}

/**
 * A native video's time (decision 0076): seeks to the saved time once its length is known
 * (at once when the metadata came before this ran), and reports the time as it plays.
 * Spread the answer on the <video>.
 */
export function useVideoPosition(position: ActivityPosition | undefined) {
  const element = useRef<HTMLVideoElement>(null);
  const restored = useRef(false);
  const saved = position?.saved?.seconds;
  const report = position?.report;
  useEffect(() => {
    const video = element.current;
    if (!video || restored.current) return;
    const restore = () => {
      restored.current = true;
      const at = resumeSeconds(saved, video.duration);
      if (at !== null) video.currentTime = at;
    };
    if (video.readyState >= HAVE_METADATA) restore();
    else video.addEventListener('loadedmetadata', restore, { once: true });
    return () => video.removeEventListener('loadedmetadata', restore);
  }, [saved]);
  return useMemo(() => {
    const onReport = (event: SyntheticEvent<HTMLVideoElement>) => {
      const video = event.currentTarget;
      // Before the saved time is applied, the video is at 0 only because it has not moved yet.
      if (report && restored.current) report(videoMeasures(video.currentTime, video.duration));
    };
    return { ref: element, onTimeUpdate: onReport, onPause: onReport, onSeeked: onReport };
  }, [report]);
}

const HAVE_METADATA = 1;
