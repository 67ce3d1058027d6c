import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { isCoursePage } from '@lp/contract/pages';
import { SHELL_MOBILE_BREAKPOINT_PX } from '@lp/domain';
import { useCurrentUser } from '../../lib/current-user.ts';
import { ApiError, isFramed } from '../../lib/api-client.ts';
import { useFollowTimeZone, useT } from '../../lib/i18n.tsx';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { LoaderOverlay } from '../../components/ui/loader-overlay.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Header } from './header.tsx';
import { Sidebar } from './sidebar.tsx';
import { ImpersonationBanner } from './impersonation-banner.tsx';
import { SkipLink } from './skip-link.tsx';
import { UnsupportedBrowserAlert } from './unsupported-browser-alert.tsx';
import { useSessionRecord } from './use-session-record.ts';
import { usePlatformLanding } from './use-platform-landing.ts';
import { useModalDrawer } from './use-modal-drawer.ts';
import { ChatHost } from './chat-host.tsx';
import { useNavigationRail } from './use-navigation-rail.ts';
import styles from './app-shell.module.css';

/** Rarely shown (a 401 inside a tool host's frame): its own chunk, out of the first page's JavaScript. */
const StatusErrorPage = lazy(() =>
  import('../../features/errors/components/status-error-page.tsx').then((m) => ({ default: m.StatusErrorPage })),
);

/** Shown only when who the user is could not be learnt: its own chunk, out of the first view's JavaScript. */
const TitledErrorPage = lazy(() => import('../../components/titled-error-page.tsx').then((m) => ({ default: m.TitledErrorPage })));

/** doc 1 §9: the sidebar is a drawer behind the menu button up to this width. */
const DRAWER_QUERY = `(max-width: ${SHELL_MOBILE_BREAKPOINT_PX}px)`;

/** The signed-in frame of every page (doc 1 §2 Layout). Signed-out visitors are sent to sign-in by the API client. */
export function AppShell({ children }: { children: ReactNode }) {
  const t = useT();
  const user = useCurrentUser();
  const [menuOpen, setMenuOpen] = useState(false);
  const narrow = useMediaQuery(DRAWER_QUERY);
  const [path] = useLocation();
  const drawer = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  // The drawer is modal only where it is a drawer: past the breakpoint the sidebar is part of the page.
  const drawerOpen = menuOpen && narrow;
  useModalDrawer({ open: drawerOpen, onClose: () => setMenuOpen(false), drawer, button: menuButton });
  // A new page (a link, Back) or a screen grown past the breakpoint closes it.
  useEffect(() => setMenuOpen(false), [path, narrow]);
  useSessionRecord(user.data?.id);
  useFollowTimeZone(user.data?.timezone);
  const leavingForPlatform = usePlatformLanding(user.data);
  // Course pages give the lesson the width: the navigation is a rail there (issue 33 item 8), a drawer on narrow screens anyway.
  const rail = useNavigationRail();
  const railed = !narrow && isCoursePage(path);

  const unauthorized = user.error instanceof ApiError && user.error.status === 401;
  // Out of a frame the browser is on its way to sign-in; in a tool host's frame the host signs in again (doc 1 §8) and the 401 page says why nothing shows.
  if (user.isPending || leavingForPlatform || (unauthorized && !isFramed())) {
    return <LoaderOverlay label={t.t('shell.loading')} />;
  }
  if (user.isError) {
    return (
      <main id="main">
        {unauthorized ? (
          <Suspense fallback={<LoaderOverlay label={t.t('shell.loading')} />}>
            <StatusErrorPage status={401} />
          </Suspense>
        ) : (
          // Who the user is could not be learnt (the server or the network failed): the way forward is to ask again.
          <Suspense fallback={<LoaderOverlay label={t.t('shell.loading')} />}>
            <TitledErrorPage
              title={t.t('pageError.genericTitle')}
              text={t.t('pageError.genericText')}
              action={<Button onClick={() => window.location.reload()}>{t.t('pageError.reload')}</Button>}
            />
          </Suspense>
        )}
      </main>
    );
  }
  // Everything but the drawer and its button is inert while the drawer is open (WCAG 2.4.11: nothing it covers can take the focus).
  return (
    <div className={styles.shell}>
      <div inert={drawerOpen}>
        <SkipLink />
        {user.data.impersonator ? <ImpersonationBanner user={user.data} /> : null}
        <UnsupportedBrowserAlert />
      </div>
      <Header user={user.data} menuOpen={drawerOpen} onToggleMenu={() => setMenuOpen((o) => !o)} menuButtonRef={menuButton} />
      <div className={styles.body}>
        <Sidebar ref={drawer} user={user.data} open={drawerOpen} onNavigate={() => setMenuOpen(false)} rail={railed ? rail : undefined} />
        <main id="main" tabIndex={-1} className={styles.main} inert={drawerOpen}>
          {children}
        </main>
      </div>
      <div inert={drawerOpen}>
        <ChatHost />
      </div>
    </div>
  );
}
