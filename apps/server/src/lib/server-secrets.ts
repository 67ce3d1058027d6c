import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { Db } from '../db/client.ts';

/**
 * A secret made once and shared by every process through the database. The insert
 * races are settled by the primary key: whoever loses reads the winner's value.
 */
export async function getOrCreateSecret<T>(db: Db, name: string, make: () => T): Promise<T> {
  const existing = await db.query<{ value: T }>('SELECT value FROM server_secrets WHERE name = $1', [name]);
  if (existing[0]) return existing[0].value;
  await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, JSON.stringify(make())]);
  const rows = await db.query<{ value: T }>('SELECT value FROM server_secrets WHERE name = $1', [name]);
  return rows[0]!.value;
}

export const makeSigningKey = () => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: randomBytes(8).toString('hex'), use: 'sig', alg: 'RS256' };
};

export const makeCookieKeys = () => [randomBytes(32).toString('base64url'), randomBytes(32).toString('base64url')];

/** The key of the content origin's launch tokens (lib/content-token.ts). */
export const makeContentTokenKey = () => randomBytes(32).toString('base64url');
