import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'wouter';
import { FrameMessage } from '@lp/contract/lti';
import { BASENAME } from '../../../config/paths.ts';
import { handleUnauthorized } from '../../../lib/api-client.ts';
import { signOut } from '../../../lib/sign-out.ts';
import { LTI_RETURN, readFrameMessage, readFrameResize, type ToolReturn } from '../lib/frame-messages.ts';

const IN_APP = new RegExp(`^${BASENAME}(?=$|[/?#])`);

/**
 * Listens to the tool's frame, only that very frame. Its height (lti.frameResize) is heard
 * from any origin (the tool's own) and answered: undefined until it says, then the frame fits
 * the tool's page instead of scrolling inside a box of the window's height. The rest only
 * from this origin (the return page and the frame bridge are pages of the portal): the
 * bridge's messages (doc 1 §2) sign out, sign in again or move the app; the return hands over
 * to `onReturn`.
 */
export function useToolFrameMessages(
  frame: RefObject<HTMLIFrameElement | null>,
  onReturn: (message: ToolReturn) => void,
): number | undefined {
  const [height, setHeight] = useState<number>();
  const [, navigate] = useLocation();
  const latest = useRef(onReturn);
  useEffect(() => {
    latest.current = onReturn;
  });

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      const source = frame.current?.contentWindow;
      if (!source || event.source !== source) return;
      const asked = readFrameResize(event.data);
      if (asked !== null) {
        setHeight(asked);
        return;
      }
      if (event.origin !== window.location.origin) return;
      const message = readFrameMessage(event.data);
      switch (message?.subject) {
        case LTI_RETURN:
          latest.current(message);
          break;
        case FrameMessage.logout:
          void signOut();
          break;
        case FrameMessage.relogin:
          handleUnauthorized();
          break;
        case FrameMessage.navigate:
          // Pages of the app move in it; other pages of the portal (sign-in, sign-out) load.
          if (IN_APP.test(message.target)) navigate(message.target.slice(BASENAME.length) || '/');
          else window.location.assign(message.target);
          break;
        default:
      }
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [frame, navigate]);
  return height;
}
