import { compactVerify, decodeProtectedHeader, importJWK, SignJWT, type JWK, type JWTPayload } from 'jose';
import { LtiPaths } from '@lp/contract/lti';
import type { CredentialCheckReason } from '@lp/contract/wallet';
import { getCertificateStatus } from '@lp/domain';
import type { PlatformKeys } from '../../lib/platform-keys.ts';
import { OPEN_BADGE_CONTEXT, type OpenBadgeCredential } from './open-badge.ts';

/**
 * The `kid` of our credentials (OB 3.0 §8.2: "a URI that can be dereferenced to an object of
 * type JWK"): the address of the one key on the issuer's site, which answers the bare JWK —
 * what 1EdTech's validator reads from it (decision 0054).
 */
export const jwkUrlOf = (issuer: string, kid: string) => new URL(LtiPaths.jwk(kid), issuer).toString();

/**
 * Signs the credential as a VC-JWT exactly as OB 3.0 §8.2 lets it ("Additional JOSE Headers
 * are NOT allowed"): `alg` RS256 with the platform's current key, `kid` that key's URI,
 * `typ` "JWT" — no `jku`, and not VC-JOSE-COSE's `vc+jwt`, which §8.2 does not allow.
 */
export async function signOpenBadge(credential: OpenBadgeCredential, keys: PlatformKeys): Promise<string> {
  const { kid, privateKey } = await keys.signingKey();
  return new SignJWT(credential as unknown as JWTPayload)
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: jwkUrlOf(credential.issuer.id, kid) })
    .sign(privateKey);
}

/**
 * The key a credential names, among this site's published keys: its `kid` is our key's URI on
 * this issuer's site, or (credentials exported before decision 0054) the key's bare id.
 */
async function publishedKeyFor(kid: unknown, issuer: string, keys: PlatformKeys): Promise<JWK | undefined> {
  if (typeof kid !== 'string') return undefined;
  const prefix = jwkUrlOf(issuer, '');
  return keys.publicKey(kid.startsWith(prefix) ? kid.slice(prefix.length) : kid);
}

/** `credential` once it is known to be ours (signed, well formed, this issuer): an expired one still says what it certified. */
type Check = { reason: CredentialCheckReason | null; credential?: Record<string, unknown> };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const issuerIdOf = (issuer: unknown) =>
  typeof issuer === 'string' ? issuer : isObject(issuer) && typeof issuer.id === 'string' ? issuer.id : null;

/** An OpenBadgeCredential in the shape we issue: both contexts first, both types, an issuer. */
function isOpenBadgeCredential(payload: Record<string, unknown>): boolean {
  const context = payload['@context'];
  const type = payload.type;
  return (
    Array.isArray(context) &&
    OPEN_BADGE_CONTEXT.every((c, i) => context[i] === c) &&
    Array.isArray(type) &&
    type.includes('VerifiableCredential') &&
    type.includes('OpenBadgeCredential') &&
    issuerIdOf(payload.issuer) !== null &&
    typeof payload.id === 'string' &&
    typeof payload.validFrom === 'string'
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
    const { payload: bytes } = await compactVerify(
      jwt,
      async (header) => {
        const key = await publishedKeyFor(header.kid, issuer, keys);
        if (!key) throw new Error('Not a key this site publishes');
        return importJWK(key, 'RS256');
      },
      { algorithms: ['RS256'] },
    );
    payload = JSON.parse(new TextDecoder().decode(bytes));
  } catch (error) {
    return { reason: error instanceof SyntaxError ? 'malformed' : isJoseFormatError(error) ? 'malformed' : 'signature' };
  }
  if (!isObject(payload) || !isOpenBadgeCredential(payload)) return { reason: 'malformed' };
  if (issuerIdOf(payload.issuer) !== issuer || (payload.iss !== undefined && payload.iss !== issuer)) return { reason: 'issuer' };
  if (getCertificateStatus({ expirationDate: typeof payload.validUntil === 'string' ? payload.validUntil : null }, now) === 'expired')
    return { reason: 'expired', credential: payload };
  return { reason: null, credential: payload };
}

/** A token that is not a compact JWS at all (jose's JWSInvalid) is malformed, not badly signed. */
const isJoseFormatError = (error: unknown) => isObject(error) && error.code === 'ERR_JWS_INVALID';
