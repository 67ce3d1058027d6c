import { useEffect, useRef } from 'react';
import { focusPageHeading } from '../../../lib/route-focus.ts';

/**
 * Submit and Finish course go away once the run is handed in (doc 2 §4), and the page around
 * them changes in place: its status, dates, result and buttons. The focus they leave behind
 * goes to the page's heading, where the changed page starts and the result follows (issue 16),
 * instead of falling to the page's body, where the next Tab would start from the top.
 */
export function useFocusAfterHandIn(canHandIn: boolean) {
  const could = useRef(canHandIn);
  useEffect(() => {
    const lost = document.activeElement === document.body || document.activeElement === null;
    if (could.current && !canHandIn && lost) focusPageHeading();
    could.current = canHandIn;
  }, [canHandIn]);
}
