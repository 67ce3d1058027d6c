import type { Showcase } from '@lp/contract';
import { useT } from '../../../lib/i18n.tsx';
import styles from './course-list-screen.module.css';

/** doc 1 §2: collection tag chips (toggle buttons) with a button that clears the chosen ones. */
export function CollectionChips({
  collections,
  selected,
  onChange,
}: {
  collections: readonly Showcase[];
  selected: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  const t = useT();
  return (
    <div className={styles.chips} role="group" aria-label={t.t('courseList.collections.label')}>
      {collections.map((collection) => {
        const pressed = selected.includes(collection.id);
        return (
          <button
            key={collection.id}
            type="button"
            className={styles.chip}
            aria-pressed={pressed}
            dir="auto"
            onClick={() => onChange(pressed ? selected.filter((id) => id !== collection.id) : [...selected, collection.id])}
          >
            {collection.name}
          </button>
        );
      })}
      {selected.length > 0 ? (
        <button type="button" className={styles.clearChips} onClick={() => onChange([])}>
          {t.t('courseList.collections.clear')}
        </button>
      ) : null}
    </div>
  );
}
