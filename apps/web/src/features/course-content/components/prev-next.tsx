import { Link } from 'wouter';
import { useT } from '../../../lib/i18n.tsx';
import { useContent } from '../../../lib/content-context.tsx';
import { leafEntries, type TocEntry } from '../../../lib/toc-model.ts';
import styles from './views.module.css';

/**
 * Previous and next step through the activities in the order of the modules' children
 * (depth first). From a module page, next is its first activity. A locked neighbour opens
 * the "Item Locked" popup instead.
 */
export function PrevNext({ entry }: { entry: TocEntry }) {
  const t = useT();
  const { entries } = useContent();
  const leaves = leafEntries(entries);
  const first = entry.isModule
    ? leaves.findIndex((leaf) => leaf.axis.startsWith(`${entry.axis}/`))
    : leaves.findIndex((leaf) => leaf.axis === entry.axis);
  if (first < 0) return null;
  const previous = leaves[first - 1];
  const next = entry.isModule ? leaves[first] : leaves[first + 1];
  if (!previous && !next) return null;
  return (
    <nav className={styles.pager} aria-label={t.t('courseContent.pager')}>
      {previous ? <Step entry={previous} kind="previous" /> : <span />}
      {next ? <Step entry={next} kind="next" /> : null}
    </nav>
  );
}

function Step({ entry, kind }: { entry: TocEntry; kind: 'previous' | 'next' }) {
  const t = useT();
  const { hrefFor, showLocked } = useContent();
  const body = (
    <>
      <span className={styles.stepLabel}>{kind === 'previous' ? t.t('courseContent.previous') : t.t('courseContent.next')}</span>
      <span className={styles.stepName} dir="auto">
        {entry.name}
      </span>
    </>
  );
  const className = kind === 'next' ? `${styles.step} ${styles.nextStep}` : styles.step;
  // Where the focus goes after "Mark as complete" (activity-view.tsx).
  const marker = kind === 'next' ? { 'data-next-step': '' } : {};
  if (entry.lock) {
    return (
      <button type="button" className={className} aria-haspopup="dialog" onClick={() => showLocked(entry)} {...marker}>
        {body}
      </button>
    );
  }
  return (
    <Link href={hrefFor(entry.axis)} className={className} {...marker}>
      {body}
    </Link>
  );
}
