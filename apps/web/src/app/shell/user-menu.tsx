import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { CurrentUser } from '@lp/contract';
import { getUserMenuLinks } from '@lp/domain';
import { LOCALE_NAMES, SUPPORTED_LOCALES, type Locale } from '@lp/i18n';
import { useSetLocale, useT } from '../../lib/i18n.tsx';
import { useRuntimeConfig } from '../../lib/runtime-config-context.tsx';
import { signInUrl } from '../../config/paths.ts';
import { signOut } from '../../lib/sign-out.ts';
import { usePageHref } from '../../lib/use-page-href.ts';
import styles from './user-menu.module.css';

/**
 * doc 1 §2, doc 2 §6: language submenu, profile, admin panel and the management portal (to
 * whom decision 0022 says, where the tenant configures), sign out; "Sign in" for anonymous
 * visitors. A disclosure, closed by Escape or an outside click.
 */
export function UserMenu({ user }: { user: CurrentUser | null }) {
  const t = useT();
  const pageHref = usePageHref();
  const setLocale = useSetLocale();
  const config = useRuntimeConfig();
  const [open, setOpen] = useState(false);
  const [languagesOpen, setLanguagesOpen] = useState(false);
  const [changedTo, setChangedTo] = useState<Locale | null>(null);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onClick = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  const locales = config.locales.length ? SUPPORTED_LOCALES.filter((l) => config.locales.includes(l)) : SUPPORTED_LOCALES;
  const links = user
    ? getUserMenuLinks({
        roles: user.roles,
        permissions: user.permissions,
        adminPanelUrl: config.adminPanelUrl,
        managementPortalUrl: config.managementPortalUrl,
      })
    : [];
  const initials = user ? (user.firstName[0] ?? '') + (user.lastName[0] ?? '') || user.email[0]! : '';

  return (
    <div className={styles.menu} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {user ? (
          <span className={styles.avatar} aria-hidden="true">
            {initials.toUpperCase()}
          </span>
        ) : null}
        <span className={user ? 'visually-hidden' : undefined}>{t.t('shell.userMenu.label')}</span>
        {user ? (
          <span className={styles.name} dir="auto">
            {user.name}
          </span>
        ) : null}
      </button>
      <p role="status" className="visually-hidden">
        {changedTo ? t.t('shell.userMenu.languageChanged', { language: LOCALE_NAMES[changedTo] }) : ''}
      </p>
      <div id={panelId} hidden={!open} className={styles.panel}>
        <ul>
          <li>
            <button type="button" aria-expanded={languagesOpen} onClick={() => setLanguagesOpen((o) => !o)}>
              {t.t('shell.userMenu.language')}
            </button>
            {languagesOpen ? (
              <ul className={styles.languages} aria-label={t.t('shell.userMenu.language')}>
                {locales.map((locale) => (
                  <li key={locale}>
                    <button
                      type="button"
                      lang={locale}
                      aria-current={locale === t.locale ? 'true' : undefined}
                      onClick={() => {
                        // The chosen language's button is about to hide: the focus goes back to the menu's.
                        button.current?.focus();
                        setOpen(false);
                        void setLocale(locale).then(() => setChangedTo(locale));
                      }}
                    >
                      {LOCALE_NAMES[locale]}
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
          {user ? (
            <>
              <li>
                <Link href="/profile" onClick={() => setOpen(false)}>
                  {t.t('shell.userMenu.profile')}
                </Link>
              </li>
              {links.includes('adminPanel') ? (
                <li>
                  <a href={config.adminPanelUrl!}>{t.t('shell.userMenu.adminPanel')}</a>
                </li>
              ) : null}
              {links.includes('managementPortal') ? (
                <li>
                  <a href={config.managementPortalUrl!}>{t.t('shell.userMenu.managementPortal')}</a>
                </li>
              ) : null}
              <li>
                <button type="button" onClick={() => void signOut()}>
                  {t.t('shell.userMenu.signOut')}
                </button>
              </li>
            </>
          ) : (
            <li>
              <a href={signInUrl(pageHref)}>{t.t('shell.userMenu.signIn')}</a>
            </li>
          )}
        </ul>
      </div>
    </div>
  );
}
