import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { XAPI_PREFIX, XAPI_VERSION } from '@lp/contract/cmi5';
import type { Db } from '../../db/client.ts';
import { badRequest, HttpError } from '../../lib/http-error.ts';
import { findSession, type SessionRow } from './cmi5-repository.ts';
import { readBasicToken, sameHash } from './session-token.ts';

const ALLOWED_HEADERS = 'Authorization, Content-Type, X-Experience-API-Version, If-Match, If-None-Match';
const EXPOSED_HEADERS = 'ETag, Last-Modified, X-Experience-API-Version, X-Experience-API-Consistent-Through';

/**
 * CORS for the LRS (decision 0083): the AU runs on the content origin and calls the portal's
 * origin, so that origin — and no other — may read the answers. No credentials: the AU
 * sends its token in Authorization, and the portal's cookie is never sent or honoured.
 */
export function corsHeaders(contentOrigin: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.origin !== contentOrigin) return;
    reply.header('access-control-allow-origin', contentOrigin);
    reply.header('vary', 'Origin');
    reply.header('access-control-expose-headers', EXPOSED_HEADERS);
  };
}

/** The preflight of the AU's calls (Fetch standard §3.2): answered for the content origin only. */
export function registerPreflight(app: FastifyInstance, contentOrigin: string) {
  app.route({
    method: 'OPTIONS',
    url: `${XAPI_PREFIX}/*`,
    config: { public: true },
    handler: async (request, reply) => {
      if (request.headers.origin === contentOrigin) {
        reply.header('access-control-allow-origin', contentOrigin);
        reply.header('access-control-allow-methods', 'GET, POST, PUT, DELETE');
        reply.header('access-control-allow-headers', ALLOWED_HEADERS);
        reply.header('access-control-max-age', '600');
        reply.header('vary', 'Origin');
      }
      return reply.status(204).send();
    },
  });
}

/**
 * The session behind an AU's call: `Authorization: Basic` with the token the fetch URL
 * gave (cmi5 §8.2.1), for this tenant, not expired, its session not abandoned (the token is
 * "limited to the duration of the session"). Anything else is a 401. Every xAPI call but
 * `about` carries X-Experience-API-Version 1.0.x (xAPI Communication §3.3: 400 otherwise).
 */
export async function lrsSession(db: Db, request: FastifyRequest, reply: FastifyReply, now = new Date()): Promise<SessionRow> {
  reply.header('x-experience-api-version', XAPI_VERSION);
  const version = request.headers['x-experience-api-version'];
  const token = readBasicToken(request.headers.authorization);
  const session = token ? await findSession(db, token.sessionId) : undefined;
  if (
    !token ||
    !session ||
    session.tenant_id !== request.tenant.id ||
    !sameHash(token.secret, session.token_hash) ||
    session.expires_at.getTime() <= now.getTime() ||
    session.abandoned_at !== null
  ) {
    reply.header('www-authenticate', 'Basic realm="xAPI"');
    throw new HttpError(401, 'unauthorized', 'Send the auth token of a live cmi5 session (Authorization: Basic).');
  }
  if (typeof version !== 'string' || !/^1\.0(\.\d+)?$/.test(version)) throw badRequest('Send X-Experience-API-Version: 1.0.3.');
  return session;
}
