import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { checkReadiness } from './health.ts';

export const OpsPaths = { live: '/health/live', ready: '/health/ready', metrics: '/metrics' } as const;

export interface OpsOptions {
  db: Db;
  /** This process's metrics, or (in a cluster's primary) every process's. */
  metrics: { registry: { contentType: string }; scrape: () => Promise<string> };
  worker: { enabled: boolean; running: () => boolean };
  /**
   * The bearer token that opens them on the public listener (none: they do not exist
   * there); `null` on the operator's own listener (OPS_PORT), which needs none.
   */
  token: string | undefined | null;
}

/**
 * Liveness, readiness and metrics (issue 17, decision 0033). They need no session; on the
 * public port they answer only a caller with the operator's token and are a plain 404 to
 * anyone else, so nothing about the deployment is shown; OPS_PORT serves them without one.
 */
export function registerOpsRoutes(app: FastifyInstance, { db, metrics, worker, token }: OpsOptions) {
  const guard = async (request: FastifyRequest) => {
    if (!token || !hasToken(request, token)) throw notFound(`No route for ${request.method} ${request.url.split('?')[0]}.`);
  };
  const onRequest = token === null ? [] : [guard];
  app.get(OpsPaths.live, { onRequest }, async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get(OpsPaths.ready, { onRequest }, async (_request, reply) => {
    const readiness = await checkReadiness(db, worker);
    return reply
      .status(readiness.ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: readiness.ready ? 'ok' : 'unavailable', checks: readiness.checks });
  });
  app.get(OpsPaths.metrics, { onRequest }, async (_request, reply) =>
    reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.scrape()),
  );
}

function hasToken(request: FastifyRequest, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}
