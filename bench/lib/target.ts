import { resolve, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDb, type Db } from '../../apps/server/src/db/client.ts';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/lp_bench';
export const DEFAULT_DATA_DIR = join(repoRoot, '.cache/bench-data');

/** Where the benchmark's data lives: PostgreSQL (DATABASE_URL) or an embedded PGlite directory (DATA_DIR). */
export type Target = { kind: 'postgres'; databaseUrl: string; label: string } | { kind: 'pglite'; dataDir: string; label: string };

/**
 * `--db postgres` uses DATABASE_URL (default: lp_bench on the local server), `--db pglite`
 * uses $DATA_DIR/pglite (default .cache/bench-data, like the server's layout, so
 * `DATA_DIR=.cache/bench-data npm start` serves the same data). Without --db: PostgreSQL
 * when DATABASE_URL is set.
 */
export function targetOf(db: string | undefined, env: NodeJS.ProcessEnv = process.env): Target {
  const kind = db ?? (env.DATABASE_URL ? 'postgres' : 'pglite');
  if (kind === 'postgres') {
    const databaseUrl = env.DATABASE_URL || DEFAULT_DATABASE_URL;
    return { kind, databaseUrl, label: `PostgreSQL ${redact(databaseUrl)}` };
  }
  if (kind === 'pglite') {
    const dataDir = join(env.DATA_DIR ? resolve(env.DATA_DIR) : DEFAULT_DATA_DIR, 'pglite');
    return { kind, dataDir, label: `PGlite ${dataDir}` };
  }
  throw new Error(`--db must be pglite or postgres, not "${kind}"`);
}

export function openTarget(target: Target): Promise<Db> {
  return target.kind === 'postgres' ? openDb({ databaseUrl: target.databaseUrl }) : openDb({ dataDir: target.dataDir });
}

/** The database name of a postgres:// URL and the URL of the maintenance database next to it. */
export function databaseOf(url: string): { name: string; maintenanceUrl: string } {
  const u = new URL(url);
  const name = decodeURIComponent(u.pathname.replace(/^\//, ''));
  u.pathname = '/postgres';
  return { name, maintenanceUrl: u.toString() };
}

function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}
