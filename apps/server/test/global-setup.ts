import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDb, dumpPglite } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';

/**
 * Migrates once per run: a PGlite dump that every test file loads (0.7 s instead of a
 * 4 s initdb), and with DATABASE_URL a template database every test file clones.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `lp_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    await admin.end();
    const db = await openDb({ databaseUrl: withDatabase(url, template) });
    await migrate(db);
    await db.close();
    project.provide('pgTemplate', template);
    return async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      const left = await c.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`${template}\\_%`]);
      for (const { datname } of left.rows) await c.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      await c.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await c.end();
    };
  }
  const db = await openDb({});
  await migrate(db);
  const dump = await dumpPglite(db);
  await db.close();
  const dir = join(tmpdir(), 'lp-test');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `pglite-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
  return undefined;
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    pgTemplate: string;
  }
}
