import { compactVerify, createLocalJWKSet, decodeProtectedHeader, SignJWT, type JWTPayload } from 'jose';
import { LtiPaths } from '@lp/contract/lti';
import type { CredentialCheckReason } from '@lp/contract/wallet';
import { getCertificateStatus } from '@lp/domain';
import type { PlatformKeys } from '../lti/index.ts';
import { OPEN_BADGE_CONTEXT, type OpenBadgeCredential } from './open-badge.ts';

/** Where a verifier finds the keys: the platform's published key set on the issuer's site, the one LTI tools use (decision 0023). */
export const jwksUrlOf = (issuer: string) => new URL(LtiPaths.jwks, issuer).toString();

/**
 * Signs the credential as a VC-JWT (OB 3.0 §8.2, VC-JOSE-COSE §3.1.1): RS256 with the
 * platform's current key, `typ` vc+jwt, `kid` the key's id in the issuer's key set, `jku`
 * that key set's URL.
 */
export async function signOpenBadge(credential: OpenBadgeCredential, keys: PlatformKeys): Promise<string> {
  const { kid, privateKey } = await keys.signingKey();
  return new SignJWT(credential as unknown as JWTPayload)
    .setProtectedHeader({ alg: 'RS256', typ: 'vc+jwt', kid, jku: jwksUrlOf(credential.issuer.id) })
    .sign(privateKey);
}

/** `credential` once it is known to be ours (signed, well formed, this issuer): an expired one still says what it certified. */
type Check = { reason: CredentialCheckReason | null; credential?: Record<string, unknown> };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const issuerIdOf = (issuer: unknown) => (typeof issuer === 'string' ? issuer : isObject(issuer) && typeof issuer.id === 'string' ? issuer.id : null);

/** An OpenBadgeCredential in the shape we issue: both contexts first, both types, an issuer. */
function isOpenBadgeCredential(payload: Record<string, unknown>): boolean {
  const context = payload['@context'];
  const type = payload.type;
  return (
    Array.isArray(context) && OPEN_BADGE_CONTEXT.every((c, i) => context[i] === c) &&
    Array.isArray(type) && type.includes('VerifiableCredential') && type.includes('OpenBadgeCredential') &&
    issuerIdOf(payload.issuer) !== null && typeof payload.id === 'string' && typeof payload.validFrom === 'string'
  );
}

/**
 * Checks a pasted credential against this site's published keys, in the order a verifier
 * would: readable VC-JWT, signature by a key of the set (any change to header or payload
 * breaks it), an OpenBadgeCredential, issued by this tenant (the keys are the platform's,
 * shared by its tenants), not past its validUntil. The signature alone is checked by
 * jose; the dates by the domain's certificate status, not by the JWT's exp.
 */
export async function checkOpenBadge(jwt: string, issuer: string, keys: PlatformKeys, now: Date): Promise<Check> {
  try {
    if (decodeProtectedHeader(jwt).alg !== 'RS256') return { reason: 'signature' };
  } catch {
    return { reason: 'malformed' };
  }
  let payload: unknown;
  try {
    const { payload: bytes } = await compactVerify(jwt, createLocalJWKSet(await keys.publicKeySet()), { algorithms: ['RS256'] });
    payload = JSON.parse(new TextDecoder().decode(bytes));
  } catch (error) {
    return { reason: error instanceof SyntaxError ? 'malformed' : isJoseFormatError(error) ? 'malformed' : 'signature' };
  }
  if (!isObject(payload) || !isOpenBadgeCredential(payload)) return { reason: 'malformed' };
  if (issuerIdOf(payload.issuer) !== issuer || (payload.iss !== undefined && payload.iss !== issuer)) return { reason: 'issuer' };
  if (getCertificateStatus({ expirationDate: typeof payload.validUntil === 'string' ? payload.validUntil : null }, now) === 'expired') return { reason: 'expired', credential: payload };
  return { reason: null, credential: payload };
}

/** A token that is not a compact JWS at all (jose's JWSInvalid) is malformed, not badly signed. */
const isJoseFormatError = (error: unknown) => isObject(error) && error.code === 'ERR_JWS_INVALID';
