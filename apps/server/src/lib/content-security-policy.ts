import { createHash } from 'node:crypto';
import { externalSourceOrigins, isAllowedExternalSource, ORIGIN_PATTERN } from '@lp/domain';

/**
 * Content-Security-Policy values, one builder per kind of answer (security issue 9 item 6).
 * Directive lists are built from settings that pass the patterns below, so nothing a
 * tenant's settings hold can add a directive or widen one to everything.
 */

/** `https://host[:port]` (or http:// for local development) — a frame-ancestors source. */
export const FRAME_ANCESTOR = ORIGIN_PATTERN;

/**
 * The sources a policy is built from (allowedExternalSources, the storage host): the
 * domain's reading, shared with the web app, which leaves out what a frame would be
 * refused (doc 2 §9). A launch refused by `isOriginAllowed` is one the browser would block.
 */
const sourcesOf = externalSourceOrigins;
export const isOriginAllowed = isAllowedExternalSource;

const policy = (directives: Record<string, readonly string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set(sources)].join(' '))
    .join('; ');

export interface AppPolicyInput {
  /** Hosts or origins lessons and tools may embed (tenant setting `allowedExternalSources`). */
  externalSources: readonly string[];
  /** Origins that may frame the app (tenant setting `frameAncestors`); the portal itself always may. */
  frameAncestors: readonly string[];
  /** The cloud storage host files may come from (`STORAGE_PUBLIC_HOST`). */
  storageHost: string | undefined;
  /** The content origin packages play from (CONTENT_ORIGIN, decision 0078): framed by the content view. */
  contentOrigin?: string;
  /** Behind TLS every subresource is asked for over https. */
  https: boolean;
  /** The origins the web's analytics loggers send to (ANALYTICS_EVENTS_URL, DATA_LAKE_URL; decision 0040). */
  analyticsOrigins?: readonly string[];
  /** The style attributes of a page the server drew (its progress bars, colours): allowed by their hashes, these alone. */
  styleAttributes?: readonly string[];
  /** The page's own style elements in its head (the drawn page's styles, inlined): allowed by their hashes. */
  styleElements?: readonly string[];
}

/**
 * Only plain declarations (`inline-size:35%`, `background:#1a7f37`) are allowed by hash;
 * nothing that loads or escapes (url(), image-set(), quotes, backslashes). React writes
 * them from the app's own props; stored rich text has no style attributes (sanitize.ts).
 */
const PLAIN_DECLARATIONS = /^(?:\s*[a-z-]+\s*:[^;:()"'\\<>@]*;?)+$/i;

/** The contents of the style elements in a page's head (the server's own; the body's are never allowed). */
export function styleElementsOf(html: string): string[] {
  const head = html.slice(0, html.indexOf('<body') >>> 0);
  // Up to the first </style>, where the browser ends the element (a `<` before it is text: `width<=58rem`).
  return [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => css!);
}

/** The style attribute values in a page's HTML, decoded as the browser reads them. */
export function styleAttributesOf(html: string): string[] {
  const values = new Set<string>();
  for (const [, raw] of html.matchAll(/\sstyle="([^"]*)"/g)) {
    const value = raw!
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    if (PLAIN_DECLARATIONS.test(value)) values.add(value);
  }
  return [...values];
}

/**
 * The one inline script an app page may carry (decision 0046): a page the server drew starts
 * its code after its first paint. The code's tags wait, inert, in the template just before
 * this script (its previous sibling, so no element of the page's content can stand in for
 * it); once the frame that paints the page is made (the next frame has begun) — at once in
 * a tab in the background, which makes no frames, and after 2 s at the latest (a frame the
 * browser does not draw, hidden in another page, makes none either) — they are put in the
 * head, once, three a task (each tag starts a request, 1–2 ms of the main thread each: the
 * 36 of My courses at once were a 25 ms task, six a task still 10–28 ms in Lighthouse's
 * traces, ×4 on its phone), and the browser fetches and runs them as if the page had named them.
 */
export const START_CODE_AFTER_PAINT =
  '(()=>{const code=document.currentScript.previousElementSibling;let started=false;' +
  'const start=()=>{if(started||code?.tagName!=="TEMPLATE")return;started=true;const tags=[...document.importNode(code.content,true).children];' +
  'const next=()=>{document.head.append(...tags.splice(0,3));if(tags.length)setTimeout(next)};next()};' +
  'if(document.visibilityState==="hidden")start();else{requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(start)));setTimeout(start,2000)}})()';

/**
 * The single-page app: scripts and styles from its own origin only, but for the script
 * that starts a drawn page's code (START_CODE_AFTER_PAINT, allowed by its hash); images
 * from anywhere over https (authors link them), media and PDFs from here or the storage
 * host, frames and connections to the embed allow-list, connections also to the analytics
 * endpoints.
 */
export function appPolicy({
  externalSources,
  frameAncestors,
  storageHost,
  contentOrigin,
  https,
  analyticsOrigins = [],
  styleAttributes = [],
  styleElements = [],
}: AppPolicyInput): string {
  const storage = sourcesOf([storageHost]);
  const embeds = sourcesOf(externalSources);
  return policy({
    'default-src': ["'self'"],
    // pdf.js decodes some images with WebAssembly.
    'script-src': ["'self'", "'wasm-unsafe-eval'", hashOf(START_CODE_AFTER_PAINT)],
    'style-src': [
      "'self'",
      ...styleElements.map(hashOf),
      ...(styleAttributes.length ? ["'unsafe-hashes'", ...styleAttributes.map(hashOf)] : []),
    ],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'media-src': ["'self'", 'blob:', ...storage],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...storage, ...embeds, ...sourcesOf(analyticsOrigins)],
    'frame-src': ["'self'", ...embeds, ...(contentOrigin ? [contentOrigin] : [])],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'", ...frameAncestors.filter((o) => FRAME_ANCESTOR.test(o))],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  });
}

/** Inline parts come from our code (a page's style, a script), so the hashes are few: each is computed once. */
const hashes = new Map<string, string>();
function hashOf(text: string): string {
  let hash = hashes.get(text);
  if (!hash) hashes.set(text, (hash = `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`));
  return hash;
}

/**
 * A page the server renders itself (sign-in, sign-out, error pages): nothing loads but
 * its own inline style and script, allowed by their hashes; forms post to this site
 * only; never framed (a framed sign-in form is a clickjacking target), except a page with
 * nothing to click that the portal frames itself (the frame bridge): `framedBy` then lists
 * the origins that frame the app (the tenant's frameAncestors), and 'self' is always one.
 */
export function serverPagePolicy(html: string, formTargets: readonly string[] = [], framedBy?: readonly string[]): string {
  const inline = (tag: 'script' | 'style') =>
    [...html.matchAll(new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'gi'))].map((m) => hashOf(m[1] ?? ''));
  const scripts = inline('script');
  const styles = inline('style');
  return policy({
    'default-src': ["'none'"],
    'script-src': scripts.length ? scripts : ["'none'"],
    'style-src': styles.length ? styles : ["'none'"],
    'img-src': ["'self'", 'data:'],
    'form-action': ["'self'", ...formTargets],
    'base-uri': ["'none'"],
    'frame-ancestors': framedBy ? ["'self'", ...framedBy.filter((o) => FRAME_ANCESTOR.test(o))] : ["'none'"],
  });
}

/**
 * An author's lesson with its scripts (tenant flag mediaBlockScripts): sandboxed to an
 * opaque origin — no cookies, no access to the portal, no calls out — where its own
 * inline scripts and styles run; framed by the portal only.
 */
export const SCRIPTED_PAGE_POLICY = policy({
  sandbox: ['allow-scripts'],
  'default-src': ["'none'"],
  'script-src': ["'unsafe-inline'"],
  'style-src': ["'unsafe-inline'"],
  'img-src': ['https:', 'data:'],
  'media-src': ['https:'],
  'frame-ancestors': ["'self'"],
});

/** Anything else (JSON, redirects, files handled elsewhere): nothing to run, never framed. */
export const API_POLICY = policy({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
