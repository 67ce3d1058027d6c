import { useId } from 'react';
import { isListSortKey, LIST_SORT_KEYS, type ListSortKey } from '@lp/domain';
import type { MessageId } from '@lp/i18n';
import { useT } from '../../../lib/i18n.tsx';
import styles from './course-list-screen.module.css';

const labels: Record<ListSortKey, MessageId> = {
  name: 'due.sort.name',
  dueFirst: 'due.sort.dueFirst',
  recentlyActive: 'due.sort.recentlyActive',
};

/** Issue 33: the order of My courses, a native labelled select (tiny, and works with every input and at 320 px). */
export function SortSelect({ value, onChange }: { value: ListSortKey; onChange: (sort: ListSortKey) => void }) {
  const t = useT();
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id}>{t.t('due.sort.label')}</label>
      <select
        id={id}
        className={styles.sortSelect}
        value={value}
        onChange={(event) => {
          if (isListSortKey(event.target.value)) onChange(event.target.value);
        }}
      >
        {LIST_SORT_KEYS.map((key) => (
          <option key={key} value={key}>
            {t.t(labels[key])}
          </option>
        ))}
      </select>
    </div>
  );
}
