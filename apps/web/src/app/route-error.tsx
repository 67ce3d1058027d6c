import { lazy, Suspense } from 'react';
import { TitledErrorPage } from '../components/titled-error-page.tsx';
import { ButtonAnchor } from '../components/ui/button.tsx';
import { useT } from '../lib/i18n.tsx';
import { ApiError } from '../lib/api-client.ts';
import styles from './route-error.module.css';

const STATUS_PAGES = new Set([401, 403, 404, 501]);
/** Shown only when a page gave up: their own chunk, out of the first page's JavaScript. */
const StatusErrorPage = lazy(() =>
  import('../features/errors/components/status-error-page.tsx').then((m) => ({ default: m.StatusErrorPage })),
);
const ErrorPageButton = lazy(() =>
  import('../features/errors/components/error-page-button.tsx').then((m) => ({ default: m.ErrorPageButton })),
);

/** A signed-in page that gave up on a call the server refused with one of these statuses shows that status's page (doc 1 §8). */
export const refusedStatusOf = (error: unknown): number | null =>
  error instanceof ApiError && STATUS_PAGES.has(error.status) ? error.status : null;

/**
 * doc 1 §2: an uncaught render error shows a full-screen 500 page; the stack only in development.
 * In the signed-in app, a page that gave up on a call the server refused (401, 403, 404, 501)
 * shows the page of that refusal instead (doc 1 §8 titles by status), and the 500 page's
 * button is the user's way back by role (doc 1 §6: My courses or the Content library);
 * a public page, with nobody to ask about, offers to reload the portal.
 */
export function RouteError({ error, fullScreen = false, signedIn = false }: { error: unknown; fullScreen?: boolean; signedIn?: boolean }) {
  const t = useT();
  const refused = signedIn ? refusedStatusOf(error) : null;
  const body = refused ? (
    <Suspense fallback={null}>
      <StatusErrorPage status={refused} />
    </Suspense>
  ) : (
    <>
      <TitledErrorPage
        code={500}
        title={t.t('pageError.code500Title')}
        text={t.t('honest.code500Text')}
        action={
          signedIn ? (
            <Suspense fallback={null}>
              <ErrorPageButton />
            </Suspense>
          ) : (
            <ButtonAnchor href="/learn/">{t.t('pageError.reload')}</ButtonAnchor>
          )
        }
      />
      {import.meta.env.DEV && error instanceof Error ? <pre className={styles.stack}>{error.stack}</pre> : null}
    </>
  );
  return fullScreen ? (
    <main className={styles.fullScreen} id="main">
      {body}
    </main>
  ) : (
    <div className={styles.fullScreen}>{body}</div>
  );
}
