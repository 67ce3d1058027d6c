import type { FastifyInstance } from 'fastify';
import { LoadOptionsError, parseFilter, parseJsonParam, type ParsedFilter } from '@lp/contract';
import { detailCalls } from '@lp/contract/calls';
import type { ServerConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { registerCall } from '../../plugins/register-call.ts';
import { currentUser } from '../../plugins/session.ts';
import type { PlatformKeys } from '../../lib/platform-keys.ts';
import { findPublicCertificate, queryCertificates } from './certificate-repository.ts';
import { registerWalletRoutes } from './wallet-routes.ts';

const FIELDS = {
  certificateNumber: { type: 'string' as const },
  objectiveId: { type: 'uuid' as const },
  userId: { type: 'uuid' as const },
};

/** Reads `[["objectiveId","=",x],"and",["userId","=",y]]` or `["certificateNumber","=",n]` into plain values. */
function equalities(filter: ParsedFilter | undefined, out: Record<string, string> = {}): Record<string, string> {
  if (!filter) return out;
  if (filter.kind === 'condition') {
    if (filter.operator !== '=') throw new LoadOptionsError('certificate filters compare with "="');
    out[filter.field] = String(filter.value);
  } else if (filter.kind === 'group' && filter.op === 'and') filter.operands.forEach((o) => equalities(o, out));
  else throw new LoadOptionsError('certificate filters are "="-conditions joined with "and"');
  return out;
}

export function registerCertificateRoutes(app: FastifyInstance, db: Db, keys: PlatformKeys, config: Pick<ServerConfig, 'publicUrl'>) {
  registerWalletRoutes(app, db, keys, config);
  registerCall(app, detailCalls.certificateRecords, async (request) => {
    const user = currentUser(request);
    const raw = request.query.filter;
    let values: Record<string, string>;
    try {
      values = equalities(raw ? parseFilter(parseJsonParam('filter', raw), FIELDS) : undefined);
    } catch (error) {
      if (error instanceof LoadOptionsError) throw badRequest(error.message);
      throw error;
    }
    // Someone else's certificates are simply not in the caller's list.
    if (values.userId && values.userId !== user.id) return { data: [], totalCount: 0 };
    const data = await queryCertificates(
      db,
      request.tenant.id,
      user.id,
      { objectiveId: values.objectiveId, certificateNumber: values.certificateNumber },
      new Date(),
    );
    return { data, totalCount: data.length };
  });

  registerCall(app, detailCalls.publicCertificate, async (request) => {
    const { number } = request.params;
    const certificate = await findPublicCertificate(db, request.tenant.id, number, new Date());
    if (!certificate) throw notFound('No certificate has this number.');
    return certificate;
  });
}
