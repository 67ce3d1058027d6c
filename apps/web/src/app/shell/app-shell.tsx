import { useState, type ReactNode } from 'react';
import { useCurrentUser } from '../../lib/current-user.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useFollowTimeZone, useT } from '../../lib/i18n.tsx';
import { LoaderOverlay } from '../../components/ui/loader-overlay.tsx';
import { TitledErrorPage } from '../../components/titled-error-page.tsx';
import { Header } from './header.tsx';
import { Sidebar } from './sidebar.tsx';
import { ImpersonationBanner } from './impersonation-banner.tsx';
import { SkipLink } from './skip-link.tsx';
import { UnsupportedBrowserAlert } from './unsupported-browser-alert.tsx';
import { useSessionRecord } from './use-session-record.ts';
import { ChatHost } from './chat-host.tsx';
import styles from './app-shell.module.css';

/** The signed-in frame of every page (doc 1 §2 Layout). Signed-out visitors are sent to sign-in by the API client. */
export function AppShell({ children }: { children: ReactNode }) {
  const t = useT();
  const user = useCurrentUser();
  const [menuOpen, setMenuOpen] = useState(false);
  useSessionRecord(user.data?.id);
  useFollowTimeZone(user.data?.timezone);

  if (user.isPending || (user.error instanceof ApiError && user.error.status === 401)) {
    return <LoaderOverlay label={t.t('shell.loading')} />;
  }
  if (user.isError) {
    return (
      <main id="main">
        <TitledErrorPage title={t.t('errors.page.genericTitle')} text={t.t('errors.page.genericText')} />
      </main>
    );
  }
  return (
    <div className={styles.shell}>
      <SkipLink />
      {user.data.impersonator ? <ImpersonationBanner user={user.data} /> : null}
      <UnsupportedBrowserAlert />
      <Header user={user.data} menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((o) => !o)} />
      <div className={styles.body}>
        <Sidebar user={user.data} open={menuOpen} onNavigate={() => setMenuOpen(false)} />
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
      <ChatHost />
    </div>
  );
}
