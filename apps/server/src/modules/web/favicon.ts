import type { FastifyInstance } from 'fastify';
import { FAVICON_PATH } from '../../lib/html.ts';

/** The portal's mark: an open book on the default brand blue (the sign-in button's colour), drawn for 16 px and up. */
const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#1b5fcc"/>' +
  '<path d="M6 9.5c3.5-1.2 7-.8 10 1.5 3-2.3 6.5-2.7 10-1.5v13c-3.5-1.2-7-.8-10 1.5-3-2.3-6.5-2.7-10-1.5z" fill="#fff"/>' +
  '<path d="M16 11v13.5" stroke="#1b5fcc" stroke-width="1.5"/></svg>';

/** A day: the icon changes with a release at most, and a browser asks again for it then. */
const CACHE = 'public, max-age=86400';

/**
 * The icon every page links (`<link rel="icon">`, lib/html.ts) and what a browser asks
 * /favicon.ico for when a document names none (a JSON answer opened in a tab): without
 * it, every page left a 404 in the console (issue 31 item 11).
 */
export function registerFavicon(app: FastifyInstance) {
  app.get(FAVICON_PATH, async (_request, reply) => reply.header('cache-control', CACHE).type('image/svg+xml').send(FAVICON_SVG));
  app.get('/favicon.ico', async (_request, reply) => reply.header('cache-control', CACHE).redirect(FAVICON_PATH, 301));
}
