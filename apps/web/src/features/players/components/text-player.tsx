import { useT } from '../../../lib/i18n.tsx';
import { LazyFrame } from './lazy-frame.tsx';
import { RichHtml } from './rich-html.tsx';
import styles from './players.module.css';

/**
 * A lesson's rich text. With the tenant's media-block-scripts flag the server also serves a
 * copy with its scripts (doc 2 §5) as a page of its own; it runs only inside a sandboxed
 * frame (allow-scripts without allow-same-origin: no access to the portal or its cookies),
 * and the page's own policy sandboxes it again.
 */
export function TextPlayer({ html, scriptedUrl, name }: { html: string | undefined; scriptedUrl: string | undefined; name: string }) {
  const t = useT();
  if (scriptedUrl) {
    return (
      <LazyFrame title={t.t('players.scriptedFrame', { name })} sandbox="allow-scripts" src={scriptedUrl} className={styles.scripted} />
    );
  }
  return html ? <RichHtml html={html} /> : null;
}
