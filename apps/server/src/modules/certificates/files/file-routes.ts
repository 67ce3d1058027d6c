import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { certificateFileCalls } from '@lp/contract/calls';
import type { ServerConfig } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { gone, notFound } from '../../../lib/http-error.ts';
import { registerCall } from '../../../plugins/register-call.ts';
import { currentUser } from '../../../plugins/session.ts';
import { findPublicCertificate, queryCertificates } from '../certificate-repository.ts';
import { certificateFile, CONTENT_TYPES } from './certificate-file.ts';
import type { CertificateFileKind, CertificateForFile } from './certificate-file-repository.ts';
import { verificationUrl } from './file-urls.ts';

const FILE_NAME = /^(.+)\.(pdf|png)$/;
/** The same locks as every stored file (decision 0012): nothing of ours ever runs in the portal's origin. */
const LOCKED = { 'content-security-policy': "sandbox; default-src 'none'", 'x-content-type-options': 'nosniff' } as const;

const lock = async (_request: FastifyRequest, reply: FastifyReply) => {
  reply.headers(LOCKED);
};

function parseFile(file: string): { number: string; kind: CertificateFileKind } {
  const [, number, kind] = FILE_NAME.exec(file) ?? [];
  return { number: number!, kind: kind as CertificateFileKind };
}

/**
 * A certificate's PDF and PNG (issue 13, decision 0024): the holder's own under the URLs
 * the records carry (another learner's is not found, as in certificate-records/query), and
 * the public page's under `public/`, to anyone the public certificate call answers. HEAD
 * answers the size without the bytes. The PDF is a download; the PNG is shown inline (the
 * certificate view's preview) and named for saving.
 */
export function registerCertificateFileRoutes(app: FastifyInstance, db: Db, config: Pick<ServerConfig, 'publicUrl'>) {
  const answer = async (
    request: FastifyRequest,
    reply: FastifyReply,
    certificate: CertificateForFile | undefined,
    kind: CertificateFileKind,
  ) => {
    if (!certificate || certificate.externalUrl) throw notFound('No certificate file has this name.');
    if (certificate.revokedAt) throw gone('This certificate was revoked: its files were withdrawn.');
    const verifyUrl = verificationUrl(config.publicUrl, request.tenant.host, certificate.certificateNumber);
    const file = await certificateFile(db, request.tenant, certificate, kind, verifyUrl, new Date());
    reply
      .header('content-type', CONTENT_TYPES[kind])
      .header('content-disposition', `${kind === 'png' ? 'inline' : 'attachment'}; filename="${file.name}"`)
      .header('content-length', String(file.size))
      .header('cache-control', 'private, no-cache');
    if (kind === 'png') reply.header('content-security-policy', `${LOCKED['content-security-policy']}; style-src 'unsafe-inline'`);
    if (request.method === 'HEAD') return reply.send();
    return reply.send(Buffer.from(await file.bytes()));
  };

  registerCall(
    app,
    certificateFileCalls.certificateFile,
    async (request, reply) => {
      const { number, kind } = parseFile(request.params.file);
      const [certificate] = await queryCertificates(
        db,
        request.tenant.id,
        currentUser(request).id,
        { certificateNumber: number },
        new Date(),
      );
      return answer(request, reply, certificate, kind);
    },
    { alsoHead: true, onRequest: lock },
  );

  registerCall(
    app,
    certificateFileCalls.publicCertificateFile,
    async (request, reply) => {
      const { number, kind } = parseFile(request.params.file);
      return answer(request, reply, await findPublicCertificate(db, request.tenant.id, number, new Date()), kind);
    },
    { alsoHead: true, onRequest: lock },
  );
}
