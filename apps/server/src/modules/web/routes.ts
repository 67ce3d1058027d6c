import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const defaultWebDist = fileURLToPath(new URL('../../../../web/dist/', import.meta.url));

/**
 * Serves the built single-page app under /learn: hashed assets cached for a year,
 * index.html never cached, and every other /learn path answered with index.html so
 * the app's router can take it (its own not-found page included).
 */
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
    setHeaders(reply, path) {
      reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/', (_request, reply) => reply.redirect('/learn/'));
  app.get('/learn', (request, reply) => reply.redirect('/learn/' + (request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '')));
  app.get('/learn/*', (request, reply) => {
    const path = request.url.split('?')[0]!;
    if (path.startsWith('/learn/assets/')) return reply.callNotFound();
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
  });
}
