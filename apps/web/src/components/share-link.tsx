import { useEffect, useRef, useState } from 'react';
import { SHARE_LINK_COPIED_MS } from '@lp/domain';
import { useT } from '../lib/i18n.tsx';
import styles from './share-link.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * doc 2 §2, §8, §9: copies a link; "The link was copied" (or "The link could not be
 * copied") is announced in a live region and shown for 10 seconds.
 */
/** `url` may be site-relative: it is copied as the full address of this site. */
export function ShareLink({ url, label }: { url: string; label: string }) {
  const t = useT();
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    let outcome: CopyState = 'copied';
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      // The page's own origin, known here in the browser (the page may have been drawn by the server).
      await navigator.clipboard.writeText(new URL(url, window.location.href).href);
    } catch {
      outcome = 'failed';
    }
    setState(outcome);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), SHARE_LINK_COPIED_MS);
  };

  return (
    <div className={styles.share}>
      <button type="button" className={styles.shareButton} onClick={() => void copy()}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M10 13a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1" />
          <path d="M14 11a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1" />
        </svg>
        {label}
      </button>
      <span role="status" className={state === 'failed' ? styles.shareFailed : styles.shareCopied}>
        {state === 'copied' ? t.t('courseDetails.share.copied') : state === 'failed' ? t.t('courseDetails.share.failed') : ''}
      </span>
    </div>
  );
}
