import type { ReactNode } from 'react';
import { useCurrentUserIfSignedIn } from '../../lib/current-user.ts';
import { Header } from './header.tsx';
import { SkipLink } from './skip-link.tsx';
import styles from './app-shell.module.css';

/** The frame of the public pages (doc 1 §1): no navigation; the user menu offers sign-in to anonymous visitors. */
export function PublicShell({ children }: { children: ReactNode }) {
  const user = useCurrentUserIfSignedIn();
  return (
    <div className={styles.shell}>
      <SkipLink />
      <Header user={user.data ?? null} />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}
