import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../test/db.ts';
import type { Db } from './client.ts';

/** On PGlite and, with DATABASE_URL, on PostgreSQL (CI runs both). */
let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => db?.close());

describe('a transaction', () => {
  it('runs statements sent together one after another, in order, with no driver warning', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    try {
      const order = await db.transaction(async (tx) => {
        await tx.query('CREATE TEMP TABLE steps (n int) ON COMMIT DROP');
        await Promise.all([1, 2, 3, 4].map((n) => tx.query('INSERT INTO steps VALUES ($1)', [n])));
        return tx.query<{ n: number }>('SELECT n FROM steps ORDER BY ctid');
      });
      expect(order.map((r) => r.n)).toEqual([1, 2, 3, 4]);
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((w) => /already executing a query/.test(w))).toEqual([]);
    } finally {
      process.off('warning', onWarning);
    }
  });

  it('keeps going after a statement fails only if the work catches it, and rolls back when it throws', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('CREATE TABLE rolled_back (n int)');
        await Promise.all([tx.query('SELECT 1'), tx.query('SELECT * FROM no_such_table')]);
      }),
    ).rejects.toThrow();
    expect(await db.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'rolled_back'")).toEqual([]);
  });
});
