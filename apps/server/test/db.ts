import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDb, type Db } from '../src/db/client.ts';
import { withDatabase } from './global-setup.ts';

/**
 * A fresh, migrated database for one test file: PGlite by default, a clone of the
 * migrated template on PostgreSQL when DATABASE_URL is set. Close it in afterAll.
 */
export async function createTestDb(): Promise<Db> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `${inject('pgTemplate')}_${randomUUID().slice(0, 8)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
    await admin.end();
    const db = await openDb({ databaseUrl: withDatabase(url, name) });
    const close = db.close.bind(db);
    return {
      ...db,
      close: async () => {
        await close();
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  }
  const dump = new Blob([readFileSync(inject('pgliteDump'))]);
  return openDb({ loadDataDir: dump });
}
