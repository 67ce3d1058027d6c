/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The portal's icon (modules/web/favicon.ts), linked from every page the server draws. */
export const FAVICON_PATH = '/favicon.svg';
export const FAVICON_LINK = `<link rel="icon" href="${FAVICON_PATH}" type="image/svg+xml">`;

/** The look of every page the server renders itself (sign-in, sign-out, errors): small, inline, allowed by its hash. */
const PAGE_STYLE = `
  *{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f4f6f8;color:#1d2329}
  main{max-inline-size:26rem;margin:10vh auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px #0001}
  h1{font-size:1.5rem;margin:0 0 1.5rem}label{display:block;font-weight:600;margin-block:1rem .25rem}
  input{inline-size:100%;padding:.65rem .75rem;border:1px solid #8a949e;border-radius:6px;font:inherit}
  input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #1b5fcc;outline-offset:2px}
  button{margin-block-start:1.5rem;inline-size:100%;padding:.75rem;border:0;border-radius:6px;background:#1b5fcc;color:#fff;font:inherit;font-weight:600;cursor:pointer}
  .error{color:#a4161a;background:#fde8e8;padding:.75rem;border-radius:6px}a{color:#1b5fcc}`;

/** A whole server-rendered page: `body` is HTML already escaped by the caller; title, language and direction are escaped here. */
export function serverPage({ lang, dir, title, body }: { lang: string; dir: 'ltr' | 'rtl'; title: string; body: string }): string {
  return `<!doctype html><html lang="${escapeHtml(lang)}" dir="${dir}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">${FAVICON_LINK}<title>${escapeHtml(title)}</title><style>${PAGE_STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}
