import type { FastifyInstance } from 'fastify';
import { attachmentCalls } from '@lp/contract/calls';
import {
  ATTACHMENT_MAX_BYTES_CEILING,
  doesContentMatchExtension,
  getAttachmentLimitParts,
  getAttachmentMediaType,
  getAttachmentRefusal,
  type AttachmentLimits,
  type AttachmentRefusal,
} from '@lp/domain';
import type { Db } from '../../db/client.ts';
import { toAttachment } from '../../data/attachments.ts';
import { badRequest, conflict } from '../../lib/http-error.ts';
import { registerCall } from '../../plugins/register-call.ts';
import { currentUser } from '../../plugins/session.ts';
import { deleteAbandonedUploads, insertUpload } from './file-repository.ts';

/** The base64 of the largest file any tenant allows, and room for the JSON around it. */
export const UPLOAD_BODY_LIMIT = Math.ceil(ATTACHMENT_MAX_BYTES_CEILING / 3) * 4 + 4096;

/** The size as people read it, for the server's message ("10 MB"); the app says it in the learner's own numbers. */
function sizeText(maxBytes: number): string {
  const { value, unit } = getAttachmentLimitParts(maxBytes);
  return `${value} ${unit}`;
}

/** doc 2 §5's two messages (and ours for an empty file), at the field that is wrong. */
function refusal(reason: AttachmentRefusal, limits: AttachmentLimits, name: string) {
  if (reason === 'tooLarge') {
    const message = `We support attaching files not bigger than ${sizeText(limits.maxBytes)}`;
    return badRequest(message, { data: [message] });
  }
  if (reason === 'empty') return badRequest(`The file ${name} is empty.`, { data: ['The file is empty'] });
  const message = `We support attaching only these types of files: ${limits.types.join(', ')}`;
  return badRequest(message, { name: [message] });
}

/**
 * A learner's upload (issue 34 item 4, decision 0081): one file a call, checked against
 * the tenant's limits by the same rule the app asks before sending, and its first bytes
 * against its extension (a renamed page is not a PDF). Stored with the type of its
 * extension, never the browser's, and readable by its uploader only until it is named on a
 * post or a hand-in.
 */
export function registerUploadRoutes(app: FastifyInstance, db: Db) {
  registerCall(app, attachmentCalls.attachmentLimits, async (request) => {
    const { maxBytes, types } = request.tenant.settings.attachments;
    return { maxBytes, types: [...types] };
  });

  registerCall(
    app,
    attachmentCalls.uploadAttachment,
    async (request, reply) => {
      const user = currentUser(request);
      const limits = request.tenant.settings.attachments;
      const { id, name, contentType, data } = request.body;
      const bytes = Buffer.from(data, 'base64');
      const reason = getAttachmentRefusal({ name, type: contentType, size: bytes.length }, limits);
      if (reason) throw refusal(reason, limits, name);
      if (!doesContentMatchExtension(name, bytes.subarray(0, 16))) {
        const message = `We support attaching only these types of files: ${limits.types.join(', ')}`;
        throw badRequest(message, { data: [`The content of ${name} is not what its extension says`] });
      }
      const file = { id, tenantId: request.tenant.id, ownerId: user.id, name, contentType: getAttachmentMediaType(name), bytes };
      const stored = await insertUpload(db, file);
      if (stored === 'taken') throw conflict('This file id is already used by another file.');
      if (stored === 'stored') await deleteAbandonedUploads(db, user.id);
      return reply.status(201).send(toAttachment({ id, name, content_type: file.contentType, size: bytes.length }));
    },
    { bodyLimit: UPLOAD_BODY_LIMIT },
  );
}
