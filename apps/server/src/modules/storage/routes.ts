import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionCalls } from '@lp/contract/calls';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound, unauthorized } from '../../lib/http-error.ts';
import { registerCall, type CallRequest } from '../../plugins/register-call.ts';
import { canGradeCourse } from '@lp/domain';
import { canReadActivityFile, canReadAttachment, canReadChannelFile } from './file-access.ts';
import { findFileMeta, readFileBytes } from './file-repository.ts';
import { LOCKED_FILE_HEADERS, storedFileHeaders } from './file-headers.ts';
import { imageAtWidth, isResizable } from './image-variants.ts';
import { parseRange } from '../../lib/http-range.ts';
import { registerUploadRoutes } from './upload-routes.ts';

export const FILES_PREFIX = '/api/lms-storage/v1/files/';

/**
 * Every answer of the file route starts locked (file-headers.ts), before its input is read:
 * a refusal or an error leaves with the lock, and the bytes replace it with their own
 * type, disposition and policy. The security headers keep a route's own policy (framed by
 * the portal at most). Only answers refused before any route hook runs (an unknown host,
 * a NUL in the path) go without it: they are the app's JSON errors under its API policy.
 */
async function lockFileAnswer(_request: FastifyRequest, reply: FastifyReply) {
  reply.headers(LOCKED_FILE_HEADERS);
}

/**
 * Stored files: public ones (covers, images in course descriptions) to anyone; every
 * other byte only to a signed-in learner who may open the activity it belongs to —
 * checked on every request, ranges included (issue 5). HEAD answers the size.
 */
export function registerStorageRoutes(app: FastifyInstance, db: Db) {
  const serve = async (request: CallRequest<typeof sessionCalls.file>, reply: FastifyReply) => {
    const { id } = request.params;
    const meta = await findFileMeta(db, request.tenant.id, id);
    if (!meta) throw notFound('No such file.');
    if (!meta.is_public) {
      if (!request.session) throw unauthorized();
      const { id: tenantId } = request.tenant,
        { user } = request.session,
        userId = user.id;
      if (meta.owner_id) {
        // A learner's upload that is not theirs to read is not there at all (decision 0081).
        const canGrade = (objectiveId: string) => canGradeCourse(user, objectiveId);
        if (!(await canReadAttachment(db, tenantId, userId, meta.id, canGrade, new Date()))) throw notFound('No such file.');
      } else {
        const allowed = meta.activity_id
          ? await canReadActivityFile(db, tenantId, userId, meta.activity_id, new Date())
          : await canReadChannelFile(db, tenantId, userId, meta.id);
        if (!allowed) throw new HttpError(403, 'forbidden', 'You do not have permission to view this file.');
      }
    }
    const cacheControl = meta.is_public ? 'public, max-age=86400' : 'private, no-cache';
    const { width } = request.query;
    const scaled = width !== undefined && isResizable(meta.content_type) ? await imageAtWidth(db, meta.id, width) : undefined;
    if (scaled) {
      // A copy at a width of srcset (decision 0044): whole, never a range of it.
      reply
        .headers(storedFileHeaders({ name: meta.name, contentType: scaled.contentType }))
        .header('cache-control', cacheControl)
        .header('content-length', String(scaled.bytes.byteLength));
      return request.method === 'HEAD' ? reply.send() : reply.send(Buffer.from(scaled.bytes));
    }
    const range = parseRange(request.headers.range, meta.size);
    reply
      .headers(storedFileHeaders({ name: meta.name, contentType: meta.content_type }))
      .header('accept-ranges', 'bytes')
      .header('cache-control', cacheControl);
    if (range === 'unsatisfiable') return reply.status(416).header('content-range', `bytes */${meta.size}`).send();
    const start = range ? range.start : 0;
    const length = range ? range.end - range.start + 1 : meta.size;
    if (range) reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${meta.size}`);
    reply.header('content-length', String(length));
    if (request.method === 'HEAD') return reply.send();
    return reply.send(Buffer.from(await readFileBytes(db, id, start, length)));
  };
  registerCall(app, sessionCalls.file, serve, { alsoHead: true, onRequest: lockFileAnswer });
  registerUploadRoutes(app, db);
}
