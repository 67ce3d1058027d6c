import { createContext, useContext } from 'react';

/**
 * When the server drew the page (entry-server.tsx): while the app takes that page over, a
 * render that shows the time shows this one, so it draws what the server drew. A minute
 * turning between the server's drawing and the browser's takeover made the two texts differ
 * (a hydration mismatch: React drew the whole page again, and reported an error).
 */
export const DrawnAtContext = createContext<number | undefined>(undefined);

/** The time a first render shows: the drawing's while the page is still the server's (data-drawn), else now. */
export function useRenderNow(): () => Date {
  const drawnAt = useContext(DrawnAtContext);
  return () => {
    const drawing = typeof document === 'undefined' || document.documentElement.hasAttribute('data-drawn');
    return new Date(drawnAt !== undefined && drawing ? drawnAt : Date.now());
  };
}
