import { describe, expect, it } from 'vitest';
import { WORKFLOW_PATHS } from '@lp/contract';
import { WorkflowState } from '@lp/domain';
import { setupTestApp } from '../../../test/setup-test-app.ts';

/**
 * The instructor calls (grade, approve, release, record a proctoring verdict) act on one
 * course's runs: the caller must grade that course (security issue 9 item 13). The demo
 * instructor grades PM-101 and other courses of theirs, not ETH-300.
 */
const demo = setupTestApp({ sessions: ['learner', 'instructor', 'admin'] });

/** A run of `code` and one of its activity workflows. */
async function runOf(code: string, state?: number) {
  const [row] = await demo.db.query<{ ow: string; aw: string; state: number }>(
    `SELECT w.id AS ow, aw.id AS aw, w.state FROM objective_workflows w JOIN objectives o ON o.id = w.objective_id
       JOIN activity_workflows aw ON aw.objective_workflow_id = w.id
      WHERE o.code = $1 AND ($2::int IS NULL OR w.state = $2) ORDER BY aw.started LIMIT 1`,
    [code, state ?? null],
  );
  if (!row) throw new Error(`no run of ${code}`);
  return row;
}
const post = (url: string, headers: Record<string, string>, payload: unknown = {}) =>
  demo.app.inject({ method: 'POST', url, headers, payload: payload as object });

describe('instructor calls are scoped to the courses the instructor grades', () => {
  it('every instructor route refuses a course the instructor does not grade, and changes nothing', async () => {
    const other = await runOf('ETH-300');
    const sessions = async () =>
      (
        await demo.db.query<{ n: number }>('SELECT count(*)::int AS n FROM proctoring_sessions WHERE activity_workflow_id = $1', [other.aw])
      )[0]!.n;
    const before = await sessions();
    // ETH-300's announcement channel for the chat's instructor call (decision 0025).
    const [channel] = await demo.db.query<{ id: string }>(`SELECT announcement_channel_id AS id FROM objectives WHERE code = 'ETH-300'`);
    const messages = async () =>
      (await demo.db.query<{ n: number }>('SELECT count(*)::int AS n FROM announcement_messages WHERE channel_id = $1', [channel!.id]))[0]!
        .n;
    const messagesBefore = await messages();
    const routes = demo.app.routeCatalog.filter((r) => r.method === 'POST' && r.url.includes('/instructor/'));
    expect(routes.length).toBeGreaterThanOrEqual(4);
    for (const route of routes) {
      const isActivityWorkflow = route.url.includes('activity-workflows');
      const id = route.url.includes('announcement-channels') ? channel!.id : isActivityWorkflow ? other.aw : other.ow;
      const res = await post(route.url.replace(':id', id), demo.instructor, {
        normalizedScore: 1,
        state: 'Verified',
        body: '<p>Not theirs</p>',
      });
      expect(res.statusCode, route.url).toBe(403);
    }
    const [after] = await demo.db.query<{ state: number }>('SELECT state FROM objective_workflows WHERE id = $1', [other.ow]);
    expect(after!.state).toBe(other.state);
    expect(await sessions()).toBe(before);
    expect(await messages()).toBe(messagesBefore);
  });

  it('the instructor grades a run of a course they teach', async () => {
    const mine = await runOf('PM-101', WorkflowState.inGrading);
    const res = await post(WORKFLOW_PATHS.gradeObjectiveWorkflow(mine.ow), demo.instructor, { normalizedScore: 0.8 });
    expect(res.statusCode).toBe(200);
    expect(res.json().state).toBe(WorkflowState.graded);
  });

  it('an administrator may act on any course; a learner on none', async () => {
    const other = await runOf('ETH-300');
    expect((await post(WORKFLOW_PATHS.approveObjectiveWorkflow(other.ow), demo.admin)).statusCode).toBe(409);
    expect((await post(WORKFLOW_PATHS.approveObjectiveWorkflow(other.ow), demo.learner)).statusCode).toBe(403);
  });
});
