import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { verifyContentToken } from '../../lib/content-token.ts';

const require = createRequire(import.meta.url);
/**
 * The runtime: scorm-again's own builds, one per version (decision 0080 weighs them), and
 * the player's script. Read once: they change only with a release.
 */
const RUNTIME: Record<string, () => Buffer> = {
  'scorm12.js': once(() => readFileSync(require.resolve('scorm-again/scorm12/min'))),
  'scorm2004.js': once(() => readFileSync(require.resolve('scorm-again/scorm2004/min'))),
  'player.js': once(() => readFileSync(new URL('./scorm-player.browser.js', import.meta.url))),
};

function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The player page (decision 0080): framed by the portal's content view, it hosts the API
 * and frames the SCO, both on the content origin. It waits for its launch from the portal's
 * page (the only origin it listens to) before it frames anything.
 */
export function playerPage(portalOrigin: string): string {
  return `<!doctype html>
<html lang="en" data-portal-origin="${escapeAttribute(portalOrigin)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>SCORM player</title>
<style>html,body{margin:0;block-size:100%;overflow:hidden}iframe{border:0;display:block;inline-size:100%;block-size:100%}</style>
<script src="/scorm/runtime/player.js"></script>
</head>
<body><iframe id="sco" title="Lesson" allow="fullscreen; autoplay"></iframe></body>
</html>
`;
}

/** The player page for holders of a launch token, and the runtime's scripts for anyone (they hold nothing). */
export function registerScormPlayerRoutes(app: FastifyInstance, { tokenKey, portalOrigin }: { tokenKey: string; portalOrigin: string }) {
  app.get<{ Params: { token: string } }>('/scorm/player/:token', async (request, reply) => {
    if (!verifyContentToken(tokenKey, request.params.token)) return reply.status(404).type('text/plain; charset=utf-8').send('Not found.');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(playerPage(portalOrigin));
  });
  app.get<{ Params: { file: string } }>('/scorm/runtime/:file', async (request, reply) => {
    const file = Object.hasOwn(RUNTIME, request.params.file) ? RUNTIME[request.params.file]! : undefined;
    if (!file) return reply.status(404).type('text/plain; charset=utf-8').send('Not found.');
    return reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(file());
  });
}
