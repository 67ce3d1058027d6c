import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type JWK, type CryptoKey } from 'jose';
import type { Db, Queryable } from '../db/client.ts';

/** Retired keys stay in the key set this long, so tokens signed just before a rotation still verify. */
const RETIRED_KEY_GRACE_MS = 24 * 60 * 60 * 1000;
/** How long a process trusts its cached signing key before looking again (a rotation elsewhere). */
const CACHE_MS = 60_000;

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
}

interface KeyRow {
  kid: string;
  private_jwk: JWK;
  public_jwk: JWK;
  retired_at: Date | null;
}

async function newKeyRow(): Promise<Omit<KeyRow, 'retired_at'>> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const kid = randomUUID();
  const meta = { kid, alg: 'RS256', use: 'sig' };
  return { kid, private_jwk: { ...(await exportJWK(privateKey)), ...meta }, public_jwk: { ...(await exportJWK(publicKey)), ...meta } };
}

async function insertKey(tx: Queryable) {
  const row = await newKeyRow();
  await tx.query('INSERT INTO lti_platform_keys (kid, private_jwk, public_jwk, created_at) VALUES ($1, $2, $3, now())', [
    row.kid,
    JSON.stringify(row.private_jwk),
    JSON.stringify(row.public_jwk),
  ]);
  return row;
}

/** One lock for key creation and rotation, so several server processes starting at once make one key. */
const lockKeys = (tx: Queryable) => tx.query("SELECT pg_advisory_xact_lock(hashtext('lti_platform_keys'))");

const currentKeySql =
  'SELECT kid, private_jwk, public_jwk, retired_at FROM lti_platform_keys WHERE retired_at IS NULL ORDER BY created_at DESC LIMIT 1';

/**
 * The platform's RS256 keys (decision 0019): made at first use and kept in the database,
 * shared by every tenant and process. The newest key not retired signs.
 */
export class PlatformKeys {
  private cached: { at: number; key: SigningKey } | undefined;

  constructor(private readonly db: Db) {}

  async signingKey(): Promise<SigningKey> {
    if (this.cached && Date.now() - this.cached.at < CACHE_MS) return this.cached.key;
    let [row] = await this.db.query<KeyRow>(currentKeySql);
    if (!row) {
      row = await this.db.transaction(async (tx) => {
        await lockKeys(tx);
        const [existing] = await tx.query<KeyRow>(currentKeySql);
        return existing ?? { ...(await insertKey(tx)), retired_at: null };
      });
    }
    const key = { kid: row.kid, privateKey: (await importJWK(row.private_jwk, 'RS256')) as CryptoKey };
    this.cached = { at: Date.now(), key };
    return key;
  }

  /** The public key set: the signing key and keys retired within the grace period. */
  async publicKeySet(): Promise<{ keys: JWK[] }> {
    await this.signingKey();
    const rows = await this.db.query<Pick<KeyRow, 'public_jwk'>>(
      'SELECT public_jwk FROM lti_platform_keys WHERE retired_at IS NULL OR retired_at > $1 ORDER BY created_at DESC',
      [new Date(Date.now() - RETIRED_KEY_GRACE_MS)],
    );
    return { keys: rows.map((r) => r.public_jwk) };
  }

  /** One key of the public set by its id (a `kid` of an Open Badge dereferences to it), or undefined. */
  async publicKey(kid: string): Promise<JWK | undefined> {
    return (await this.publicKeySet()).keys.find((key) => key.kid === kid);
  }
}

/** `npm run lti:rotate-keys`: a new signing key; the old one is retired but published for the grace period. */
export async function rotatePlatformKeys(db: Db): Promise<{ kid: string; retired: string[] }> {
  return db.transaction(async (tx) => {
    await lockKeys(tx);
    const retired = await tx.query<{ kid: string }>(
      'UPDATE lti_platform_keys SET retired_at = now() WHERE retired_at IS NULL RETURNING kid',
    );
    const row = await insertKey(tx);
    return { kid: row.kid, retired: retired.map((r) => r.kid) };
  });
}
