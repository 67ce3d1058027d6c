import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db } from './client.ts';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

/**
 * Applies every migration not yet applied, in file-name order, each in its own
 * transaction. An advisory lock keeps two processes starting together on one
 * PostgreSQL database from applying the same file twice.
 */
export async function migrate(db: Db): Promise<string[]> {
  const files = readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(74201)');
    await tx.query('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const done = new Set((await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
    for (const file of files) {
      if (done.has(file)) continue;
      await tx.exec(readFileSync(migrationsDir + file, 'utf8'));
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      applied.push(file);
    }
  });
  return applied;
}

/** Migration files this database has not applied yet (the readiness check: a new process before the old schema is upgraded). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const files = readdirSync(migrationsDir).filter((f) => f.endsWith('.sql'));
  const done = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
  return files.filter((f) => !done.has(f)).sort();
}
