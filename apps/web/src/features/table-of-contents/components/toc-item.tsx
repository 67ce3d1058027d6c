import { Link } from 'wouter';
import { formatActivityResult, getEntryResult } from '../../../lib/activity-result.ts';
import { useContent } from '../../../lib/content-context.tsx';
import { useT } from '../../../lib/i18n.tsx';
import type { TocEntry } from '../../../lib/toc-model.ts';
import { TocItemBody } from './toc-icon.tsx';
import styles from './toc.module.css';

/**
 * One item: a link to its axis, or, when locked, a button that opens the "Item Locked"
 * popup (doc 2 §4) instead of the activity. The selected item carries aria-current.
 */
export function TocItem({ entry, selected }: { entry: TocEntry; selected: boolean }) {
  const t = useT();
  const { hrefFor, showLocked, onNavigate, resultTerms, now, timeZone } = useContent();
  const result = getEntryResult(entry, resultTerms, now);
  const className = [
    styles.item,
    entry.lock ? styles.lockedItem : '',
    entry.state === 'draft' ? styles.draftItem : '',
    selected ? styles.selected : '',
  ]
    .filter(Boolean)
    .join(' ');
  const body = (
    <TocItemBody
      name={entry.name}
      state={entry.state}
      proctored={entry.proctored}
      result={result ? formatActivityResult(t, result, { timeZone, short: true }) : undefined}
    />
  );
  if (entry.lock) {
    return (
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-current={selected ? 'page' : undefined}
        onClick={() => showLocked(entry)}
      >
        {body}
      </button>
    );
  }
  return (
    <Link href={hrefFor(entry.axis)} className={className} aria-current={selected ? 'page' : undefined} onClick={onNavigate}>
      {body}
    </Link>
  );
}
