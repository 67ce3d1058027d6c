import { useT } from '../../../lib/i18n.tsx';
import styles from './players.module.css';

/**
 * A tool-based (LTI) activity: a button that opens the tool in a new tab. The signed
 * launch (resource-link call, doc 2 §7) is not wired yet, so the tool opens without one.
 */
export function LtiPlayer({ toolUrl, name, description }: { toolUrl: string | undefined; name: string; description: string }) {
  const t = useT();
  return (
    <div className={styles.lti}>
      {description ? <p>{description}</p> : null}
      {toolUrl ? (
        <a className={styles.primaryLink} href={toolUrl} target="_blank" rel="noopener noreferrer">
          {t.t('players.lti.launch', { name })}
          <span className="visually-hidden">{` (${t.t('players.newTab')})`}</span>
        </a>
      ) : (
        <p>{t.t('players.unsupported')}</p>
      )}
    </div>
  );
}
