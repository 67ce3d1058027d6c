import { useEffect } from 'react';
import type { ActivityPosition } from './use-activity-position.ts';
import { VIMEO_PLAYER_ORIGIN } from './use-vimeo-player-state.ts';
import { resumeSeconds, videoMeasures } from './use-video-position.ts';

/** A message of Vimeo's player, JSON as text or as an object. */
function parse(data: unknown): { event?: unknown; data?: { seconds?: unknown; duration?: unknown } } | null {
  try {
    const message: unknown = typeof data === 'string' ? JSON.parse(data) : data;
    return typeof message === 'object' && message !== null ? message : null;
  } catch {
    return null;
  }
}

/**
 * A Vimeo video's time (decision 0076), through the player's message API once it is up: it
 * seeks to the saved time and reports the time as it plays (Vimeo's `timeupdate` event).
 */
export function useVimeoPosition(frame: HTMLIFrameElement | null, ready: boolean, position: ActivityPosition | undefined) {
  const saved = position?.saved?.seconds;
  const report = position?.report;
  useEffect(() => {
    if (!frame || !ready) return;
    const post = (method: string, value: unknown) =>
      frame.contentWindow?.postMessage(JSON.stringify({ method, value }), VIMEO_PLAYER_ORIGIN);
    const at = resumeSeconds(saved, Number.NaN);
    if (at !== null) post('setCurrentTime', at);
    if (!report) return;
    post('addEventListener', 'timeupdate');
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== VIMEO_PLAYER_ORIGIN || event.source !== frame.contentWindow) return;
      const message = parse(event.data);
      const { seconds, duration } = message?.data ?? {};
      if (message?.event === 'timeupdate' && typeof seconds === 'number')
        report(videoMeasures(seconds, typeof duration === 'number' ? duration : Number.NaN));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, ready, saved, report]);
}
