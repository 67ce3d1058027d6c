import type { Db } from '../../db/client.ts';
import { findSession } from './cmi5-repository.ts';
import { authToken, hashSecret, newSecret, sameHash } from './session-token.ts';
import { isUuid } from './statement-shape.ts';

type FetchAnswer = { 'auth-token': string } | { 'error-code': '1' | '2' | '3'; 'error-text': string };

/**
 * The fetch URL (cmi5 §8.2): the auth token the first time, in a transaction with the
 * session locked so two calls at once cannot both get one; after that, or once the session
 * is over, error code 1; an unknown or altered URL error code 2. Always status 200 (§8.2.1).
 */
export async function fetchAuthToken(db: Db, tenantId: string, sessionId: string, key: string, now: Date): Promise<FetchAnswer> {
  const securityError = { 'error-code': '2', 'error-text': 'This fetch URL is not valid.' } as const;
  if (!isUuid(sessionId)) return securityError;
  return db.transaction(async (tx) => {
    const session = await findSession(tx, sessionId, true);
    if (!session || session.tenant_id !== tenantId || !sameHash(key, session.fetch_hash)) return securityError;
    if (session.fetched_at || session.abandoned_at || session.terminated_at || session.expires_at.getTime() <= now.getTime())
      return { 'error-code': '1', 'error-text': 'The authorization token has already been returned.' } as const;
    const secret = newSecret();
    await tx.query('UPDATE cmi5_sessions SET fetched_at = $2, token_hash = $3 WHERE id = $1', [sessionId, now, hashSecret(secret)]);
    return { 'auth-token': authToken(sessionId, secret) };
  });
}
