import { secondsToMinutes } from '@lp/domain';
import type { Lock, TocEntry } from '../../../lib/toc-model.ts';
import { useT } from '../../../lib/i18n.tsx';
import { TocItemBody } from './toc-icon.tsx';
import styles from './toc.module.css';

interface OutlineProps {
  entries: readonly TocEntry[];
  /** The learner's words for a lock (the Item Locked popup's, from the content feature). */
  describeLock: (lock: Lock) => string;
}

/** One item: its icon and name as in the table of contents, its duration, and the lock that will apply. */
function OutlineItem({
  entry,
  parentLock,
  describeLock,
}: { entry: TocEntry; parentLock: Lock | null } & Pick<OutlineProps, 'describeLock'>) {
  const t = useT();
  const minutes = entry.node.childActivity.duration ? secondsToMinutes(entry.node.childActivity.duration) : 0;
  // A part inside a locked module carries the module's lock: said once, on the module.
  const ownLock = entry.lock && entry.lock !== parentLock ? entry.lock : null;
  return (
    <li className={entry.isModule ? styles.module : undefined}>
      <div className={styles.outlineItem} data-outline-item={entry.name}>
        <TocItemBody name={entry.name} state={entry.state} proctored={entry.proctored} />
        {minutes > 0 ? <span className={styles.outlineDuration}>{t.t('courseCard.duration', { minutes })}</span> : null}
      </div>
      {ownLock ? <p className={styles.outlineLock}>{describeLock(ownLock)}</p> : null}
      {entry.children.length > 0 ? <OutlineList entries={entry.children} parentLock={entry.lock} describeLock={describeLock} /> : null}
    </li>
  );
}

function OutlineList({ entries, parentLock, describeLock }: OutlineProps & { parentLock: Lock | null }) {
  return (
    <ul className={styles.list}>
      {entries.map((entry) => (
        <OutlineItem key={entry.node.id} entry={entry} parentLock={parentLock} describeLock={describeLock} />
      ))}
    </ul>
  );
}

/**
 * A course's table of contents before it is started (issue 33 "See before you start"):
 * read-only (nothing opens before the start), each item with its duration and the lock
 * that will apply, from the same rules as the live table of contents (buildToc).
 */
export function TocOutline({ entries, describeLock }: OutlineProps) {
  return <OutlineList entries={entries} parentLock={null} describeLock={describeLock} />;
}
