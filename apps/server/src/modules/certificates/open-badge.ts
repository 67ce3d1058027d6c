import { createHash, randomBytes } from 'node:crypto';
import { uuidV5 } from '../../lib/uuid-v5.ts';
import type { PublicCertificateView } from './certificate-repository.ts';

/** The contexts of an Open Badges 3.0 credential: the W3C VC Data Model 2.0 and OB 3.0.3, in this order (OB 3.0 §B.1). */
export const OPEN_BADGE_CONTEXT = [
  'https://www.w3.org/ns/credentials/v2',
  'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
] as const;
export const OPEN_BADGE_TYPE = ['VerifiableCredential', 'OpenBadgeCredential'] as const;

export interface OpenBadgeInput {
  /** The tenant's URL: the issuer's id (and the JWT's `iss`). */
  issuer: string;
  issuerName: string;
  certificate: PublicCertificateView & { id: string };
  /** The holder's email: only its salted hash leaves (OB 3.0 IdentityObject). */
  email: string;
  criteria: string;
  /** Fixed in tests; fresh per export otherwise, so two exports do not share a hash. */
  salt?: string;
}

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);
export const credentialIdOf = (certificateId: string) => `urn:uuid:${certificateId}`;

const HOLDER_NAMESPACE = '0b6f3c1e-5d2a-4e8b-9a47-c3d1e2f60854';
/**
 * The holder's `credentialSubject.id` (and the JWT's `sub`, OB 3.0 §8.2): a pseudonym for the
 * holder of this one certificate, the same in every export of it, derived from the
 * certificate's id (UUID v5), so it tells nothing the credential's own id does not and two
 * certificates of one learner do not link (decision 0054).
 */
export const subjectIdOf = (certificateId: string) => `urn:uuid:${uuidV5(HOLDER_NAMESPACE, `holder:${certificateId}`)}`;

/** OB 3.0 IdentityObject: `sha256$` and the hex SHA-256 of the trimmed, lower-cased address followed by the salt. */
export function hashedEmail(email: string, salt: string) {
  const hash = createHash('sha256')
    .update(email.trim().toLowerCase() + salt)
    .digest('hex');
  return { type: 'IdentityObject', hashed: true, identityHash: `sha256$${hash}`, identityType: 'emailAddress', salt };
}

/**
 * The OpenBadgeCredential of a certificate (OB 3.0 §8.2 with VC 2.0: the JWT's payload is the
 * credential itself), with the JWT claims §8.2 requires that repeat it — iss = issuer.id,
 * sub = credentialSubject.id, jti = id, nbf = validFrom, exp = validUntil — so a plain JWT
 * library checks the same facts. The learner is a pseudonym and a salted email hash, never
 * their name or id (decisions 0023, 0054).
 */
export function buildOpenBadgeCredential({
  issuer,
  issuerName,
  certificate,
  email,
  criteria,
  salt = randomBytes(16).toString('hex'),
}: OpenBadgeInput) {
  const id = credentialIdOf(certificate.id);
  const subjectId = subjectIdOf(certificate.id);
  const course = certificate.objectiveName ?? '';
  const validUntil = certificate.expirationDate;
  return {
    '@context': [...OPEN_BADGE_CONTEXT],
    id,
    type: [...OPEN_BADGE_TYPE],
    issuer: { id: issuer, type: ['Profile'], name: issuerName, url: issuer },
    validFrom: certificate.created,
    ...(validUntil ? { validUntil } : {}),
    name: certificate.certificateTemplate?.name ?? course,
    credentialSubject: {
      id: subjectId,
      type: ['AchievementSubject'],
      identifier: [hashedEmail(email, salt)],
      achievement: {
        id: `urn:uuid:${certificate.objectiveId}`,
        type: ['Achievement'],
        name: course,
        description: certificate.certificateTemplate?.description || course,
        criteria: { narrative: criteria },
      },
    },
    iss: issuer,
    sub: subjectId,
    jti: id,
    nbf: seconds(certificate.created),
    ...(validUntil ? { exp: seconds(validUntil) } : {}),
  };
}
export type OpenBadgeCredential = ReturnType<typeof buildOpenBadgeCredential>;
