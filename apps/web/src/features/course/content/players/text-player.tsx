import { useT } from '../../../../lib/i18n.tsx';
import { LazyFrame } from './lazy-frame.tsx';
import { RichHtml } from './rich-html.tsx';
import styles from './players.module.css';

/**
 * A lesson's rich text. With the tenant's media-block-scripts flag the server also sends a
 * copy with its scripts (doc 2 §5); that copy runs only inside a sandboxed frame
 * (allow-scripts without allow-same-origin: no access to the portal or its cookies).
 */
export function TextPlayer({ html, scriptedHtml, name }: { html: string | undefined; scriptedHtml: string | undefined; name: string }) {
  const t = useT();
  if (scriptedHtml) {
    return (
      <LazyFrame title={t.t('players.scriptedFrame', { name })} sandbox="allow-scripts" srcDoc={scriptedHtml} className={styles.scripted} />
    );
  }
  return html ? <RichHtml html={html} /> : null;
}
