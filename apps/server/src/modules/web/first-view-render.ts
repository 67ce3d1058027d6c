import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { knownTimeZone } from '@lp/domain';
import { sourceCatalog, SOURCE_LOCALE } from '@lp/i18n';
import { catalogFor } from '../../lib/i18n.ts';

/** What apps/web/src/entry-server.tsx answers (its own types stay in the web app's build). */
export interface FirstView {
  html: string;
  queries: unknown[];
  /** The page's answers the render turned into other data (sent as that data, not twice). */
  spent: string[];
  /** When it was drawn (ms since the epoch): the app's first render in the browser shows the same time. */
  drawnAt: number;
}
export interface FirstViewRequest {
  path: string;
  search: string;
  config: unknown;
  user: { timezone?: string | null } | null;
  locale: string;
  answers: Record<string, unknown>;
  /** The cookies that change what the app shows (only those: the session's never reaches the render). */
  cookies: string;
}
export type FirstViewRenderer = (request: FirstViewRequest) => Promise<(FirstView & { timeZone: string }) | null>;

interface EntryServer {
  renderFirstView(input: Record<string, unknown>): Promise<FirstView>;
}

/** A zone Intl knows; the learner's, or UTC, which the browser then turns into its own. */
const zoneOf = (user: FirstViewRequest['user']): string => knownTimeZone(user?.timezone) ?? 'UTC';

/**
 * The first view drawn by the server (issue 17 item 1, decision 0043), from the web app's
 * server build beside its browser build (`npm run build` makes both). Without that build
 * the page is drawn by the browser as before. A render that fails in any part gives no
 * page at all, never half of one or an error's text: the browser then draws it itself.
 */
export async function loadFirstViewRenderer(webDist: string, log: FastifyBaseLogger): Promise<FirstViewRenderer | null> {
  const entry = join(webDist, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) return null;
  // React chooses its build when first loaded: the lean production one unless a test asks otherwise.
  process.env.NODE_ENV ??= 'production';
  let server: EntryServer;
  try {
    server = (await import(pathToFileURL(entry).href)) as EntryServer;
  } catch (error) {
    log.warn({ err: error }, 'the server render of the web app could not be loaded; pages are drawn by the browser');
    return null;
  }
  return async ({ path, search, config, user, locale, answers, cookies }) => {
    const timeZone = zoneOf(user);
    try {
      const view = await server.renderFirstView({
        path,
        search,
        config,
        user,
        locale,
        timeZone,
        catalog: locale === SOURCE_LOCALE ? {} : catalogFor(locale),
        sourceCatalog,
        answers,
        cookies,
      });
      return { ...view, timeZone };
    } catch (error) {
      log.warn({ err: error, path }, 'the first view could not be drawn on the server; the browser draws it');
      return null;
    }
  };
}
