/**
 * This round's migrations upgrade a database that already holds data, in place, as an
 * operator's `npm start` of a new version does (every other test migrates an empty
 * database first). The demo's data is imported at the latest schema, the migrations
 * below are undone by hand back to the 0029 schema, and `migrate` applies them again:
 * - 0030 adds the runs' activities version (every existing run starts at 0) and its
 *   triggers: the runs' trees served right after the upgrade are the fresh ones, and a
 *   change made after it moves the tree;
 * - 0031 drops the aggregates' duplicate index.
 * On PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { WORKFLOW_PATHS } from '@lp/contract';
import type { Db } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { compactTreeJson } from '../src/modules/content/compact-tree.ts';
import { loadRunParts } from '../src/data/run-tree/run-tree.ts';
import { importDemo } from './demo.ts';
import { setupTestApp } from './setup-test-app.ts';

/** The 0029 schema, from the latest: what 0030 and 0031 added, removed; what 0031 dropped, back. */
const UNDO = [
  ...['activity_workflows', 'activity_records'].flatMap((table) =>
    ['ins', 'upd', 'del'].map((op) => `DROP TRIGGER ${table}_version_${op} ON ${table}`),
  ),
  'DROP FUNCTION activity_workflows_changed()',
  'DROP FUNCTION activity_records_changed()',
  'DROP FUNCTION runs_bump_activities_version(uuid[])',
  'ALTER TABLE objective_workflows DROP COLUMN activities_version',
  'DROP SEQUENCE run_activities_version_seq',
  'CREATE INDEX objective_workflow_aggregates_user_idx ON objective_workflow_aggregates (user_id, objective_id)',
  `DELETE FROM schema_migrations WHERE name IN ('0030_run_activities_version.sql', '0031_drop_duplicate_aggregate_index.sql')`,
];

let applied: string[] = [];
const demo = setupTestApp({
  sessions: ['learner'],
  load: async (db: Db) => {
    await importDemo(db);
    for (const statement of UNDO) await db.query(statement);
    applied = await migrate(db);
  },
});

describe('an upgrade of a database holding data', () => {
  let runs: { id: string; tenant_id: string; v: string }[] = [];
  beforeAll(async () => {
    runs = await demo.db.query<{ id: string; tenant_id: string; v: string }>(
      `SELECT w.id, w.tenant_id, w.activities_version::text AS v FROM objective_workflows w JOIN users u ON u.id = w.user_id
        WHERE u.email = 'learner@demo.test' AND EXISTS (SELECT 1 FROM activity_workflows aw WHERE aw.objective_workflow_id = w.id)
        ORDER BY w.id`,
    );
  });
  const served = async (runId: string) => {
    const res = await demo.app.inject({ url: `${WORKFLOW_PATHS.tree(runId)}?view=compact`, headers: demo.learner });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const fresh = async (run: { id: string; tenant_id: string }) =>
    compactTreeJson(run.id, await loadRunParts(demo.db, run.tenant_id, run.id, new Date()));

  it('applies the undone migrations, and only those, in order', () => {
    expect(applied).toEqual(['0030_run_activities_version.sql', '0031_drop_duplicate_aggregate_index.sql']);
  });

  it('gives every existing run the first version and serves its trees as the data holds them', async () => {
    expect(runs.length).toBeGreaterThan(1);
    for (const run of runs) {
      expect(run.v, run.id).toBe('0');
      expect(await served(run.id), run.id).toBe(await fresh(run));
    }
  });

  it('moves a run on at the first change after the upgrade, and the next answer shows it', async () => {
    const run = runs[0]!;
    const before = await served(run.id);
    await demo.db.query(
      `UPDATE activity_workflows SET progress = CASE WHEN progress = 0.42 THEN 0.43 ELSE 0.42 END
        WHERE id = (SELECT id FROM activity_workflows WHERE objective_workflow_id = $1 ORDER BY started DESC, id LIMIT 1)`,
      [run.id],
    );
    const [{ v }] = (await demo.db.query<{ v: string }>('SELECT activities_version::text AS v FROM objective_workflows WHERE id = $1', [
      run.id,
    ])) as [{ v: string }];
    expect(v).not.toBe('0');
    const after = await served(run.id);
    expect(after).not.toBe(before);
    expect(after).toBe(await fresh(run));
  });

  it('leaves the aggregates with their unique index only', async () => {
    const indexes = await demo.db.query<{ name: string }>(
      `SELECT indexrelid::regclass::text AS name FROM pg_index WHERE indrelid = 'objective_workflow_aggregates'::regclass ORDER BY 1`,
    );
    expect(indexes.map((i) => i.name)).not.toContain('objective_workflow_aggregates_user_idx');
    expect(indexes.map((i) => i.name)).toContain('objective_workflow_aggregates_user_id_objective_id_key');
  });
});
