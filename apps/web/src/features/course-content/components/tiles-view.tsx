import { useId } from 'react';
import { Link } from 'wouter';
import { useT } from '../../../lib/i18n.tsx';
import { useContent } from '../../../lib/content-context.tsx';
import { countLeaves, type TocEntry } from '../../../lib/toc-model.ts';
import { useContentParts } from '../lib/content-parts.tsx';
import styles from './views.module.css';

function Tile({ entry }: { entry: TocEntry }) {
  const t = useT();
  const { hrefFor, showLocked } = useContent();
  const { StateBadge } = useContentParts();
  const { count, completed } = countLeaves(entry);
  const type = entry.node.childActivity.type;
  return (
    <div className={entry.lock ? `${styles.tile} ${styles.tileLocked}` : styles.tile}>
      <h3 className={styles.tileTitle} dir="auto">
        {entry.lock ? (
          <button type="button" className={styles.tileLink} aria-haspopup="dialog" onClick={() => showLocked(entry)}>
            {entry.name}
          </button>
        ) : (
          <Link href={hrefFor(entry.axis)} className={styles.tileLink}>
            {entry.name}
          </Link>
        )}
      </h3>
      <p className={styles.tileMeta}>{t.t('courseContent.activityType', { type })}</p>
      {entry.isModule ? <p className={styles.tileMeta}>{t.t('courseContent.tiles.progress', { count, completed })}</p> : null}
      <StateBadge state={entry.state} className={`${styles.tileMeta} ${styles.tileState}`} />
    </div>
  );
}

/**
 * Tiles presentation (doc 1 §3): the modules and activities of one level as cards, a module
 * with how many of its activities are completed. `parent` null is the course's first level.
 */
export function TilesView({ entries, parent }: { entries: TocEntry[]; parent: TocEntry | null }) {
  const t = useT();
  const { hrefFor } = useContent();
  const titleId = useId();
  const up = parent ? parent.axis.split('/').slice(0, -1).join('/') : null;
  return (
    <section className={styles.tiles} aria-labelledby={titleId}>
      <div className={styles.tilesHeader}>
        <h2 id={titleId} className={styles.tilesTitle} dir={parent ? 'auto' : undefined}>
          {parent ? parent.name : t.t('courseContent.tiles.title')}
        </h2>
        {up !== null ? <Link href={hrefFor(up)}>{t.t('courseContent.tiles.back')}</Link> : null}
      </div>
      <ul className={styles.tileGrid}>
        {entries.map((entry) => (
          <li key={entry.node.id}>
            <Tile entry={entry} />
          </li>
        ))}
      </ul>
    </section>
  );
}
