import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './profile.module.css';

export interface ProfileTab {
  id: string;
  label: string;
  panel: ReactNode;
}

/**
 * The WAI-ARIA tabs pattern (automatic activation): arrows move between tabs in reading
 * order (mirrored right to left), Home and End go to the ends, Tab enters the panel.
 */
export function ProfileTabs({ label, tabs }: { label: string; tabs: ProfileTab[] }) {
  const [selected, setSelected] = useState(tabs[0]!.id);
  const base = useId();
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length]!;
    setSelected(tab.id);
    buttons.current.get(tab.id)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    if (step) select(index + step);
    else if (event.key === 'Home') select(0);
    else if (event.key === 'End') select(tabs.length - 1);
    else return;
    event.preventDefault();
  };

  return (
    <>
      <div role="tablist" aria-label={label} className={styles.tabList}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(node) => {
              if (node) buttons.current.set(tab.id, node);
            }}
            type="button"
            role="tab"
            id={`${base}-${tab.id}-tab`}
            aria-selected={tab.id === selected}
            aria-controls={`${base}-${tab.id}-panel`}
            tabIndex={tab.id === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelected(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-${tab.id}-panel`}
          aria-labelledby={`${base}-${tab.id}-tab`}
          tabIndex={0}
          hidden={tab.id !== selected}
          className={styles.panel}
        >
          {tab.id === selected ? tab.panel : null}
        </div>
      ))}
    </>
  );
}
