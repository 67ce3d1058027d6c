import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { matchLearnPage } from '@lp/contract/pages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createPageRenderer, learnPath, readBootstrap } from './bootstrap.ts';
import { loadFirstViewRenderer } from './first-view-render.ts';

export const defaultWebDist = fileURLToPath(new URL('../../../../web/dist/', import.meta.url));

/**
 * Serves the built single-page app under /learn: hashed assets cached for a year, sent in
 * the brotli or gzip copy the build made when the browser accepts it (issue 17), and
 * every other /learn path answered with the page (index.html with the bootstrap,
 * bootstrap.ts) so the app's router can take it (its own not-found page included, with the status 404).
 */
/** The query string of a URL, with its `?` (as the browser's location.search), or ''. */
const searchOf = (url: string) => (url.includes('?') ? url.slice(url.indexOf('?')) : '');

export async function registerWebApp(app: FastifyInstance, distDir: string) {
  if (!existsSync(distDir)) {
    app.log.warn(`web app not built at ${distDir}: run npm run build`);
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/learn/',
    index: false,
    wildcard: false,
    preCompressed: true,
    setHeaders(reply, path) {
      reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/', (_request, reply) => reply.redirect('/learn/'));
  const render = createPageRenderer(distDir, await loadFirstViewRenderer(distDir, app.log));
  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!;
    if (path.startsWith('/learn/assets/')) return reply.callNotFound();
    // A path no page of the table names is the app's not-found page, answered as one (404), so
    // that a link checker, a crawler or a shared link's preview learns it is gone.
    const known = !matchLearnPage(learnPath(request.url)).page.notFound;
    // The page holds the signed-in user: never kept by a shared cache, nor by the browser.
    return reply
      .status(known ? 200 : 404)
      .header('cache-control', 'private, no-store')
      .header('vary', 'Cookie, Accept-Language')
      .type('text/html; charset=utf-8')
      .send(await render(await readBootstrap(app, request), learnPath(request.url), searchOf(request.url)));
  };
  // /learn itself is the app's home, as /learn/ is (the router reads both as "/"): no redirect first.
  app.get('/learn', page);
  app.get('/learn/*', page);
}
