import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What a launch of package content may read on the content origin (decision 0078): the
 * files of one package of one tenant, for one learner's attempt, until it expires. The
 * token is the first segment of every URL there, so the package's relative links keep it;
 * the content origin never sees the portal's session cookie.
 */
export interface ContentClaims {
  /** tenant id */
  t: string;
  /** package id */
  p: string;
  /** user id */
  u: string;
  /** the activity workflow (attempt) the launch belongs to, when there is one */
  w?: string;
  /** expiry, seconds since the epoch */
  e: number;
}

/** A launch lasts as long as a working day: a learner may keep a lesson open that long. */
export const CONTENT_TOKEN_SECONDS = 12 * 3600;
const MAX_TOKEN_LENGTH = 600;

const mac = (key: string, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

export function signContentToken(key: string, claims: Omit<ContentClaims, 'e'>, now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ ...claims, e: Math.floor(now / 1000) + CONTENT_TOKEN_SECONDS })).toString('base64url');
  return `${payload}.${mac(key, payload)}`;
}

/** The claims of a token this server signed and that has not expired; null for anything else. */
export function verifyContentToken(key: string, token: string, now = Date.now()): ContentClaims | null {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length) return null;
  const expected = Buffer.from(mac(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<ContentClaims>;
    const valid =
      typeof claims.t === 'string' &&
      typeof claims.p === 'string' &&
      typeof claims.u === 'string' &&
      (claims.w === undefined || typeof claims.w === 'string') &&
      typeof claims.e === 'number';
    return valid && claims.e! * 1000 > now ? (claims as ContentClaims) : null;
  } catch {
    return null;
  }
}
