import { useId, useState } from 'react';
import { DESCRIPTION_COLLAPSE_CHARS } from '@lp/domain';
import { useT } from '../../lib/i18n.tsx';
import styles from './course-head.module.css';

/**
 * The first `limit` characters, cut back to the last word boundary when one is near, so a
 * word is not split in the middle (doc 2 §2: "collapsed to about 70 characters").
 */
export function collapseText(text: string, limit = DESCRIPTION_COLLAPSE_CHARS): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const space = cut.search(/\s\S*$/);
  return `${(space > limit * 0.7 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** doc 2 §2: the description collapsed to about 70 characters, with a Show more / Hide disclosure button. */
export function CourseDescription({ text }: { text: string }) {
  const t = useT();
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const trimmed = text.trim();
  if (!trimmed) return null;
  const collapsible = trimmed.length > DESCRIPTION_COLLAPSE_CHARS;
  return (
    <div className={styles.description}>
      <p id={id} dir="auto">
        {collapsible && !expanded ? collapseText(trimmed) : trimmed}
      </p>
      {collapsible ? (
        <button
          type="button"
          className={styles.linkButton}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((e) => !e)}
        >
          {t.t(expanded ? 'courseDetails.description.hide' : 'courseDetails.description.showMore')}
        </button>
      ) : null}
    </div>
  );
}
