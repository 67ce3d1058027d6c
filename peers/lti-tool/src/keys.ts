/**
 * The tool's RS256 signing key (for client assertions). Kept in a file so a restart keeps
 * the key id platforms may have cached; a missing or unreadable file means a new key,
 * which is fine too: platforms fetch the tool's key set by URL.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import { SIGNING_ALG } from './spec.ts';

export interface ToolKey {
  kid: string;
  privateKey: CryptoKey;
  /** The public half as published in /.well-known/jwks.json. */
  publicJwk: JWK;
}

interface KeyFile {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
}

async function readKeyFile(path: string): Promise<ToolKey | undefined> {
  try {
    const saved = JSON.parse(await readFile(path, 'utf8')) as KeyFile;
    const privateKey = await importJWK(saved.privateJwk, SIGNING_ALG);
    if (privateKey instanceof Uint8Array) return undefined;
    return { kid: saved.kid, privateKey, publicJwk: saved.publicJwk };
  } catch {
    return undefined;
  }
}

export async function generateToolKey(): Promise<{ key: ToolKey; privateJwk: JWK }> {
  const pair = await generateKeyPair(SIGNING_ALG, { extractable: true });
  const { kty, n, e } = await exportJWK(pair.publicKey);
  const kid = await calculateJwkThumbprint({ kty, n, e });
  const publicJwk: JWK = { kty, n, e, kid, alg: SIGNING_ALG, use: 'sig' };
  return {
    key: { kid, privateKey: pair.privateKey, publicJwk },
    privateJwk: { ...(await exportJWK(pair.privateKey)), kid, alg: SIGNING_ALG },
  };
}

/** Reads the key from `path`, or makes one and writes it there (atomically: two tools may start at once). */
export async function loadOrCreateKey(path: string): Promise<ToolKey> {
  const saved = await readKeyFile(path);
  if (saved) return saved;
  const { key, privateJwk } = await generateToolKey();
  const file: KeyFile = { kid: key.kid, privateJwk, publicJwk: key.publicJwk };
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(file), { mode: 0o600 });
  await rename(temporary, path);
  return key;
}
