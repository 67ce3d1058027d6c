import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { getOrCreateSecret } from '../../lib/server-secrets.ts';

/**
 * A token for the few forms the server renders itself (the sign-out confirmation): an
 * HMAC of the session's id under a secret every process shares. A page of another site
 * cannot read it, so it cannot post the form; it changes with every session.
 */
export function createFormTokens(db: Db) {
  let key: Promise<string> | undefined;
  const secret = () => (key ??= getOrCreateSecret(db, 'auth.form-token-key', () => randomBytes(32).toString('base64url')));
  const sign = async (sessionId: string) =>
    createHmac('sha256', await secret())
      .update(sessionId)
      .digest('base64url');
  return {
    sign,
    async verify(sessionId: string, token: unknown): Promise<boolean> {
      if (typeof token !== 'string') return false;
      const expected = Buffer.from(await sign(sessionId));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
