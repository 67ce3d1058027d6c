import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n.tsx';
import { leafEntries, type TocEntry } from '../../../lib/toc-model.ts';
import { RichHtml } from './rich-html.tsx';
import styles from './players.module.css';

/** A module: its introduction and the list of what it holds (the same items as the table of contents). */
export function CompositePlayer({
  html,
  entry,
  renderItem,
}: {
  html: string | undefined;
  entry: TocEntry;
  /** An item as the table of contents draws it. */
  renderItem: (entry: TocEntry) => ReactNode;
}) {
  const t = useT();
  // Every activity listed below, optional ones too: what the module holds, not what counts.
  const count = leafEntries(entry.children).length;
  return (
    <div className={styles.composite}>
      {html ? <RichHtml html={html} /> : null}
      <p className={styles.muted}>{t.t('players.composite.count', { count })}</p>
      <ul className={styles.children}>
        {entry.children.map((child) => (
          <li key={child.node.id}>{renderItem(child)}</li>
        ))}
      </ul>
    </div>
  );
}
