import { useMemo, useRef, type SyntheticEvent } from 'react';
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

/** Event handlers of a native video (decision 0076): seek to the saved time once its length is known, report the time as it plays. */
export function useVideoPosition(position: ActivityPosition | undefined) {
  const restored = useRef(false);
  const saved = position?.saved?.seconds;
  const report = position?.report;
  return useMemo(() => {
    const onLoadedMetadata = (event: SyntheticEvent<HTMLVideoElement>) => {
      if (restored.current) return;
      restored.current = true;
      const video = event.currentTarget;
      const at = resumeSeconds(saved, video.duration);
      if (at !== null) video.currentTime = at;
    };
    const onReport = (event: SyntheticEvent<HTMLVideoElement>) => {
      const video = event.currentTarget;
      // Before the saved time is applied, the video is at 0 only because it has not moved yet.
      if (report && restored.current) report(videoMeasures(video.currentTime, video.duration));
    };
    return { onLoadedMetadata, onTimeUpdate: onReport, onPause: onReport, onSeeked: onReport };
  }, [saved, report]);
}
