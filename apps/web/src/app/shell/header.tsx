import type { Ref } from 'react';
import { Link } from 'wouter';
import type { CurrentUser } from '@lp/contract';
import { useBreadcrumbTrail } from '../../components/breadcrumbs-context.tsx';
import { useT } from '../../lib/i18n.tsx';
import { useRuntimeConfig } from '../../lib/runtime-config-context.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { UserMenu } from './user-menu.tsx';
import styles from './header.module.css';

interface HeaderProps {
  user: CurrentUser | null;
  menuOpen?: boolean;
  onToggleMenu?: () => void;
  menuButtonRef?: Ref<HTMLButtonElement>;
}

/**
 * One row at every width (issue 16 item 5). While the navigation drawer is open the menu
 * button stays in use (it closes the drawer) and the rest of the header is inert with the page.
 */
export function Header({ user, menuOpen = false, onToggleMenu, menuButtonRef }: HeaderProps) {
  const t = useT();
  const { theme } = useRuntimeConfig();
  // On a phone a page's trail takes the logo's place: home is in the navigation drawer.
  const withTrail = useBreadcrumbTrail().length > 0;
  return (
    <header className={`${styles.header} ${withTrail ? styles.withTrail : ''}`}>
      {onToggleMenu ? (
        <button
          ref={menuButtonRef}
          type="button"
          className={styles.hamburger}
          aria-expanded={menuOpen}
          aria-controls="main-navigation"
          onClick={onToggleMenu}
        >
          <span aria-hidden="true">☰</span>
          <span className="visually-hidden">{t.t('shell.menu')}</span>
        </button>
      ) : null}
      <div className={styles.rest} inert={menuOpen}>
        <Link href="/" className={styles.logo}>
          {theme.logoUrl ? <img src={theme.logoUrl} alt={theme.name} className={styles.logoImage} /> : <span dir="auto">{theme.name}</span>}
        </Link>
        <Breadcrumbs />
        <UserMenu user={user} />
      </div>
    </header>
  );
}
