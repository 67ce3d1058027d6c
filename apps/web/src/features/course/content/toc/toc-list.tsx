import { useId, useState } from 'react';
import { useT } from '../../../../lib/i18n.tsx';
import type { TocEntry } from '../lib/toc-model.ts';
import { TocItem } from './toc-item.tsx';
import styles from './toc.module.css';

interface TocListProps {
  entries: TocEntry[];
  selectedAxis: string;
  /** Modules the learner has closed (by axis); every module starts open. */
  collapsed: ReadonlySet<string>;
  onToggle: (axis: string) => void;
}

/** A module: its item, a disclosure button (aria-expanded) and its own list. */
function ModuleRow({ entry, ...props }: TocListProps & { entry: TocEntry }) {
  const t = useT();
  const listId = useId();
  const expanded = !props.collapsed.has(entry.axis);
  return (
    <li className={styles.module}>
      <div className={styles.row}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={listId}
          aria-label={t.t('toc.toggle', { name: entry.name })}
          onClick={() => props.onToggle(entry.axis)}
        >
          <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false" className={styles.chevron}>
            <path d="M4 2.5L7.5 6 4 9.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <TocItem entry={entry} selected={entry.axis === props.selectedAxis} />
      </div>
      <TocList {...props} entries={entry.children} id={listId} hidden={!expanded} />
    </li>
  );
}

/** doc 2 §4 the table of contents as nested lists: every item is a link or a button, so Tab and Enter operate it. */
export function TocList({ id, hidden, ...props }: TocListProps & { id?: string; hidden?: boolean }) {
  return (
    <ul id={id} hidden={hidden} className={styles.list}>
      {props.entries.map((entry) =>
        entry.isModule ? (
          <ModuleRow key={entry.node.id} {...props} entry={entry} />
        ) : (
          <li key={entry.node.id} className={styles.row}>
            <TocItem entry={entry} selected={entry.axis === props.selectedAxis} />
          </li>
        ),
      )}
    </ul>
  );
}

/** The open/closed state of the modules, shared by the panel and the drawer. */
export function useCollapsedModules() {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const onToggle = (axis: string) =>
    setCollapsed((set) => {
      const next = new Set(set);
      if (!next.delete(axis)) next.add(axis);
      return next;
    });
  return { collapsed, onToggle };
}
