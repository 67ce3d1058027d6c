import type { FastifyInstance } from 'fastify';
import { walletCalls } from '@lp/contract/calls';
import { VC_JWT_MEDIA_TYPE } from '@lp/contract/wallet';
import type { ServerConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { canRevokeCertificates } from '@lp/domain';
import { conflict, forbidden, notFound } from '../../lib/http-error.ts';
import { translatorFor } from '../../lib/i18n.ts';
import { registerCall } from '../../plugins/register-call.ts';
import { currentUser } from '../../plugins/session.ts';
import { platformIssuer } from '../../lib/platform-issuer.ts';
import type { PlatformKeys } from '../../lib/platform-keys.ts';
import { findCertificateById, revokeCertificate } from './certificate-repository.ts';
import { buildOpenBadgeCredential } from './open-badge.ts';
import { checkOpenBadge, signOpenBadge } from './open-badge-signing.ts';
import { queryWallet } from './wallet-repository.ts';

const CREDENTIAL_ID = /^urn:uuid:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
/** A file name any browser and header accepts: the certificate number's safe characters. */
const fileNameOf = (certificateNumber: string) => `certificate-${certificateNumber.replace(/[^A-Za-z0-9._-]/g, '_')}.jwt`;

/** The wallet, the Open Badges export and its public check (issue 13, decision 0023). */
export function registerWalletRoutes(app: FastifyInstance, db: Db, keys: PlatformKeys, config: Pick<ServerConfig, 'publicUrl'>) {
  registerCall(app, walletCalls.wallet, async (request) => {
    const data = await queryWallet(db, request.tenant.id, currentUser(request).id, request.tenant.featureFlags, new Date());
    return { data, totalCount: data.length };
  });

  // Only the holder's own: another learner's certificate is not found, as on certificate-records/query.
  registerCall(app, walletCalls.openBadge, async (request, reply) => {
    const found = await findCertificateById(db, request.tenant.id, request.params.id, new Date(), currentUser(request).id);
    if (!found) throw notFound('No certificate of yours has this id.');
    const { certificate, email } = found;
    if (certificate.revokedAt) throw conflict('This certificate was revoked: it cannot be exported.');
    const t = translatorFor(request.headers['accept-language']);
    const credential = buildOpenBadgeCredential({
      issuer: platformIssuer(config, request.tenant),
      issuerName: request.tenant.settings.theme.name,
      certificate,
      email,
      criteria: t.t('certificates.openBadge.criteria', { course: certificate.objectiveName ?? '' }),
    });
    const jwt = await signOpenBadge(credential, keys);
    return reply
      .type(VC_JWT_MEDIA_TYPE)
      .header('Content-Disposition', `attachment; filename="${fileNameOf(certificate.certificateNumber)}"`)
      .send(jwt);
  });

  registerCall(app, walletCalls.verify, async (request) => {
    const now = new Date();
    const check = await checkOpenBadge(request.body.credential, platformIssuer(config, request.tenant), keys, now);
    if (!check.credential) return { valid: false, reason: check.reason, certificate: null };
    const id = CREDENTIAL_ID.exec(String(check.credential.id))?.[1];
    const found = id ? await findCertificateById(db, request.tenant.id, id, now) : undefined;
    if (!found) return { valid: false, reason: 'unknown' as const, certificate: null };
    const { certificate } = found;
    // A revocation outranks every date: the credential may be unexpired and still withdrawn.
    const reason = certificate.revokedAt ? ('revoked' as const) : check.reason;
    return {
      valid: reason === null,
      reason,
      certificate: {
        certificateNumber: certificate.certificateNumber,
        name: certificate.certificateTemplate?.name ?? certificate.objectiveName ?? '',
        objectiveName: certificate.objectiveName ?? '',
        holderName: certificate.holderName ?? '',
        issued: certificate.created,
        expirationDate: certificate.expirationDate,
        revokedAt: certificate.revokedAt,
        revocationReason: certificate.revocationReason,
      },
    };
  });

  registerCall(
    app,
    walletCalls.revoke,
    async (request) => {
      const revocation = await revokeCertificate(db, request.tenant.id, request.params.id, request.body.reason);
      if (!revocation) throw notFound('No certificate has this id.');
      return revocation;
    },
    {
      authorize: async (request) => {
        if (!canRevokeCertificates(currentUser(request))) throw forbidden('Only an administrator can revoke a certificate.');
      },
    },
  );
}
