import { useEffect, useState } from 'react';

export const VIMEO_PLAYER_ORIGIN = 'https://player.vimeo.com';

/** How long Vimeo's player has to say it is ready once its frame exists: a slow line gets time. */
export const VIMEO_READY_TIMEOUT_MS = 20_000;
/** Once its page has loaded, the player answers at once; a page that loaded and says nothing is not the player. */
export const VIMEO_ANSWER_AFTER_LOAD_MS = 5_000;

export type VimeoPlayerState = 'waiting' | 'ready' | 'failed';

/** Vimeo's player speaks JSON, as text or as an object: `{"event":"ready"}` when it is up, `{"method":"ping"}` in answer to a ping. */
function isPlayerUp(data: unknown): boolean {
  let message: unknown = data;
  if (typeof data === 'string') {
    try {
      message = JSON.parse(data);
    } catch {
      return false;
    }
  }
  if (typeof message !== 'object' || message === null) return false;
  const { event, method } = message as { event?: unknown; method?: unknown };
  return event === 'ready' || method === 'ping';
}

/**
 * Whether the Vimeo player in `frame` came up. The frame's load event cannot tell: the browser
 * fires it for its own error page too, when the network or a filter refuses player.vimeo.com.
 * So the player must say so itself, as Vimeo's player SDK waits for it: the "ready" message it
 * posts to the page, or its answer to a ping sent once its page has loaded. Silence past the
 * timeouts means failed; a late answer still turns it to ready.
 */
export function useVimeoPlayerState(frame: HTMLIFrameElement | null): VimeoPlayerState {
  const [state, setState] = useState<VimeoPlayerState>('waiting');
  useEffect(() => {
    if (!frame) return;
    let up = false;
    const fail = () => setState('failed');
    let timer = setTimeout(fail, VIMEO_READY_TIMEOUT_MS);
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== VIMEO_PLAYER_ORIGIN || event.source !== frame.contentWindow || !isPlayerUp(event.data)) return;
      up = true;
      clearTimeout(timer);
      setState('ready');
    };
    const onLoad = () => {
      if (up) return;
      clearTimeout(timer);
      timer = setTimeout(fail, VIMEO_ANSWER_AFTER_LOAD_MS);
      frame.contentWindow?.postMessage(JSON.stringify({ method: 'ping' }), VIMEO_PLAYER_ORIGIN);
    };
    window.addEventListener('message', onMessage);
    frame.addEventListener('load', onLoad);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      frame.removeEventListener('load', onLoad);
    };
  }, [frame]);
  return state;
}
