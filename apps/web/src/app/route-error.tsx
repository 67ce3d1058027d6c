import { TitledErrorPage } from '../components/titled-error-page.tsx';
import { ButtonAnchor } from '../components/ui/button.tsx';
import { useT } from '../lib/i18n.tsx';
import styles from './route-error.module.css';

/** doc 1 §2: an uncaught render error shows a full-screen 500 page; the stack only in development. */
export function RouteError({ error, fullScreen = false }: { error: unknown; fullScreen?: boolean }) {
  const t = useT();
  const body = (
    <>
      <TitledErrorPage
        code={500}
        title={t.t('errors.page.code500Title')}
        text={t.t('errors.page.code500Text')}
        action={<ButtonAnchor href="/learn/">{t.t('errors.page.reload')}</ButtonAnchor>}
      />
      {import.meta.env.DEV && error instanceof Error ? <pre className={styles.stack}>{error.stack}</pre> : null}
    </>
  );
  return fullScreen ? <main className={styles.fullScreen} id="main">{body}</main> : <div className={styles.fullScreen}>{body}</div>;
}
