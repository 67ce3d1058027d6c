import { useEffect, useRef } from 'react';
import { useT } from '../../../lib/i18n.tsx';
import type { ToolReturn } from '../lib/frame-messages.ts';
import styles from './lti.module.css';

/**
 * What the learner reads on coming back from a tool: `summary` if any, then the tool's own message
 * (a status) and error (an alert). The tool's texts are its own words in its own language,
 * isolated with dir="auto". Focus moves here, where the frame was.
 */
export function ToolReturnNotice({ summary, message }: { summary?: string; message: ToolReturn }) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.focus();
  }, [message]);
  return (
    <div ref={box} tabIndex={-1} className={styles.notice}>
      {summary ? <p>{summary}</p> : null}
      {message.msg ? (
        <div role="status">
          <p className={styles.label}>{t.t('lti.toolMessage')}</p>
          <p dir="auto" className={styles.toolText}>
            {message.msg}
          </p>
        </div>
      ) : null}
      {message.errormsg ? (
        <div role="alert">
          <p className={`${styles.label} ${styles.error}`}>{t.t('lti.toolError')}</p>
          <p dir="auto" className={styles.toolText}>
            {message.errormsg}
          </p>
        </div>
      ) : null}
    </div>
  );
}
