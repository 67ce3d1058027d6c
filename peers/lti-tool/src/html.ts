/** HTML of the tool's pages: everything from a claim or a form goes through `escape`. */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escape(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** A language tag from the launch's locale (BCP 47 shape), `en` when absent or malformed. */
export function languageTag(locale: unknown): string {
  if (typeof locale !== 'string') return 'en';
  const tag = locale.replace(/_/g, '-');
  return /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(tag) ? tag : 'en';
}

export interface PageOptions {
  title: string;
  /** The `lang` attribute; `en` by default. */
  lang?: string;
}

/**
 * A whole document. `body` is HTML the caller built with `escape`d values. Its one script is
 * the tool's own file (FRAME_SIZE_SCRIPT), which tells the platform framing it how tall the
 * page is; nothing inline.
 */
export function page({ title, lang = 'en' }: PageOptions, body: string): string {
  return `<!doctype html>
<html lang="${escape(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} – Demo quiz tool</title>
<link rel="stylesheet" href="/style.css">
<script src="/frame-size.js" defer></script>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** A page that says what went wrong in plain words (never a stack). */
export function errorPage(title: string, detail: string): string {
  return page({ title }, `<h1>${escape(title)}</h1>\n<p>${escape(detail)}</p>`);
}

/**
 * The message tools send the page that frames them (the de facto LTI one, from Canvas, that
 * platforms widely take): `{ subject: 'lti.frameResize', height }` in CSS pixels, on load and
 * whenever the page's height changes, so the frame fits the page instead of scrolling inside
 * it. Sent to any origin: a height tells nothing about the learner. Served from the tool's own
 * origin, so `default-src 'self'` covers it.
 */
export const FRAME_SIZE_SCRIPT = `(() => {
  if (window.parent === window) return;
  let last = 0;
  const send = () => {
    const height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ subject: 'lti.frameResize', height }, '*');
  };
  new ResizeObserver(send).observe(document.body);
  send();
})();
`;

/** Kept short and served from the tool's own origin, so `default-src 'self'` covers it. */
export const STYLESHEET = `body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #fff; }
main { max-width: 42rem; margin: 0 auto; padding: 1.5rem; }
fieldset { border: 1px solid #888; border-radius: 6px; margin: 0 0 1rem; padding: 0.75rem 1rem; }
legend { font-weight: 600; padding: 0 0.25rem; }
label { display: block; padding: 0.25rem 0; }
button { font: inherit; padding: 0.5rem 1.25rem; border: 1px solid #174ea6; border-radius: 6px; background: #174ea6; color: #fff; cursor: pointer; }
button:disabled { background: #777; border-color: #777; cursor: not-allowed; }
td form { display: inline-block; margin: 0 0.25rem 0.25rem 0; }
[role="alert"] { color: #a50e0e; font-weight: 600; }
a { color: #174ea6; }
.correct { color: #0b6b2c; }
.wrong { color: #a50e0e; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: start; border-bottom: 1px solid #ccc; padding: 0.25rem 0.5rem; vertical-align: top; }
`;
