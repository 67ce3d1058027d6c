import { useRef } from 'react';
import { useT } from '../../../lib/i18n.tsx';
import type { ActivityPosition } from '../hooks/use-activity-position.ts';
import { useScrollPosition } from '../hooks/use-scroll-position.ts';
import { LazyFrame } from './lazy-frame.tsx';
import { RichHtml } from './rich-html.tsx';
import styles from './players.module.css';

interface TextPlayerProps {
  html: string | undefined;
  scriptedUrl: string | undefined;
  name: string;
  /** Where the learner was in the text, restored, and where they are, saved (decision 0076). */
  position?: ActivityPosition | undefined;
}

/**
 * A lesson's rich text. With the tenant's media-block-scripts flag the server also serves a
 * copy with its scripts (doc 2 §5) as a page of its own; it runs only inside a sandboxed
 * frame (allow-scripts without allow-same-origin: no access to the portal or its cookies),
 * and the page's own policy sandboxes it again.
 */
export function TextPlayer({ html, scriptedUrl, name, position }: TextPlayerProps) {
  const t = useT();
  if (scriptedUrl) {
    return (
      <LazyFrame title={t.t('players.scriptedFrame', { name })} sandbox="allow-scripts" src={scriptedUrl} className={styles.scripted} />
    );
  }
  return html ? <PositionedText html={html} position={position} /> : null;
}

function PositionedText({ html, position }: { html: string; position: ActivityPosition | undefined }) {
  const ref = useRef<HTMLDivElement>(null);
  useScrollPosition(ref, position);
  return (
    <div ref={ref}>
      <RichHtml html={html} />
    </div>
  );
}
