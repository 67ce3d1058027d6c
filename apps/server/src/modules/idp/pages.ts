import { textDirection, type Translator } from '@lp/i18n';
import { escapeHtml } from '../../lib/html.ts';
import { translatorFor } from '../../lib/i18n.ts';

type Page =
  /** `waitSeconds`: too many failed sign-ins, the form says how long to wait. */
  | { kind: 'login'; action: string; email?: string; failed?: boolean; waitSeconds?: number }
  | { kind: 'logout'; form: string }
  | { kind: 'signedOut'; portalUrl: string }
  | { kind: 'error'; detail: string };

const style = `
  *{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f4f6f8;color:#1d2329}
  main{max-inline-size:26rem;margin:10vh auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px #0001}
  h1{font-size:1.5rem;margin:0 0 1.5rem}label{display:block;font-weight:600;margin-block:1rem .25rem}
  input{inline-size:100%;padding:.65rem .75rem;border:1px solid #8a949e;border-radius:6px;font:inherit}
  input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #1b5fcc;outline-offset:2px}
  button{margin-block-start:1.5rem;inline-size:100%;padding:.75rem;border:0;border-radius:6px;background:#1b5fcc;color:#fff;font:inherit;font-weight:600;cursor:pointer}
  .error{color:#a4161a;background:#fde8e8;padding:.75rem;border-radius:6px}a{color:#1b5fcc}`;

/** Wrong credentials, or the wait before the next try: in seconds under two minutes, else in whole minutes rounded up. */
function loginAlert(t: Translator, waitSeconds: number | undefined): string {
  if (waitSeconds === undefined) return t.t('idp.login.failed');
  return waitSeconds < 120 ? t.t('idp.login.waitSeconds', { count: waitSeconds }) : t.t('idp.login.waitMinutes', { count: Math.ceil(waitSeconds / 60) });
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
  return `<!doctype html><html lang="${escapeHtml(t.locale)}" dir="${dir}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${style}</style></head>
<body><main>${body}</main></body></html>`;
}
