/**
 * No index of the schema is made redundant by another on the same table: one whose key
 * columns are the leading key columns of another (same order, same operator classes,
 * neither partial nor on expressions) serves no query the other does not, and costs a
 * write on every insert and update. Unique and primary-key indexes are kept: they are rules.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDb } from '../../test/db.ts';
import type { Db } from './client.ts';

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => db?.close());

/** Non-unique B-tree indexes whose key columns (and operator classes) lead another index of their table. */
const redundantIndexes = () =>
  db.query<{ table: string; redundant: string; kept: string }>(
    `SELECT a.indrelid::regclass::text AS "table", a.indexrelid::regclass::text AS redundant, b.indexrelid::regclass::text AS kept
       FROM pg_index a
       JOIN pg_index b ON b.indrelid = a.indrelid AND b.indexrelid <> a.indexrelid
       JOIN pg_class c ON c.oid = a.indrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
       JOIN pg_class ia ON ia.oid = a.indexrelid
       JOIN pg_class ib ON ib.oid = b.indexrelid
      WHERE NOT a.indisunique AND a.indpred IS NULL AND b.indpred IS NULL AND a.indexprs IS NULL AND b.indexprs IS NULL
        AND ia.relam = ib.relam AND ia.relam = (SELECT oid FROM pg_am WHERE amname = 'btree')
        AND a.indnkeyatts <= b.indnkeyatts
        AND (a.indkey::int2[])[0:a.indnkeyatts - 1] = (b.indkey::int2[])[0:a.indnkeyatts - 1]
        AND (a.indclass::oid[])[0:a.indnkeyatts - 1] = (b.indclass::oid[])[0:a.indnkeyatts - 1]
      ORDER BY 1, 2, 3`,
  );

it('has no index whose key columns lead another index of the same table', async () => {
  expect(await redundantIndexes()).toEqual([]);
});

it('finds such an index when there is one', async () => {
  await db.query('CREATE INDEX redundant_probe ON objective_workflow_aggregates (user_id)');
  try {
    expect((await redundantIndexes()).map((r) => r.redundant)).toContain('redundant_probe');
  } finally {
    await db.query('DROP INDEX redundant_probe');
  }
});
