import { describe, expect, it } from 'vitest';
import { WORKFLOW_PATHS, type ActivityTreeNode, type ActivityWorkflowView } from '@lp/contract';
import { flattenTree, POSITION_SAVE_SECONDS } from '@lp/domain';
import { workflowCalls } from '@lp/contract/calls';
import { CALL_BUDGETS } from '../../plugins/call-budgets.ts';
import { setupTestApp } from '../../../test/setup-test-app.ts';
import { treeInBothViews } from '../../../test/tree-views.ts';

/**
 * Issue 33 item 6, decision 0076: where the learner is inside an activity, saved with
 * PUT …/activity-workflows/{aw} as `data.position`. Progress is never lowered; an older
 * position (a late retry from another tab) changes nothing and the call answers the stored state.
 */
const demo = setupTestApp({ sessions: ['learner', 'learner2'] });

async function runOf(item: string, email = 'learner@demo.test') {
  const [row] = await demo.db.query<{ ow: string; aw: string; partId: string }>(
    `SELECT w.id AS ow, aw.id AS aw, aw.activity_part_id AS "partId"
       FROM objective_workflow_aggregates a JOIN objectives o ON o.id = a.objective_id JOIN users u ON u.id = a.user_id
       JOIN objective_workflows w ON w.id = a.last_objective_workflow_id
       JOIN activities act ON act.external_id = $1
       JOIN activity_workflows aw ON aw.objective_workflow_id = w.id AND aw.activity_id = act.id
      WHERE o.code = 'PRV-101' AND u.email = $2`,
    [item, email],
  );
  if (!row) throw new Error(`no workflow of ${item} for ${email}`);
  return row;
}
const stored = async (aw: string) =>
  (
    await demo.db.query<{ progress: number; data: Record<string, unknown> }>(
      'SELECT progress, data FROM activity_workflows WHERE id = $1',
      [aw],
    )
  )[0]!;
const save = (ids: { ow: string; aw: string }, payload: object, headers: Record<string, string> = demo.learner) =>
  demo.app.inject({ method: 'PUT', url: WORKFLOW_PATHS.updateActivityWorkflow(ids.ow, ids.aw), headers, payload });
// Later than the demo's saved position (an hour ago) and not in the future.
const BASE = Date.now() - 10 * 60_000;
const at = (seconds: number) => new Date(BASE + seconds * 1000).toISOString();

describe('PUT an activity workflow: the position inside the activity', () => {
  it('saves a position, answers it, and the table of contents carries it to another device', async () => {
    const ids = await runOf('prv-101.sharing');
    const position = { savedAt: at(0), seconds: 30, duration: 120 };
    const res = await save(ids, { data: { position } });
    expect(res.statusCode).toBe(200);
    expect(res.json<ActivityWorkflowView>().position).toEqual(position);
    const tree = await treeInBothViews(demo.app, ids.ow, demo.learner);
    const node = flattenTree<ActivityTreeNode>(tree.children).find((n) => n.node.id === ids.partId)!.node;
    expect(node.childActivity.activityWorkflowAggregate!.lastActivityWorkflow!.position).toEqual(position);
  });

  it('ignores a position older than the stored one (still 200, answering the stored state)', async () => {
    const ids = await runOf('prv-101.sharing');
    const newer = { savedAt: at(20), page: 3, pageCount: 4 };
    expect((await save(ids, { data: { position: newer } })).statusCode).toBe(200);
    const late = await save(ids, { data: { position: { savedAt: at(10), page: 1, pageCount: 4 }, note: 'kept' } });
    expect(late.statusCode).toBe(200);
    expect(late.json<ActivityWorkflowView>().position).toEqual(newer);
    // The rest of the data still merges: only the older position is dropped.
    expect((await stored(ids.aw)).data).toMatchObject({ position: newer, note: 'kept' });
  });

  it('never lowers the recorded progress, by a position or by an explicit progress', async () => {
    const ids = await runOf('prv-101.handling');
    const far = await save(ids, { data: { position: { savedAt: at(30), scroll: 0.9 } } });
    expect(far.json<ActivityWorkflowView>().progress).toBe(0.9);
    const back = await save(ids, { progress: 0.2, data: { position: { savedAt: at(40), scroll: 0.1 } } });
    expect(back.statusCode).toBe(200);
    // The learner scrolled back up: the position follows them, the progress stays.
    expect(back.json<ActivityWorkflowView>()).toMatchObject({ progress: 0.9, position: { scroll: 0.1 } });
    expect((await stored(ids.aw)).progress).toBe(0.9);
  });

  it('brings a position from a device clock ahead back to the server time', async () => {
    const ids = await runOf('prv-101.handling');
    const res = await save(ids, { data: { position: { savedAt: '2099-01-01T00:00:00.000Z', scroll: 0.3 } } });
    expect(Date.parse(res.json<ActivityWorkflowView>().position!.savedAt)).toBeLessThanOrEqual(Date.now());
  });

  it('applies two saves sent at once in turn: the later position wins whichever arrives last', async () => {
    const ids = await runOf('prv-101.sharing');
    const older = { savedAt: at(50), seconds: 40, duration: 120 };
    const newer = { savedAt: at(55), seconds: 45, duration: 120 };
    const answers = await Promise.all([save(ids, { data: { position: newer } }), save(ids, { data: { position: older } })]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await stored(ids.aw)).data.position).toEqual(newer);
  });

  it.each([
    ['a negative time', { seconds: -1 }, 'A position cannot be negative.'],
    ['a time beyond the video', { seconds: 121, duration: 120 }, "The time is beyond the video's length."],
    ['a page beyond the PDF', { page: 5, pageCount: 4 }, "The page is not one of the document's pages."],
    ['page 0', { page: 0 }, "The page is not one of the document's pages."],
    ['a scroll fraction above 1', { scroll: 1.5 }, 'A scroll position is a fraction between 0 and 1.'],
  ])('refuses %s with 400 and a message, and changes nothing', async (_name, measures, message) => {
    const ids = await runOf('prv-101.sharing');
    const before = await stored(ids.aw);
    const res = await save(ids, { progress: 1, data: { position: { savedAt: at(59), ...measures } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['data.position']).toEqual([message]);
    expect(await stored(ids.aw)).toEqual(before);
  });

  it('refuses a position that is not one (no savedAt, an unknown measure) with 400 naming the field', async () => {
    const ids = await runOf('prv-101.sharing');
    for (const position of [{ scroll: 0.5 }, { savedAt: at(1), line: 3 }, { savedAt: 'yesterday', scroll: 0.5 }]) {
      const res = await save(ids, { data: { position } });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors).some((key) => key.startsWith('data.position'))).toBe(true);
    }
  });

  it("answers 404 for another learner's activity workflow, as for an unknown one, and changes nothing", async () => {
    const ids = await runOf('prv-101.sharing');
    const before = await stored(ids.aw);
    const res = await save(ids, { data: { position: { savedAt: at(58), scroll: 0.5 } } }, demo.learner2);
    expect(res.statusCode).toBe(404);
    expect(await stored(ids.aw)).toEqual(before);
  });

  it('has a budget that one save per interval, with a leave in each interval besides, stays well inside', () => {
    const budget = CALL_BUDGETS.get(workflowCalls.updateActivityWorkflow)!;
    const savesInWindow = (budget.windowSeconds / POSITION_SAVE_SECONDS) * 2;
    expect(budget.perLearner).toBeGreaterThanOrEqual(savesInWindow);
  });
});
