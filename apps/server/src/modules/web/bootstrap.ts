import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AuthPaths, LOCALE_COOKIE, REQUESTED_WITH_HEADER, SESSION_COOKIE } from '@lp/contract';
import { canonicalCallUrl, firstViewCalls } from '@lp/contract/first-view';
import { isDrawnOnServer } from '@lp/contract/pages';
import { ME_PATH } from '@lp/contract/paths';
import { brandColour, DASHBOARD_SWITCH_COOKIE, withDashboardSwitchedOn } from '@lp/domain';
import { isSupportedLocale, negotiateLocale, SOURCE_LOCALE, textDirection } from '@lp/i18n';
import { START_CODE_AFTER_PAINT } from '../../lib/content-security-policy.ts';
import type { FirstViewRenderer } from './first-view-render.ts';

import { createRouteAssets } from './route-chunks.ts';

/**
 * Issue 17: the page carries what every view needs before it can draw — the runtime
 * configuration and the signed-in user (or null) — as inline JSON, and hints the browser
 * to fetch the message catalogs at once, so the first view needs one round trip instead of
 * a waterfall (HTML → script → config, catalog → users/me → …). With them, the answers of
 * the calls the page's first view makes (`firstViewCalls`: My courses' first page and what
 * its cards need, the catalogs, a course's details), by their canonical URL. All are the
 * server's own calls, asked through inject with the learner's cookie, so each keeps its one
 * set of rules (and a signed-out page gets only public answers).
 */
export interface Bootstrap {
  config: unknown;
  user: { locale?: string | null; timezone?: string | null } | null;
  locale: string;
  answers: Record<string, unknown>;
  /** The language the page is drawn in: what the app will choose (the browser's choice or its languages). */
  pageLocale: string;
  /** The request's cookies that change what the app shows: the dashboard switch (doc 1 §2). */
  switches: string;
  /** Set when the server drew the first view (first-view-render.ts): its language, zone and queries. */
  rendered?: { locale: string; timeZone: string; queries: unknown[]; at: number };
}

/**
 * JSON that is safe inside <script type="application/json">: `<`, `>`, `&` and the two
 * line separators are escaped, so no text (a course, user or tenant name) can close the
 * script, open a comment or end a JavaScript string.
 */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The path inside the app: `/learn/courses?x` → `/courses`. */
export const learnPath = (url: string) => url.split('?')[0]!.replace(/^\/learn/, '') || '/';

export async function readBootstrap(app: FastifyInstance, request: FastifyRequest): Promise<Bootstrap> {
  const headers = {
    ...(request.headers.host && { host: request.headers.host }),
    ...(request.headers.cookie && { cookie: request.headers.cookie }),
    ...(request.headers['accept-language'] && { 'accept-language': request.headers['accept-language'] }),
    [REQUESTED_WITH_HEADER]: 'XMLHttpRequest',
  };
  const signedIn = (request.headers.cookie ?? '').includes(`${SESSION_COOKIE}=`);
  const [config, me] = await Promise.all([
    app.inject({ url: AuthPaths.configUi, headers }),
    signedIn ? app.inject({ url: ME_PATH, headers }) : undefined,
  ]);
  const user = me?.statusCode === 200 ? (me.json() as { locale?: string | null; timezone?: string | null }) : null;
  const preferred = user?.locale;
  const switches = request.cookies?.[DASHBOARD_SWITCH_COOKIE] === 'true' ? `${DASHBOARD_SWITCH_COOKIE}=true` : '';
  // The configuration as the app will see it, the dashboard switched on by the request's cookie
  // (doc 1 §2): the page then carries the dashboard's data and code hints, not My courses'.
  const configJson =
    config.statusCode === 200
      ? withDashboardSwitchedOn(config.json() as { featureFlags?: Record<string, unknown>; navigation?: { dashboard?: boolean } }, switches)
      : null;
  const calls = firstViewCalls(learnPath(request.url), {
    signedIn: user !== null,
    dashboard: configJson?.navigation?.dashboard ?? false,
    withShell: true,
  });
  const answered = await Promise.all(calls.map((url) => app.inject({ url, headers })));
  const answers = Object.fromEntries(
    answered.flatMap((answer, i) =>
      answer.statusCode === 200 && answer.headers['content-type']?.toString().startsWith('application/json')
        ? [[canonicalCallUrl(calls[i]!), answer.json()]]
        : [],
    ),
  );
  // The language the app will show (apps/web/src/lib/i18n.tsx): the one chosen in this browser, else the browser's.
  const chosen = request.cookies?.[LOCALE_COOKIE];
  return {
    config: configJson,
    user,
    locale: isSupportedLocale(preferred) ? preferred : negotiateLocale(request.headers['accept-language']),
    pageLocale: isSupportedLocale(chosen) ? chosen : negotiateLocale(request.headers['accept-language']),
    switches,
    answers,
  };
}

/**
 * The built page with the bootstrap, the hints for the catalogs and page modules the app
 * will fetch first, and — where the web app's server build is there — the first view drawn
 * in it (`<html>` with its language and direction, the page's styles as stylesheets).
 */
/**
 * The preload of a drawn page's first cover (its likely largest paint), asked for before the
 * entry's script. A stored cover is drawn with srcset (decision 0044): the preload names the
 * same candidates and sizes, so the browser fetches the copy the image will use, once. The
 * attributes are copied as React wrote them, already escaped for a double-quoted attribute.
 */
function coverPreload(html: string | undefined): string {
  // React writes fetchPriority and srcSet in camel case; HTML's attribute names are not case-sensitive.
  const img = html ? /<img [^>]*fetchpriority="high"[^>]*>/i.exec(html)?.[0] : undefined;
  const attribute = (name: string) => img?.match(new RegExp(` ${name}="([^"]*)"`, 'i'))?.[1];
  const src = attribute('src');
  if (!src || !/^(?:https:\/\/|\/)/.test(src)) return '';
  const srcset = attribute('srcset');
  const sizes = attribute('sizes');
  const responsive = srcset && sizes ? ` imagesrcset="${srcset}" imagesizes="${sizes}"` : '';
  return `<link rel="preload" as="image" fetchpriority="high" href="${src}"${responsive}>`;
}

export function createPageRenderer(distDir: string, drawFirstView: FirstViewRenderer | null = null) {
  const routeAssets = createRouteAssets(distDir);
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const assets = safeList(join(distDir, 'assets'));
  const catalogAsset = (locale: string, extension: 'json' | 'js') =>
    assets.find(
      (file) =>
        file.startsWith(`${locale}-`) &&
        file.endsWith(`.${extension}`) &&
        /^[\w-]{6,12}$/.test(file.slice(locale.length + 1, -extension.length - 1)),
    );
  const source = catalogAsset(SOURCE_LOCALE, 'json');
  // A drawn page's styles are in the page itself (decision 0043): it paints without waiting for them.
  const css = new Map<string, string | null>();
  const cssOf = (file: string) => {
    if (!css.has(file)) {
      const text = safeRead(join(distDir, file));
      // Only `</style` could end the element early (a container query's `width<=58rem` is fine).
      css.set(file, text !== null && !/<\/style/i.test(text) ? text : null);
    }
    return css.get(file)!;
  };
  const entryStyles = [...html.matchAll(/<link rel="stylesheet" crossorigin href="\/learn\/(assets\/[\w.-]+\.css)">/g)].map(
    ([, file]) => file!,
  );
  return async (bootstrap: Bootstrap, path: string, search = '') => {
    const dashboard = (bootstrap.config as { navigation?: { dashboard?: boolean } } | null)?.navigation?.dashboard;
    const { scripts, styles } = routeAssets(path, dashboard ? 'dashboard' : 'my-courses');
    const { pageLocale, ...sent } = bootstrap;
    const view =
      // The pages whose first view the server draws (decision 0043) are marked in the page table.
      drawFirstView && isDrawnOnServer(path, bootstrap.user !== null)
        ? await drawFirstView({ path, search, ...sent, locale: pageLocale, cookies: sent.switches })
        : null;
    // The switches go to the page too: the app reads them there, not from document.cookie (a
    // synchronous call to the browser's network process, 2–7 ms as the page is taken over).
    bootstrap = sent as Bootstrap;
    if (view) {
      // An answer the drawn page turned into its own data travels once, as that data.
      const answers = Object.fromEntries(Object.entries(bootstrap.answers).filter(([url]) => !view.spent.includes(url)));
      bootstrap = {
        ...bootstrap,
        answers,
        rendered: { locale: pageLocale, timeZone: view.timeZone, queries: view.queries, at: view.drawnAt },
      };
    }
    const inlined = view ? [...entryStyles, ...styles].map(cssOf) : [];
    const inline = inlined.length > 0 && inlined.every((text) => text !== null);
    const early = [coverPreload(view?.html), inline ? `<style>${inlined.join('')}</style>` : ''].join('');
    const hints = [
      ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/learn/${file}">`),
      // A drawn page needs its styles before it shows (in the page, or else as stylesheets); otherwise they only need to be on their way.
      // Styles in the page are also named by disabled links, never fetched: the app's module
      // loader takes a sheet linked in the page as loaded, so it does not fetch it again.
      ...styles.map((file) =>
        inline
          ? `<link rel="stylesheet" crossorigin href="/learn/${file}" disabled>`
          : view
            ? `<link rel="stylesheet" crossorigin href="/learn/${file}">`
            : `<link rel="preload" as="style" crossorigin href="/learn/${file}">`,
      ),
      source ? `<link rel="preload" as="fetch" crossorigin href="/learn/assets/${source}">` : '',
      // The learner's language, and the one the app will start in (chosen in this browser) when that differs.
      ...[...new Set([bootstrap.locale, pageLocale])]
        .filter((locale) => locale !== SOURCE_LOCALE)
        .map((locale) => catalogAsset(locale, 'js'))
        .filter(Boolean)
        .map((file) => `<link rel="modulepreload" href="/learn/assets/${file}">`),
      `<script id="lp-bootstrap" type="application/json">${inlineJson(bootstrap)}</script>`,
    ].join('');
    const page = (
      inline
        ? entryStyles.reduce((text, file) => text.replace(`<link rel="stylesheet" crossorigin href="/learn/${file}">`, ''), html)
        : html
    )
      .replace('<script type="module"', () => `${early}<script type="module"`)
      .replace('</head>', () => `${hints}</head>`);
    if (!view) return page;
    // A drawn page paints without its code (decision 0046): the code and the catalogs are
    // asked for after the page's first paint, so they never compete with the page and its
    // first cover (its largest paint) for the link or the main thread; and then below the
    // page's images (the other covers on the screen).
    const code: string[] = [];
    return (
      page
        .replace(/<(script type="module"|link rel="modulepreload"|link rel="preload" as="(?:style|fetch)")/g, '<$1 fetchpriority="low"')
        .replace(/<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>|<link rel="preload" as="fetch"[^>]*>/g, (tag) => {
          code.push(tag);
          return '';
        })
        // data-drawn: the page is the server's drawing until the app has taken it over (main.tsx).
        // The tenant's brand colour is the page's from its first paint (the app finds it there and leaves it).
        .replace(
          /<html lang="[^"]*" dir="[^"]*">/,
          () => `<html lang="${pageLocale}" dir="${textDirection(pageLocale)}"${brandStyle(bootstrap.config)} data-drawn>`,
        )
        // The entry first, then what the app fetches itself as soon as it runs (the catalog: put
        // in later, its preload would fetch it a second time), then the chunks it imports.
        .replace(
          '<div id="root"></div>',
          () =>
            `<div id="root">${view.html}</div><template>${code.sort(byStart).join('')}</template><script>${START_CODE_AFTER_PAINT}</script>`,
        )
    );
  };
}

function brandStyle(config: unknown): string {
  const colour = brandColour((config as { theme?: { primaryColor?: string | null } } | null)?.theme?.primaryColor);
  return colour ? ` style="--brand:${colour}"` : '';
}

/** The order a drawn page's code tags are put in the head (START_CODE_AFTER_PAINT puts in a few a task). */
const START_ORDER = [/^<script /, /^<link rel="preload" as="fetch"/, /^<link rel="modulepreload"/];
const startRank = (tag: string) => START_ORDER.findIndex((pattern) => pattern.test(tag));
const byStart = (a: string, b: string) => startRank(a) - startRank(b);

function safeRead(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
