import { existsSync, rmSync } from 'node:fs';
import { openDb } from '../../apps/server/src/db/client.ts';
import { databaseOf, type Target } from './target.ts';

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** Creates the benchmark's PostgreSQL database when it does not exist yet. */
export async function createDatabaseIfMissing(url: string, log: (line: string) => void): Promise<void> {
  const { name, maintenanceUrl } = databaseOf(url);
  const admin = await openDb({ databaseUrl: maintenanceUrl });
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.length > 0) return;
    if (!IDENTIFIER.test(name)) throw new Error(`Create the database "${name}" yourself: the name needs quoting`);
    await admin.exec(`CREATE DATABASE ${name}`);
    log(`  created database ${name}`);
  } finally {
    await admin.close();
  }
}

/**
 * --fresh: drops the benchmark database or removes its PGlite directory. Only names
 * containing "bench" qualify, so a mistyped DATABASE_URL cannot wipe real data; a
 * database someone is connected to is not dropped (no FORCE).
 */
export async function dropDataset(target: Target, log: (line: string) => void): Promise<void> {
  if (target.kind === 'pglite') {
    if (!/bench/i.test(target.dataDir))
      throw new Error(`--fresh only removes a data directory whose path contains "bench", not ${target.dataDir}`);
    if (existsSync(target.dataDir)) rmSync(target.dataDir, { recursive: true, force: true });
    log(`  removed ${target.dataDir}`);
    return;
  }
  const { name, maintenanceUrl } = databaseOf(target.databaseUrl);
  if (!/bench/i.test(name) || !IDENTIFIER.test(name))
    throw new Error(`--fresh only drops a database whose name contains "bench", not "${name}"`);
  const admin = await openDb({ databaseUrl: maintenanceUrl });
  try {
    await admin.exec(`DROP DATABASE IF EXISTS ${name}`);
    log(`  dropped database ${name}`);
  } finally {
    await admin.close();
  }
}
