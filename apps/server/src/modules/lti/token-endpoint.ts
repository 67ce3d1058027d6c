import { createHash, randomBytes } from 'node:crypto';
import { ACS_SCOPE, AgsScope } from '@lp/contract/lti';
import type { Db } from '../../db/client.ts';
import { AssertionError, assertedClientId, verifyClientAssertion } from './client-assertion.ts';
import { findToolByClientId, insertAccessToken, spendAssertion } from './lti-repository.ts';

export const ACCESS_TOKEN_LIFETIME_S = 3600;
const JWT_BEARER = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';
/** The services a tool may ask a token for: grades (AGS) and, for a proctoring tool, assessment control. */
const SERVICE_SCOPES: ReadonlySet<string> = new Set([...Object.values(AgsScope), ACS_SCOPE]);

export type TokenAnswer =
  | { status: 200; body: { access_token: string; token_type: 'Bearer'; expires_in: number; scope: string } }
  | { status: 400 | 401; body: { error: string; error_description: string } };

const oauthError = (status: 400 | 401, error: string, description: string): TokenAnswer => ({
  status,
  body: { error, error_description: description },
});

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The token endpoint for the tools' service calls (RFC 6749 §4.4 client credentials,
 * authenticated by a signed JWT, RFC 7523; LTI Security Framework §4.1): a short-lived,
 * opaque bearer token limited to the AGS scopes the tool asked for and is registered for.
 * Only its hash is stored. Refusals use OAuth's error shape (RFC 6749 §5.2).
 */
export async function issueAccessToken(
  db: Db,
  form: Record<string, unknown>,
  tenantId: string,
  audiences: string[],
  now: Date,
): Promise<TokenAnswer> {
  const field = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : undefined);
  const grantType = field('grant_type');
  if (!grantType) return oauthError(400, 'invalid_request', 'grant_type is required.');
  if (grantType !== 'client_credentials') return oauthError(400, 'unsupported_grant_type', 'Only client_credentials is supported.');
  if (field('client_assertion_type') !== JWT_BEARER)
    return oauthError(400, 'invalid_request', `client_assertion_type must be ${JWT_BEARER}.`);
  const assertion = field('client_assertion');
  if (!assertion || assertion.length > 16_384) return oauthError(400, 'invalid_request', 'A client_assertion (a signed JWT) is required.');
  const requested = (field('scope') ?? '').split(' ').filter(Boolean);
  if (requested.length === 0) return oauthError(400, 'invalid_scope', 'Ask for at least one scope.');

  const clientId = assertedClientId(assertion);
  const tool = clientId ? await findToolByClientId(db, tenantId, clientId) : undefined;
  if (!tool)
    return oauthError(401, 'invalid_client', 'The client assertion does not name a registered tool (iss and sub must be its client id).');
  let verified: { jti: string; exp: number };
  try {
    verified = await verifyClientAssertion(assertion, tool, audiences);
  } catch (error) {
    return oauthError(
      401,
      'invalid_client',
      error instanceof AssertionError ? error.message : 'The client assertion could not be checked.',
    );
  }
  const granted = requested.filter((scope) => SERVICE_SCOPES.has(scope) && tool.scopes.includes(scope));
  if (granted.length === 0) return oauthError(400, 'invalid_scope', 'None of the requested scopes is granted to this tool.');
  if (!(await spendAssertion(db, tool.id, verified.jti, new Date(verified.exp * 1000)))) {
    return oauthError(401, 'invalid_client', 'This client assertion was used already (jti).');
  }
  const token = randomBytes(32).toString('base64url');
  await insertAccessToken(db, {
    hash: hashToken(token),
    toolId: tool.id,
    scopes: granted,
    expiresAt: new Date(now.getTime() + ACCESS_TOKEN_LIFETIME_S * 1000),
  });
  return {
    status: 200,
    body: { access_token: token, token_type: 'Bearer', expires_in: ACCESS_TOKEN_LIFETIME_S, scope: granted.join(' ') },
  };
}
