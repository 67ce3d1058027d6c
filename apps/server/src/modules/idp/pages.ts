import { textDirection, type Translator } from '@lp/i18n';
import { escapeHtml, serverPage } from '../../lib/html.ts';
import { translatorFor } from '../../lib/i18n.ts';

type Page =
  /** `waitSeconds`: too many failed sign-ins, the form says how long to wait. */
  | { kind: 'login'; action: string; email?: string; failed?: boolean; waitSeconds?: number }
  | { kind: 'logout'; form: string }
  | { kind: 'signedOut'; portalUrl: string }
  | { kind: 'error'; detail: string };

/** Wrong credentials, or the wait before the next try: in seconds under two minutes, else in whole minutes rounded up. */
function loginAlert(t: Translator, waitSeconds: number | undefined): string {
  if (waitSeconds === undefined) return t.t('idp.login.failed');
  return waitSeconds < 120
    ? t.t('idp.login.waitSeconds', { count: waitSeconds })
    : t.t('idp.login.waitMinutes', { count: Math.ceil(waitSeconds / 60) });
}

/** The identity provider's own pages: server-rendered, translated, accessible, no script needed. */
export function renderIdpPage(acceptLanguage: string | undefined, page: Page): string {
  const t = translatorFor(acceptLanguage);
  const dir = textDirection(t.locale);
  let title: string;
  let body: string;
  switch (page.kind) {
    case 'login':
      title = t.t('idp.login.title');
      body = `<h1>${escapeHtml(title)}</h1>
        ${page.failed ? `<p class="error" role="alert">${escapeHtml(loginAlert(t, page.waitSeconds))}</p>` : ''}
        <form method="post" action="${escapeHtml(page.action)}">
          <label for="email">${escapeHtml(t.t('idp.login.email'))}</label>
          <input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(page.email ?? '')}" ${page.failed ? '' : 'autofocus'}>
          <label for="password">${escapeHtml(t.t('idp.login.password'))}</label>
          <input id="password" name="password" type="password" autocomplete="current-password" required ${page.failed ? 'autofocus' : ''}>
          <button type="submit">${escapeHtml(t.t('idp.login.submit'))}</button>
        </form>`;
      break;
    case 'logout':
      title = t.t('idp.logout.title');
      // The form carries the provider's hidden fields; sign-out needs no second click when script runs.
      body = `<h1>${escapeHtml(title)}</h1>${page.form.replace('<form', '<form id="op.logoutForm"')}
        <button type="submit" form="op.logoutForm" name="logout" value="yes">${escapeHtml(t.t('idp.logout.submit'))}</button>
        <script>var f=document.getElementById('op.logoutForm');var i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();</script>`;
      break;
    case 'signedOut':
      title = t.t('idp.signedOut.title');
      body = `<h1>${escapeHtml(title)}</h1><p><a href="${escapeHtml(page.portalUrl)}">${escapeHtml(t.t('idp.signedOut.back'))}</a></p>`;
      break;
    case 'error':
      title = t.t('idp.error.title');
      body = `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(t.t('idp.error.text'))}</p>`;
      break;
  }
  return serverPage({ lang: t.locale, dir, title, body });
}
