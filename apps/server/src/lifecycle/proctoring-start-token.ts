import { createHash, randomBytes } from 'node:crypto';
import type { ProctoringStartTokenView } from '@lp/contract';
import type { Queryable } from '../db/client.ts';
import { insertStartToken } from './proctoring-repository.ts';

/** Long enough to open the proctoring tool, short enough that a leaked token is soon useless. */
export const START_TOKEN_LIFETIME_SECONDS = 300;

export const startTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * An opaque random token (32 bytes, base64url) for the proctoring tool to open this
 * session. It is returned once; only its hash is stored, with the session, learner and
 * activity path it is bound to and its expiry (docs/decisions/0009).
 */
export async function issueStartToken(
  db: Queryable,
  s: { tenantId: string; userId: string; sessionId: string; activityPathId: string | null; now: Date },
): Promise<ProctoringStartTokenView> {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(s.now.getTime() + START_TOKEN_LIFETIME_SECONDS * 1000);
  await insertStartToken(db, { ...s, tokenHash: startTokenHash(token), expires });
  return { token, proctoringSessionId: s.sessionId, activityPathId: s.activityPathId, expires: expires.toISOString() };
}
