import { useT } from '../../../lib/i18n.tsx';
import { countLeaves, type TocEntry } from '../lib/toc-model.ts';
import { TocItem } from '../toc/toc-item.tsx';
import { RichHtml } from './rich-html.tsx';
import styles from './players.module.css';

/** A module: its introduction and the list of what it holds (the same items as the table of contents). */
export function CompositePlayer({ html, entry }: { html: string | undefined; entry: TocEntry }) {
  const t = useT();
  const { count } = countLeaves(entry);
  return (
    <div className={styles.composite}>
      {html ? <RichHtml html={html} /> : null}
      <p className={styles.muted}>{t.t('players.composite.count', { count })}</p>
      <ul className={styles.children}>
        {entry.children.map((child) => (
          <li key={child.node.id}>
            <TocItem entry={child} selected={false} />
          </li>
        ))}
      </ul>
    </div>
  );
}
