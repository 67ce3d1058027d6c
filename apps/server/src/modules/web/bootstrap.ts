import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AuthPaths, REQUESTED_WITH_HEADER, SESSION_COOKIE } from '@lp/contract';
import { canonicalCallUrl, firstViewCalls } from '@lp/contract/first-view';
import { ME_PATH } from '@lp/contract/paths';
import { isSupportedLocale, negotiateLocale, SOURCE_LOCALE } from '@lp/i18n';
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
  user: unknown;
  locale: string;
  answers: Record<string, unknown>;
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
  const user = me?.statusCode === 200 ? (me.json() as { locale?: string | null }) : null;
  const preferred = user?.locale;
  const configJson = config.statusCode === 200 ? (config.json() as { navigation?: { dashboard?: boolean } }) : null;
  const calls = firstViewCalls(learnPath(request.url), { signedIn: user !== null, dashboard: configJson?.navigation?.dashboard ?? false, withShell: true });
  const answered = await Promise.all(calls.map((url) => app.inject({ url, headers })));
  const answers = Object.fromEntries(
    answered.flatMap((answer, i) => (answer.statusCode === 200 && answer.headers['content-type']?.toString().startsWith('application/json') ? [[canonicalCallUrl(calls[i]!), answer.json()]] : [])),
  );
  return {
    config: configJson,
    user,
    locale: isSupportedLocale(preferred) ? preferred : negotiateLocale(request.headers['accept-language']),
    answers,
  };
}

/** The built page with the bootstrap and the hints for the catalogs and page modules the app will fetch first. */
export function createPageRenderer(distDir: string) {
  const routeAssets = createRouteAssets(distDir);
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const assets = safeList(join(distDir, 'assets'));
  const catalogAsset = (locale: string, extension: 'json' | 'js') =>
    assets.find((file) => file.startsWith(`${locale}-`) && file.endsWith(`.${extension}`) && /^[\w-]{6,12}$/.test(file.slice(locale.length + 1, -extension.length - 1)));
  const source = catalogAsset(SOURCE_LOCALE, 'json');
  return (bootstrap: Bootstrap, path: string) => {
    const dashboard = (bootstrap.config as { navigation?: { dashboard?: boolean } } | null)?.navigation?.dashboard;
    const { scripts, styles } = routeAssets(path, dashboard ? 'dashboard' : 'my-courses');
    const hints = [
      ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/learn/${file}">`),
      ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="/learn/${file}">`),
      source ? `<link rel="preload" as="fetch" crossorigin href="/learn/assets/${source}">` : '',
      ...(bootstrap.locale === SOURCE_LOCALE ? [] : [catalogAsset(bootstrap.locale, 'js')].filter(Boolean).map((file) => `<link rel="modulepreload" href="/learn/assets/${file}">`)),
      `<script id="lp-bootstrap" type="application/json">${inlineJson(bootstrap)}</script>`,
    ].join('');
    return html.replace('</head>', `${hints}</head>`);
  };
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
