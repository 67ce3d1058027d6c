import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { findPackageFile } from '../../data/content-packages.ts';
import { verifyContentToken } from '../../lib/content-token.ts';
import { parseRange } from '../../lib/http-range.ts';
import { packagePath } from './package-path.ts';

export interface PackageFileRouteOptions {
  db: Db;
  /** The key of the launch tokens (server_secrets). */
  tokenKey: string;
}

/** Where a launch's files are: the token is the first segment, so the package's relative links keep it. */
export const packageFileUrl = (contentOrigin: string, token: string, path: string) =>
  `${contentOrigin}/packages/${token}/${path.split('/').map(encodeURIComponent).join('/')}`;

/**
 * A package's files, to whoever holds a launch token for that package (decision 0078):
 * the content origin has no session, so the token is the proof. An unknown, expired or
 * altered token, a path outside the package and a missing file are all the same 404.
 */
export function registerPackageFileRoutes(app: FastifyInstance, { db, tokenKey }: PackageFileRouteOptions) {
  const serve = async (request: FastifyRequest<{ Params: { token: string; '*': string } }>, reply: FastifyReply) => {
    const claims = verifyContentToken(tokenKey, request.params.token);
    const path = packagePath(request.params['*']);
    const file = claims && path ? await findPackageFile(db, claims.t, claims.p, path) : undefined;
    if (!file) return reply.status(404).type('text/plain; charset=utf-8').send('Not found.');
    const range = parseRange(request.headers.range, file.size);
    reply
      .type(file.contentType)
      .header('accept-ranges', 'bytes')
      // The token changes with every launch, so a cached copy is only ever reused within one.
      .header('cache-control', 'private, max-age=3600');
    if (range === 'unsatisfiable') return reply.status(416).header('content-range', `bytes */${file.size}`).send();
    const start = range ? range.start : 0;
    const end = range ? range.end : file.size - 1;
    if (range) reply.status(206).header('content-range', `bytes ${start}-${end}/${file.size}`);
    reply.header('content-length', String(end - start + 1));
    if (request.method === 'HEAD') return reply.send();
    return reply.send(Buffer.from(file.bytes.subarray(start, end + 1)));
  };
  app.route({ method: ['GET', 'HEAD'], url: '/packages/:token/*', handler: serve });
}
