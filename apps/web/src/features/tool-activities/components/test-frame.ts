import { act } from '@testing-library/react';

const windows = new WeakMap<HTMLIFrameElement, Window>();

/**
 * The page in `frame` as a message source. happy-dom loads no frame page, so the frame
 * has no window of its own: it gets a stand-in, the same one each time.
 */
function windowOf(frame: HTMLIFrameElement): Window {
  if (frame.contentWindow) return frame.contentWindow;
  let stand = windows.get(frame);
  if (!stand) {
    const made = { postMessage() {} } as unknown as Window;
    windows.set(frame, (stand = made));
    Object.defineProperty(frame, 'contentWindow', { configurable: true, get: () => made });
  }
  return stand;
}

/** Posts `data` to the app's window as if the page in `frame` sent it, from `origin` (the app's by default). */
export function postFromFrame(frame: HTMLIFrameElement, data: unknown, origin = window.location.origin) {
  const source = windowOf(frame);
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}
