import { useRef, useState, type KeyboardEvent } from 'react';
import { textDirection } from '@lp/i18n';
import { useT } from '../../lib/i18n.tsx';
import { useModalDialog } from './use-modal-dialog.ts';
import styles from './image-gallery.module.css';

export interface GalleryImage {
  src: string;
  alt: string;
}

interface ImageGalleryProps {
  images: readonly GalleryImage[];
  startIndex?: number;
  onClose: () => void;
}

/**
 * doc 1 §2: the full-screen image gallery with previous, next and close buttons, the arrow
 * keys and Escape. It is open while mounted: a native modal <dialog> (ADR 0003) that takes
 * focus and gives it back to the opener. Navigation wraps around, so a focused previous or
 * next button never becomes disabled under the keyboard. Remount (key) to restart it.
 */
export function ImageGallery({ images, startIndex = 0, onClose }: ImageGalleryProps) {
  const t = useT();
  const count = images.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(0, Math.trunc(startIndex)), Math.max(0, count - 1)));
  const closeButton = useRef<HTMLButtonElement>(null);
  // Engines without showModal get a plain open dialog; the Tab handling below still keeps focus inside.
  const dialog = useModalDialog({ initialFocus: () => closeButton.current });
  const rtl = textDirection(t.locale) === 'rtl';

  const go = (step: 1 | -1) => setIndex((i) => (i + step + count) % count);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      event.preventDefault(); // handled here, so the dialog does not also fire cancel
      onClose();
    } else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      // The next image lies in the reading direction: to the left in right-to-left.
      go((event.key === 'ArrowRight') !== rtl ? 1 : -1);
    } else if (event.key === 'Tab' && wrapFocus(event.currentTarget, event.shiftKey)) {
      event.preventDefault();
    }
  }

  const image = images[index];
  if (!image) return null;
  return (
    <dialog
      ref={dialog}
      className={styles.gallery}
      aria-label={t.t('gallery.label')}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      // Other close requests (e.g. a back gesture): we close through the parent, not by ourselves.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <button
        ref={closeButton}
        type="button"
        className={`${styles.button} ${styles.close}`}
        aria-label={t.t('gallery.close')}
        onClick={onClose}
      >
        <span aria-hidden="true">×</span>
      </button>
      <img className={styles.image} src={image.src} alt={image.alt} />
      <p className={styles.counter} aria-live="polite">
        {t.t('gallery.counter', { index: index + 1, count })}
      </p>
      {/* ‹ and › are bidi-mirrored characters: they point the other way in right-to-left by themselves. */}
      {count > 1 ? (
        <>
          <button
            type="button"
            className={`${styles.button} ${styles.previous}`}
            aria-label={t.t('gallery.previous')}
            onClick={() => go(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className={`${styles.button} ${styles.next}`} aria-label={t.t('gallery.next')} onClick={() => go(1)}>
            <span aria-hidden="true">›</span>
          </button>
        </>
      ) : null}
    </dialog>
  );
}

/** Tab from the last button goes to the first and Shift+Tab from the first to the last; true when it moved focus. */
function wrapFocus(container: HTMLElement, backwards: boolean): boolean {
  const buttons = [...container.querySelectorAll<HTMLElement>('button:not([disabled])')];
  const [first, last] = [buttons[0], buttons[buttons.length - 1]];
  const active = document.activeElement;
  const target = backwards ? (active === first || active === container ? last : null) : active === last ? first : null;
  target?.focus();
  return !!target;
}
