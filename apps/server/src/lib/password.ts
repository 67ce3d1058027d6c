import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCb) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

/**
 * A hash of a password nobody knows, made like every stored one. Checking against it
 * when there is no usable stored hash (unknown address, deactivated account, a user of
 * an external issuer) costs the same scrypt run as a real check, so the answer time
 * does not tell which email addresses have an account.
 */
const STAND_IN_HASH = 'scrypt$buWJiM2-LaAvLUYip7zPWg$7VrePQzsqUj1di-jPZ4wGsAwKxGqvOZ8QXtISUDeGpY';

/** scrypt with a random salt, stored as `scrypt$<salt>$<hash>` (base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, 32);
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

/** True when `password` matches `stored`. Does one scrypt run whatever `stored` is, even none. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = parseHash(stored);
  const { salt, hash } = parsed ?? parseHash(STAND_IN_HASH)!;
  const actual = await scrypt(password, salt, hash.length);
  return timingSafeEqual(actual, hash) && parsed !== undefined;
}

function parseHash(stored: string | null | undefined): { salt: Buffer; hash: Buffer } | undefined {
  const [scheme, salt, hash] = (stored ?? '').split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return undefined;
  const parsed = { salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') };
  return parsed.salt.length > 0 && parsed.hash.length > 0 ? parsed : undefined;
}
