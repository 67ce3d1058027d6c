import { useEffect, useState } from 'react';
import { LOADER_DEBOUNCE_MS } from '@lp/domain';
import styles from './loader-overlay.module.css';

/** doc 1 §2: the blocking loader appears only after 300 ms, so quick loads never flash it. */
export function LoaderOverlay({ label }: { label: string }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), LOADER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <div className={styles.overlay} role="progressbar" aria-label={label} aria-busy="true">
      <span className={styles.spinner} />
    </div>
  );
}
