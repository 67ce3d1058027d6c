import Fastify, { type FastifyInstance } from 'fastify';
import type { Db } from './db/client.ts';
import type { ServerConfig } from './config.ts';
import { fastifyLogging, type LogSettings } from './lib/logging/logger-options.ts';
import { UrlRedaction } from './lib/logging/url-redaction.ts';
import { getOrCreateSecret, makeContentTokenKey } from './lib/server-secrets.ts';
import { contentOriginHeaders } from './modules/content-origin/content-headers.ts';
import { registerPackageFileRoutes } from './modules/content-origin/routes.ts';
import { registerScormPlayerRoutes } from './modules/content-origin/scorm-player.ts';
import { registerLogRedaction } from './plugins/log-redaction.ts';

export interface ContentAppOptions {
  db: Db;
  config: ServerConfig;
  logger?: LogSettings | false;
}

/**
 * The content origin (decision 0078): a second Fastify instance, on its own port and seen
 * by browsers as another origin, that serves imported packages' files to holders of a
 * launch token. It has no cookies, no session and no portal API: what runs here can reach
 * the portal only through the messages the portal's page chooses to answer.
 */
export async function buildContentApp({ db, config, logger = false }: ContentAppOptions): Promise<FastifyInstance> {
  const redaction = new UrlRedaction();
  const app = Fastify({ ...fastifyLogging(logger, redaction), routerOptions: { ignoreTrailingSlash: false, maxParamLength: 1000 } });
  // The launch token in every path is a secret: log lines carry it redacted.
  registerLogRedaction(app, redaction);
  const headers = contentOriginHeaders([new URL(config.publicUrl).origin]);
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).type('text/plain; charset=utf-8').send('Not found.'));
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error(error);
    return reply
      .status(status)
      .type('text/plain; charset=utf-8')
      .send(status === 500 ? 'Internal error.' : 'Bad request.');
  });
  const tokenKey = await getOrCreateSecret(db, 'content-token-key', makeContentTokenKey);
  registerPackageFileRoutes(app, { db, tokenKey });
  registerScormPlayerRoutes(app, { tokenKey, portalOrigin: new URL(config.publicUrl).origin });
  return app;
}
