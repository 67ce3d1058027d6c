// A verifier that follows Open Badges 3.0 §8.2 ("JSON Web Token Proof Format") to the letter,
// for the tests (issue 31): it shares no code with the server, finds the key only by
// dereferencing the header's `kid` (or reading its `jwk`), checks the signature and the
// registered claims with `jose`, and the credential with the OpenBadgeCredential JSON Schema
// (open-badge-schema.ts) through ajv. Answers every rule broken, [] when none is.
import { Ajv2019 } from 'ajv/dist/2019.js';
import addFormats from 'ajv-formats';
import { decodeProtectedHeader, importJWK, jwtVerify, type JWK } from 'jose';
import { OPEN_BADGE_CREDENTIAL_SCHEMA } from './open-badge-schema.ts';

/** §8.2 "Create the JOSE Header": these and no others ("Additional JOSE Headers are NOT allowed"). */
const JOSE_HEADERS = new Set(['alg', 'kid', 'jwk', 'typ']);

const ajv = new Ajv2019({ allErrors: true, strict: false });
addFormats.default(ajv);
const validateCredential = ajv.compile(OPEN_BADGE_CREDENTIAL_SCHEMA);

const isAbsoluteUri = (value: unknown) => typeof value === 'string' && URL.canParse(value);
const seconds = (dateTime: unknown) => (typeof dateTime === 'string' ? Math.floor(Date.parse(dateTime) / 1000) : undefined);

/** §8.2 "Dereferencing the Public Key": the URI's answer, which must be a JWK. */
export type Dereference = (uri: string) => Promise<unknown>;

export async function obVcJwtProblems(jwt: string, dereference: Dereference): Promise<string[]> {
  const problems: string[] = [];
  const header = decodeProtectedHeader(jwt) as Record<string, unknown>;
  for (const name of Object.keys(header)) if (!JOSE_HEADERS.has(name)) problems.push(`header: ${name} is not allowed`);
  if (header.alg !== 'RS256') problems.push('header: alg must be RS256');
  if (header.typ !== undefined && header.typ !== 'JWT')
    problems.push(`header: typ, if present, must be "JWT", not ${JSON.stringify(header.typ)}`);
  if (header.kid === undefined && header.jwk === undefined) problems.push('header: kid or jwk is required');
  if (header.kid !== undefined && !isAbsoluteUri(header.kid))
    problems.push(`header: kid must be a URI that dereferences to a JWK, not ${JSON.stringify(header.kid)}`);
  if (problems.length > 0) return problems;

  const jwk = (header.kid !== undefined ? await dereference(header.kid as string) : header.jwk) as JWK | undefined;
  if (typeof jwk !== 'object' || jwk === null || typeof jwk.kty !== 'string') return ['key: the kid does not dereference to a JWK'];
  if ('d' in jwk) return ['key: the JWK must never contain "d"'];

  let payload: Record<string, unknown>;
  try {
    payload = (await jwtVerify(jwt, await importJWK(jwk, 'RS256'), { algorithms: ['RS256'] })).payload as Record<string, unknown>;
  } catch (error) {
    return [`signature or dates: ${(error as Error).message}`];
  }

  // §8.2 "Verify a Credential VC-JWT Signature", and the claims "JWT Payload Format" requires.
  const credential = payload;
  const issuer = credential.issuer as { id?: unknown } | string | undefined;
  const subject = credential.credentialSubject as { id?: unknown } | undefined;
  const checks: [string, unknown, unknown][] = [
    ['iss', payload.iss, typeof issuer === 'string' ? issuer : issuer?.id],
    ['sub', payload.sub, subject?.id],
    ['jti', payload.jti, credential.id],
    ['nbf', payload.nbf, seconds(credential.validFrom)],
  ];
  for (const [claim, value, expected] of checks) {
    if (value === undefined) problems.push(`claims: ${claim} is required`);
    else if (value !== expected)
      problems.push(`claims: ${claim} ${JSON.stringify(value)} does not match the credential's ${JSON.stringify(expected)}`);
  }
  // exp is "Required if the OpenBadgeCredential has an validUntil", and then is that date.
  if (credential.validUntil !== undefined && payload.exp !== seconds(credential.validUntil))
    problems.push(`claims: exp ${JSON.stringify(payload.exp)} is not the credential's validUntil`);

  if (!validateCredential(credential))
    for (const error of validateCredential.errors ?? []) problems.push(`schema: ${error.instancePath || '/'} ${error.message}`);
  return problems;
}
