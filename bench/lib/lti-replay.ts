/**
 * A tool's retry as the platform sees it: the very score payload posted again to the
 * line item's score service, with an access token obtained the way the tool obtains one
 * (client credentials with a client assertion signed by the tool's key). The bench gave
 * the tool process its key file, so it can sign as the tool; nothing of the platform is
 * bypassed.
 */
import { createPrivateKey, randomUUID, sign, type JsonWebKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { AgsMediaType, AgsScope, LtiPaths } from '@lp/contract/lti';

const b64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

/** An RS256 client assertion (RFC 7523) for the token endpoint, signed with the tool's key file. */
function clientAssertion(keyFile: string, clientId: string, tokenUrl: string): string {
  const { kid, privateJwk } = JSON.parse(readFileSync(keyFile, 'utf8')) as { kid: string; privateJwk: JsonWebKey };
  const now = Math.floor(Date.now() / 1000);
  const input = `${b64url(JSON.stringify({ alg: 'RS256', kid, typ: 'JWT' }))}.${b64url(JSON.stringify({ iss: clientId, sub: clientId, aud: tokenUrl, iat: now, exp: now + 300, jti: randomUUID() }))}`;
  return `${input}.${b64url(sign('sha256', Buffer.from(input), createPrivateKey({ key: privateJwk, format: 'jwk' })))}`;
}

export async function toolAccessToken(portal: string, keyFile: string, clientId: string): Promise<string> {
  const tokenUrl = `${portal}${LtiPaths.token}`;
  const response = await fetch(tokenUrl, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      client_assertion: clientAssertion(keyFile, clientId, tokenUrl),
      scope: AgsScope.score,
    }),
  });
  const answer = (await response.json()) as { access_token?: string };
  if (!response.ok || !answer.access_token)
    throw new Error(`The token endpoint refused the bench's assertion: HTTP ${response.status} ${JSON.stringify(answer)}`);
  return answer.access_token;
}

export interface StoredScore {
  user_id: string;
  score_given: number | null;
  score_maximum: number | null;
  activity_progress: string;
  grading_progress: string;
  comment: string | null;
  timestamp: Date;
}

/** Posts a stored score again, field for field (the same timestamp): answers the HTTP status. */
export async function repostScore(
  portal: string,
  token: string,
  objectiveId: string,
  activityId: string,
  stored: StoredScore,
): Promise<number> {
  const score = {
    userId: stored.user_id,
    ...(stored.score_given !== null ? { scoreGiven: stored.score_given } : {}),
    ...(stored.score_maximum !== null ? { scoreMaximum: stored.score_maximum } : {}),
    ...(stored.comment !== null ? { comment: stored.comment } : {}),
    activityProgress: stored.activity_progress,
    gradingProgress: stored.grading_progress,
    timestamp: stored.timestamp.toISOString(),
  };
  const response = await fetch(`${portal}${LtiPaths.scores(objectiveId, activityId)}`, {
    method: 'POST',
    headers: { 'content-type': AgsMediaType.score, authorization: `Bearer ${token}` },
    body: JSON.stringify(score),
  });
  await response.arrayBuffer();
  return response.status;
}
