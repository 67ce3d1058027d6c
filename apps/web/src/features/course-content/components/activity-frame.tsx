import { useRef, type CSSProperties, type ReactNode } from 'react';
import type { ActivityContentView } from '@lp/contract';
import { DisplayMode } from '@lp/domain';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/i18n.tsx';
import styles from './views.module.css';

/**
 * doc 1 §3 display modes: Fullscreen offers a button that shows the activity full screen;
 * EmbeddedCustom sizes the frame to the activity's preferred width and height (never wider
 * than the page); EmbeddedAuto fits the page.
 */
export function ActivityFrame({ activity, children }: { activity: ActivityContentView['activity']; children: ReactNode }) {
  const t = useT();
  const frame = useRef<HTMLDivElement>(null);
  const custom = activity.displayMode === DisplayMode.EmbeddedCustom;
  const style: CSSProperties | undefined = custom
    ? {
        ...(activity.preferredWidth ? { inlineSize: `${activity.preferredWidth}px` } : {}),
        ...(activity.preferredHeight ? { blockSize: `${activity.preferredHeight}px` } : {}),
      }
    : undefined;
  const fullscreen = activity.displayMode === DisplayMode.Fullscreen && typeof document.documentElement.requestFullscreen === 'function';
  return (
    <div className={styles.frameBox}>
      {fullscreen ? (
        <Button
          variant="secondary"
          className={styles.fullscreenButton}
          onClick={() => void frame.current?.requestFullscreen().catch(() => undefined)}
        >
          {t.t('courseContent.fullscreen')}
        </Button>
      ) : null}
      <div
        ref={frame}
        className={custom ? `${styles.frame} ${styles.customFrame}` : styles.frame}
        style={style}
        data-display-mode={activity.displayMode}
      >
        {children}
      </div>
    </div>
  );
}
