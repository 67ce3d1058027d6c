import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { currentUserKeys } from '../../lib/current-user.ts';
import { apiRequest } from '../../lib/api-client.ts';
import type { CurrentUser } from '@lp/contract';
import { Header } from './header.tsx';
import { SkipLink } from './skip-link.tsx';
import styles from './app-shell.module.css';

/** The frame of the public pages (doc 1 §1): no navigation; the user menu offers sign-in to anonymous visitors. */
export function PublicShell({ children }: { children: ReactNode }) {
  const user = useQuery({
    queryKey: currentUserKeys.all,
    queryFn: () => apiRequest<CurrentUser>('/api/platform/v1/users/me', { isPublic: true }).catch(() => null),
  });
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
