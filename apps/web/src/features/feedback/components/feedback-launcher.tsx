import { lazy, Suspense, useState } from 'react';
import { useT } from '../../../lib/i18n.tsx';
import { useRuntimeConfig } from '../../../lib/runtime-config-context.tsx';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import styles from './feedback-launcher.module.css';

/** The survey is its own chunk, loaded the first time it is opened: the shell's first view does not carry it. */
const FeedbackDialog = lazy(() => import('./feedback-dialog.tsx').then((m) => ({ default: m.FeedbackDialog })));

/**
 * doc 2 §7 feedback widget: visible by default, hidden when the tenant turns it off
 * (doc 1 §6). A plain button at the foot of the navigation, so it is in the tab order,
 * in the phone drawer, and never covers the page (decision 0030).
 */
export function FeedbackLauncher() {
  const t = useT();
  const { widgets } = useRuntimeConfig();
  const [open, setOpen] = useState(false);
  if (!widgets.feedback) return null;
  return (
    <>
      <button type="button" className={styles.launcher} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <span aria-hidden="true" className={styles.icon}>
          ✎
        </span>
        {t.t('feedback.open')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          {/* A survey that fails to load is logged and gone; the page goes on (doc 1 §1). */}
          <ErrorBoundary fallback={() => null}>
            <FeedbackDialog onClose={() => setOpen(false)} />
          </ErrorBoundary>
        </Suspense>
      ) : null}
    </>
  );
}
