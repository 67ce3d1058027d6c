import { useEffect, useId, useState } from 'react';
import { normalizeKeyword, SEARCH_DEBOUNCE_MS } from '@lp/domain';
import { LOAD_OPTION_LIMITS } from '@lp/contract/load-options';
import { useT } from '../../../lib/i18n.tsx';
import styles from './course-list-screen.module.css';

/**
 * doc 1 §5: the keyword is lower-cased, left-trimmed and applied after a 500 ms pause in
 * typing (Enter applies it at once). The text stays as typed; `value` is the applied keyword.
 */
export function SearchField({ value, onSearch }: { value: string; onSearch: (keyword: string) => void }) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState(value);

  // The URL changed by other means (back button, a restored state): show it.
  useEffect(() => {
    setText((current) => (normalizeKeyword(current) === value ? current : value));
  }, [value]);

  useEffect(() => {
    const keyword = normalizeKeyword(text);
    if (keyword === value) return;
    const timer = setTimeout(() => onSearch(keyword), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(normalizeKeyword(text));
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {t.t('courseList.search.label')}
      </label>
      <input
        id={id}
        type="search"
        className={styles.searchInput}
        value={text}
        maxLength={LOAD_OPTION_LIMITS.maxStringLength}
        placeholder={t.t('courseList.search.placeholder')}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}
