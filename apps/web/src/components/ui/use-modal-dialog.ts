import { useEffect, useRef, type RefObject } from 'react';

interface ModalDialogOptions {
  /** Open while true; by default open while mounted (remount to reopen). */
  open?: boolean;
  /** What takes the focus on open; the dialog's first button when it names nothing. */
  initialFocus?: (dialog: HTMLDialogElement) => HTMLElement | null | undefined;
  /** Where the focus goes on close: the element that had it on open when not given (a drawer names its button). */
  returnFocus?: RefObject<HTMLElement | null>;
}

/**
 * The focus and open/close handling of every native modal <dialog> (ADR 0003): opened as a
 * modal (the open attribute where an engine has no showModal), the focus moved inside, and
 * on close the dialog closed and the focus given back. Returns the ref for the <dialog>.
 */
export function useModalDialog({ open = true, initialFocus, returnFocus }: ModalDialogOptions = {}) {
  const dialog = useRef<HTMLDialogElement>(null);
  // Read at open time: a new function each render must not reopen the dialog.
  const focusTarget = useRef(initialFocus);
  focusTarget.current = initialFocus;

  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    (focusTarget.current?.(element) ?? element.querySelector<HTMLElement>('button'))?.focus();
    return () => {
      if (element.open) {
        if (typeof element.close === 'function') element.close();
        else element.removeAttribute('open');
      }
      (returnFocus ? returnFocus.current : opener)?.focus();
    };
  }, [open, returnFocus]);

  return dialog;
}
