import { createLocalJWKSet, createRemoteJWKSet, decodeJwt, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { ToolRow } from './lti-repository.ts';

/** Only RSA signatures as LTI requires (Security Framework §5.4): `none` and HMAC with a public key as secret are refused. */
export const TOOL_ALGORITHMS = ['RS256', 'RS384', 'RS512'];

/** Remote key sets are cached per URL (jose keeps them fresh and refetches on an unknown kid). */
const remoteSets = new Map<string, JWTVerifyGetKey>();

/** How a tool's signatures are checked: its key set by URL, or its fixed key. */
export function toolKey(tool: ToolRow): JWTVerifyGetKey {
  if (tool.jwks_url) {
    let set = remoteSets.get(tool.jwks_url);
    if (!set)
      remoteSets.set(
        tool.jwks_url,
        (set = createRemoteJWKSet(new URL(tool.jwks_url), { timeoutDuration: 5000, cooldownDuration: 30_000 })),
      );
    return set;
  }
  // A fixed key without a kid still matches: the set is given the one key, whatever the header names.
  const jwk = tool.public_jwk!;
  const set = createLocalJWKSet({ keys: [jwk] });
  return jwk.kid ? set : (header, token) => set({ ...header, kid: undefined }, token);
}

/** The client id a client assertion claims to be from, read before its signature is checked (to find the key). */
export function assertedClientId(assertion: string): string | undefined {
  try {
    const claims = decodeJwt(assertion);
    return typeof claims.iss === 'string' && claims.iss === claims.sub ? claims.iss : undefined;
  } catch {
    return undefined;
  }
}

export class AssertionError extends Error {}

/**
 * A tool's client assertion (RFC 7523 §3, LTI Security Framework §4.1): signed by the
 * tool's registered key, issued by and about its client id, for this token endpoint,
 * not expired, with a jti (spent by the caller, so it is good once).
 */
export async function verifyClientAssertion(assertion: string, tool: ToolRow, audiences: string[]): Promise<{ jti: string; exp: number }> {
  try {
    const key = toolKey(tool);
    const { payload } = await jwtVerify(assertion, key, {
      algorithms: TOOL_ALGORITHMS,
      issuer: tool.client_id,
      subject: tool.client_id,
      audience: audiences,
      maxTokenAge: '1h',
      requiredClaims: ['jti', 'exp', 'iat'],
      clockTolerance: 60,
    });
    if (typeof payload.jti !== 'string' || payload.jti.length > 255) throw new AssertionError('The client assertion needs a jti.');
    return { jti: payload.jti, exp: payload.exp! };
  } catch (error) {
    if (error instanceof AssertionError) throw error;
    if (error instanceof errors.JOSEError) throw new AssertionError(describe(error));
    throw new AssertionError('The client assertion could not be checked.');
  }
}

function describe(error: InstanceType<typeof errors.JOSEError>): string {
  if (error instanceof errors.JWTExpired) return 'The client assertion has expired.';
  if (error instanceof errors.JWTClaimValidationFailed) return `The client assertion's ${error.claim} claim is not valid.`;
  if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWSSignatureVerificationFailed)
    return 'The client assertion is not signed by a key of this tool.';
  if (error instanceof errors.JOSEAlgNotAllowed) return 'The client assertion must be signed with RS256.';
  if (error instanceof errors.JWKSTimeout || error instanceof errors.JOSENotSupported) return "The tool's keys could not be read.";
  return 'The client assertion is not a valid signed token.';
}
