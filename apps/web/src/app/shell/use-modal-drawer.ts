import { useEffect, useRef, type RefObject } from 'react';
import { focusablesIn, nextInFocusLoop } from './focus-loop.ts';

interface ModalDrawerOptions {
  open: boolean;
  /** Closes the drawer; the focus is then given back to the button. */
  onClose: () => void;
  drawer: RefObject<HTMLElement | null>;
  /** The button that opens and closes the drawer: it stays usable and is part of the loop. */
  button: RefObject<HTMLElement | null>;
}

/**
 * The navigation drawer of narrow screens as a modal (issue 16 item 5, WCAG 2.1.2, 2.4.3,
 * 2.4.11): on open the focus moves in (to the current page's entry, else the first); Tab
 * and Shift+Tab go round the menu button and the drawer; Escape or a click beside it close
 * it and give the focus back to the button. The page behind is made inert by the shell, so
 * nothing the drawer covers can hold the focus.
 */
export function useModalDrawer({ open, onClose, drawer, button }: ModalDrawerOptions) {
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!open) return;
    const root = drawer.current;
    (root?.querySelector<HTMLElement>('[aria-current="page"]') ?? focusablesIn(root)[0])?.focus();

    const closeAndReturn = () => {
      close.current();
      button.current?.focus();
    };
    const onKey = (event: KeyboardEvent) => {
      // A dialog opened from the drawer (the feedback survey) handles its own keys.
      if (event.defaultPrevented || document.querySelector('dialog[open]')) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        closeAndReturn();
      } else if (event.key === 'Tab') {
        const loop = [...(button.current ? [button.current] : []), ...focusablesIn(drawer.current)];
        const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        const next = nextInFocusLoop(loop, active, event.shiftKey);
        if (next) {
          event.preventDefault();
          next.focus();
        }
      }
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target as Node;
      if (drawer.current?.contains(target) || button.current?.contains(target) || document.querySelector('dialog[open]')) return;
      closeAndReturn();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open, drawer, button]);
}
