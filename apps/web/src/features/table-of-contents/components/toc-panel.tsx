import { useId, useRef, useState } from 'react';
import { useModalDialog } from '../../../components/ui/use-modal-dialog.ts';
import { useT } from '../../../lib/i18n.tsx';
import { ContentContext, useContent } from '../../../lib/content-context.tsx';
import { useNarrowScreen } from '../../../lib/use-narrow-screen.ts';
import { TocList } from './toc-list.tsx';
import styles from './toc.module.css';

/** The navigation landmark "Course contents" around the list. */
function TocNav({ selectedAxis, headingId }: { selectedAxis: string; headingId: string }) {
  const t = useT();
  const { entries } = useContent();
  return (
    <nav aria-labelledby={headingId} className={styles.nav}>
      <h2 id={headingId} className={styles.heading}>
        {t.t('toc.label')}
      </h2>
      <TocList entries={entries} selectedAxis={selectedAxis} />
    </nav>
  );
}

/**
 * doc 2 §4 table of contents at the inline start: a panel that a button collapses, and at
 * 970px and below a drawer (native modal <dialog>) opened by a button, closed by Escape,
 * its close button, the backdrop or a chosen link, focus going back to the opener.
 */
export function TocPanel({ selectedAxis }: { selectedAxis: string }) {
  const t = useT();
  const content = useContent();
  const narrow = useNarrowScreen();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  // The drawer exists on narrow screens only; widening unmounts it, narrowing again reopens it if it was open.
  const dialog = useModalDialog({
    open: drawerOpen && narrow,
    initialFocus: (element) => element.querySelector<HTMLElement>('[aria-current="page"]'),
    returnFocus: opener,
  });
  const headingId = useId();
  const panelId = useId();

  const closeDrawer = () => setDrawerOpen(false);

  if (narrow) {
    return (
      <div className={styles.narrow}>
        <button
          ref={opener}
          type="button"
          className={styles.drawerButton}
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
        >
          <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
            <path d="M3 4.5h12M3 9h12M3 13.5h12" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
          {t.t('toc.label')}
        </button>
        <dialog
          ref={dialog}
          className={styles.drawer}
          aria-labelledby={headingId}
          onCancel={(event) => {
            event.preventDefault();
            closeDrawer();
          }}
          onClick={(event) => (event.target === dialog.current ? closeDrawer() : undefined)}
        >
          {drawerOpen ? (
            <div className={styles.drawerBody}>
              <button type="button" className={styles.close} aria-label={t.t('common.close')} onClick={closeDrawer}>
                <span aria-hidden="true">×</span>
              </button>
              <ContentContext.Provider value={{ ...content, onNavigate: closeDrawer }}>
                <TocNav selectedAxis={selectedAxis} headingId={headingId} />
              </ContentContext.Provider>
            </div>
          ) : null}
        </dialog>
      </div>
    );
  }

  return (
    // data-collapsed: the content view then puts the button above the lesson, which takes the whole width (issue 33 item 8).
    <div className={collapsed ? `${styles.panel} ${styles.collapsed}` : styles.panel} data-collapsed={collapsed || undefined}>
      <button
        type="button"
        className={styles.collapse}
        aria-expanded={!collapsed}
        aria-controls={panelId}
        onClick={() => setCollapsed((c) => !c)}
      >
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false" className={styles.collapseIcon}>
          <path
            d="M10 3.5L5.5 8l4.5 4.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {collapsed ? t.t('toc.show') : t.t('toc.hide')}
      </button>
      <div id={panelId} hidden={collapsed}>
        <TocNav selectedAxis={selectedAxis} headingId={headingId} />
      </div>
    </div>
  );
}
