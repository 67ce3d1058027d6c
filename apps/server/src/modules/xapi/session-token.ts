import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The secrets of a cmi5 session (cmi5 §8.2): the one-time key in the fetch URL and the auth
 * token the AU sends as `Authorization: Basic`. Only their SHA-256 is kept; the token is
 * Basic credentials in form (base64 of "session:secret"), so any xAPI client sends it as is.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const newSecret = () => randomBytes(32).toString('base64url');
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest();

export const sameHash = (secret: string, hash: Uint8Array | null) => {
  if (!hash) return false;
  const given = hashSecret(secret);
  return given.length === hash.length && timingSafeEqual(given, hash);
};

export const authToken = (sessionId: string, secret: string) => Buffer.from(`${sessionId}:${secret}`).toString('base64');

/** The session id and secret of an `Authorization: Basic …` header; null for anything else. */
export function readBasicToken(header: string | undefined): { sessionId: string; secret: string } | null {
  const match = /^Basic ([A-Za-z0-9+/=]{1,400})$/.exec(header ?? '');
  if (!match) return null;
  const [sessionId, secret, ...rest] = Buffer.from(match[1]!, 'base64').toString('utf8').split(':');
  if (!sessionId || !UUID.test(sessionId) || !secret || rest.length) return null;
  return { sessionId, secret };
}
