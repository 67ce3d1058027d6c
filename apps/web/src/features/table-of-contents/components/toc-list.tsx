import { memo, useId, useState } from 'react';
import { useT } from '../../../lib/i18n.tsx';
import type { TocEntry } from '../../../lib/toc-model.ts';
import { TocItem } from './toc-item.tsx';
import styles from './toc.module.css';

interface TocListProps {
  entries: TocEntry[];
  selectedAxis: string;
}

/**
 * A module: its item, a disclosure button (aria-expanded) and its own list. Every module
 * starts open and keeps its own open state, so a click re-renders that module only: with
 * the state above the list, each click re-rendered all rows of a 500-activity course
 * (~75 ms a click at a phone's CPU speed, bench/tree-browser.ts --cpu-slowdown 4).
 */
const ModuleRow = memo(function ModuleRow({ entry, selectedAxis }: { entry: TocEntry; selectedAxis: string }) {
  const t = useT();
  const listId = useId();
  const [expanded, setExpanded] = useState(true);
  return (
    <li className={styles.module}>
      <div className={styles.row}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={listId}
          aria-label={t.t('toc.toggle', { name: entry.name })}
          onClick={() => setExpanded((open) => !open)}
        >
          <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false" className={styles.chevron}>
            <path d="M4 2.5L7.5 6 4 9.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <TocItem entry={entry} selected={entry.axis === selectedAxis} />
      </div>
      <TocList entries={entry.children} selectedAxis={selectedAxis} id={listId} hidden={!expanded} />
    </li>
  );
});

const LeafRow = memo(function LeafRow({ entry, selectedAxis }: { entry: TocEntry; selectedAxis: string }) {
  return (
    <li className={styles.row}>
      <TocItem entry={entry} selected={entry.axis === selectedAxis} />
    </li>
  );
});

/** doc 2 §4 the table of contents as nested lists: every item is a link or a button, so Tab and Enter operate it. */
export function TocList({ id, hidden, entries, selectedAxis }: TocListProps & { id?: string; hidden?: boolean }) {
  return (
    <ul id={id} hidden={hidden} className={styles.list}>
      {entries.map((entry) =>
        entry.isModule ? (
          <ModuleRow key={entry.node.id} entry={entry} selectedAxis={selectedAxis} />
        ) : (
          <LeafRow key={entry.node.id} entry={entry} selectedAxis={selectedAxis} />
        ),
      )}
    </ul>
  );
}
