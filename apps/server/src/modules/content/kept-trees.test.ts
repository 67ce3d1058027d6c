/**
 * A run's compact tree kept by the process (decision 0045) is always the one written fresh
 * from the database: every change to the run's activities that the tree shows — made by
 * plain SQL here, as an import, a tool's grade or another server process would — moves the
 * run's activities version (migration 0030), and the next answer is the new tree. Changes
 * the tree does not show leave the version, so they cost no lock on the run.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { WORKFLOW_PATHS } from '@lp/contract';
import { WorkflowState } from '@lp/domain';
import { setupTestApp } from '../../../test/setup-test-app.ts';
import { compactTreeJson } from './compact-tree.ts';
import { loadRunParts } from '../../data/run-tree/run-tree.ts';

const demo = setupTestApp({ sessions: ['learner'] });
let run: { id: string; tenant_id: string };
let aw: { id: string; activity_id: string };

/** The learner's run with the most activity workflows, and one the tree shows (the latest of its part). */
beforeAll(async () => {
  [run] = (await demo.db.query<{ id: string; tenant_id: string }>(
    `SELECT w.id, w.tenant_id FROM objective_workflows w JOIN users u ON u.id = w.user_id
      WHERE u.email = 'learner@demo.test' AND w.state = $1
      ORDER BY (SELECT count(*) FROM activity_workflows x WHERE x.objective_workflow_id = w.id) DESC, w.id LIMIT 1`,
    [WorkflowState.inProgress],
  )) as [{ id: string; tenant_id: string }];
  [aw] = (await demo.db.query<{ id: string; activity_id: string }>(
    `SELECT DISTINCT ON (activity_part_id) id, activity_id FROM activity_workflows
      WHERE objective_workflow_id = $1 AND activity_part_id IS NOT NULL ORDER BY activity_part_id, started DESC LIMIT 1`,
    [run.id],
  )) as [{ id: string; activity_id: string }];
  expect(aw).toBeDefined();
});

const served = async () => {
  const res = await demo.app.inject({ url: `${WORKFLOW_PATHS.tree(run.id)}?view=compact`, headers: demo.learner });
  expect(res.statusCode).toBe(200);
  return res.body;
};
const fresh = async () => compactTreeJson(run.id, await loadRunParts(demo.db, run.tenant_id, run.id, new Date()));
const version = async () =>
  (await demo.db.query<{ v: string }>('SELECT activities_version::text AS v FROM objective_workflows WHERE id = $1', [run.id]))[0]!.v;

describe('a kept run tree', () => {
  const changes: [string, () => Promise<unknown>][] = [
    ['progress saved', () => demo.db.query('UPDATE activity_workflows SET progress = 0.37 WHERE id = $1', [aw.id])],
    [
      'a position saved (decision 0076)',
      () =>
        demo.db.query(
          `UPDATE activity_workflows SET data = data || '{"position":{"savedAt":"2026-12-01T10:00:00.000Z","page":2}}' WHERE id = $1`,
          [aw.id],
        ),
    ],
    [
      'activity submitted',
      () => demo.db.query('UPDATE activity_workflows SET state = $2, submitted = now() WHERE id = $1', [aw.id, WorkflowState.submitted]),
    ],
    [
      'activity finished',
      () => demo.db.query('UPDATE activity_workflows SET state = $2, finished = now() WHERE id = $1', [aw.id, WorkflowState.finished]),
    ],
    ['start time moved', () => demo.db.query(`UPDATE activity_workflows SET started = started - interval '1 day' WHERE id = $1`, [aw.id])],
    [
      'a failed record added',
      () =>
        demo.db.query(
          `INSERT INTO activity_records (id, tenant_id, activity_workflow_id, activity_id, score, max_score, normalized_score, passed, finished)
           VALUES ($1, $2, $3, $4, 2, 10, 0.2, false, now())`,
          [randomUUID(), run.tenant_id, aw.id, aw.activity_id],
        ),
    ],
    [
      'a record regraded',
      () => demo.db.query('UPDATE activity_records SET normalized_score = 0.9, passed = true WHERE activity_workflow_id = $1', [aw.id]),
    ],
    [
      'results protected on the run',
      () => demo.db.query('UPDATE objective_workflows SET protect_results = NOT protect_results WHERE id = $1', [run.id]),
    ],
    [
      'results shown again',
      () => demo.db.query('UPDATE objective_workflows SET protect_results = NOT protect_results WHERE id = $1', [run.id]),
    ],
    ['its records removed', () => demo.db.query('DELETE FROM activity_records WHERE activity_workflow_id = $1', [aw.id])],
    ['the activity workflow removed', () => demo.db.query('DELETE FROM activity_workflows WHERE id = $1', [aw.id])],
    [
      'an activity started again',
      () =>
        demo.db.query(
          `INSERT INTO activity_workflows (id, tenant_id, objective_workflow_id, activity_part_id, activity_id, state, started)
           SELECT $1, tenant_id, objective_workflow_id, activity_part_id, activity_id, $3, now() FROM activity_workflows
            WHERE objective_workflow_id = $2 AND activity_part_id IS NOT NULL LIMIT 1`,
          [randomUUID(), run.id, WorkflowState.inProgress],
        ),
    ],
  ];

  it('answers what the database holds after each change the tree shows', async () => {
    let before = await served();
    expect(before).toBe(await fresh());
    for (const [what, change] of changes) {
      await change();
      const after = await served();
      expect(after, what).toBe(await fresh());
      expect(after, `${what} shows in the tree`).not.toBe(before);
      expect(await served(), `${what}, asked again`).toBe(after);
      before = after;
    }
  });

  it('keeps the version through changes the tree does not show', async () => {
    await served();
    const [kept] = await demo.db.query<{ id: string }>('SELECT id FROM activity_workflows WHERE objective_workflow_id = $1 LIMIT 1', [
      run.id,
    ]);
    const v = await version();
    await demo.db.query(`UPDATE activity_workflows SET data = data || '{"note":"saved"}' WHERE id = $1`, [kept!.id]);
    await demo.db.query('UPDATE activity_workflows SET last_proctoring_session_id = NULL WHERE id = $1', [kept!.id]);
    expect(await version()).toBe(v);
    expect(await served()).toBe(await fresh());
  });

  it('is what is served: a change made with the version held still is not seen until the version moves', async () => {
    const kept = await served();
    // One the tree shows: any row of the run may be one it does not (the root's, or one started again since).
    const [one] = await demo.db.query<{ id: string }>(
      `SELECT DISTINCT ON (activity_part_id) id FROM activity_workflows
        WHERE objective_workflow_id = $1 AND activity_part_id IS NOT NULL ORDER BY activity_part_id, started DESC LIMIT 1`,
      [run.id],
    );
    await demo.db.transaction(async (tx) => {
      await tx.query(`SET LOCAL session_replication_role = replica`); // triggers off: the version stays
      await tx.query('UPDATE activity_workflows SET progress = 0.11 WHERE id = $1', [one!.id]);
    });
    expect(await served()).toBe(kept);
    await demo.db.query('UPDATE activity_workflows SET progress = 0.12 WHERE id = $1', [one!.id]);
    const moved = await served();
    expect(moved).not.toBe(kept);
    expect(moved).toBe(await fresh());
  });
});
