import { Link } from 'wouter';
import type { CurrentUser } from '@lp/contract';
import { useT } from '../../lib/i18n.tsx';
import { useRuntimeConfig } from '../../lib/runtime-config-context.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { UserMenu } from './user-menu.tsx';
import styles from './header.module.css';

export function Header({ user, menuOpen, onToggleMenu }: { user: CurrentUser | null; menuOpen?: boolean; onToggleMenu?: () => void }) {
  const t = useT();
  const { theme } = useRuntimeConfig();
  return (
    <header className={styles.header}>
      {onToggleMenu ? (
        <button type="button" className={styles.hamburger} aria-expanded={menuOpen} aria-controls="main-navigation" onClick={onToggleMenu}>
          <span aria-hidden="true">☰</span>
          <span className="visually-hidden">{t.t('shell.menu')}</span>
        </button>
      ) : null}
      <Link href="/" className={styles.logo}>
        {theme.logoUrl ? <img src={theme.logoUrl} alt={theme.name} className={styles.logoImage} /> : <span dir="auto">{theme.name}</span>}
      </Link>
      <Breadcrumbs />
      <UserMenu user={user} />
    </header>
  );
}
