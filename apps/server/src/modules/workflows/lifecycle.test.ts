import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WORKFLOW_PATHS } from '@lp/contract';
import { WorkflowState } from '@lp/domain';
import { importDemo } from '../../../test/demo.ts';
import { setupTestApp } from '../../../test/setup-test-app.ts';

const demo = setupTestApp({
  load: async (db) => {
    await importDemo(db);
    await db.query(`UPDATE tenants SET feature_flags = feature_flags || '{"retakeWindow": true}'::jsonb`);
  },
  sessions: ['learner', 'learner2'],
});

const aggregateOf = async (code: string, email = 'learner@demo.test') => {
  const [row] = await demo.db.query<{ id: string }>(
    `SELECT a.id FROM objective_workflow_aggregates a JOIN objectives o ON o.id = a.objective_id JOIN users u ON u.id = a.user_id WHERE o.code = $1 AND u.email = $2`,
    [code, email],
  );
  return row!.id;
};
const start = (aggregateId: string, id: string = randomUUID(), headers = demo.learner) =>
  demo.app.inject({
    method: 'POST',
    url: WORKFLOW_PATHS.startObjectiveWorkflows,
    headers: { ...headers, prefer: 'respond-sync' },
    payload: { objectiveWorkflowAggregateId: aggregateId, id },
  });
const runsOf = async (aggregateId: string) =>
  (await demo.db.query<{ n: number }>('SELECT count(*)::int AS n FROM objective_workflows WHERE aggregate_id = $1', [aggregateId]))[0]!.n;

describe('starting a course', () => {
  it('starts a not-started course once, however often the same id is sent', async () => {
    const agg = await aggregateOf('EML-110');
    const id = randomUUID();
    const results = await Promise.all([start(agg, id), start(agg, id), start(agg, id)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(results.every((r) => r.json().id === id && r.json().state === WorkflowState.inProgress)).toBe(true);
    expect(await runsOf(agg)).toBe(1);
    const events = await demo.db.query<{ name: string }>(`SELECT name FROM usage_events WHERE payload->>'objectiveWorkflowId' = $1`, [id]);
    expect(events.map((e) => e.name)).toEqual(['objective_start']);
  });

  it('refuses a second run while one is in progress (a double click with new ids)', async () => {
    const agg = await aggregateOf('PRV-101');
    const res = await start(agg);
    expect(res.statusCode).toBe(409);
    expect(await runsOf(agg)).toBe(1);
  });

  it('answers a refusal with the code of its status and the request id, as every other error (doc 1 §8)', async () => {
    const inProgress = await start(await aggregateOf('PRV-101'));
    expect(inProgress.json()).toMatchObject({ status: 409, code: 'conflict', requestId: inProgress.headers['x-request-id'] });
    const othersCourse = await start(await aggregateOf('PRV-101', 'learner2@demo.test'));
    expect(othersCourse.json()).toMatchObject({ status: 404, code: 'notFound', requestId: othersCourse.headers['x-request-id'] });
    const refused = await start(await aggregateOf('NEG-201'));
    expect(refused.json()).toMatchObject({ status: 400, code: 'badRequest', errors: { reason: ['comingSoon'] } });
  });

  it.each([
    ['before the availability date', 'XLS-201', 'notYetAvailable'],
    ['after the availability end date', 'COC-100', 'availabilityEnded'],
    ['a draft course', 'NEG-201', 'comingSoon'],
    ['a finished course without retake', 'FA-101', 'retakeNotAllowed'],
    ['a retake whose window has not elapsed', 'XLS-101', 'retakeNotAllowed'],
  ])('refuses %s with the reason', async (_name, code, reason) => {
    const agg = await aggregateOf(code);
    const before = await runsOf(agg);
    const res = await start(agg);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.reason).toEqual([reason]);
    expect(await runsOf(agg)).toBe(before);
  });

  it.each([
    ['a retake with no window', 'SEC-101'],
    ['a retake whose window has elapsed', 'MTG-120'],
    ['a new run after an imported result', 'MH-120'],
  ])('allows %s and logs a restart', async (_name, code) => {
    const agg = await aggregateOf(code);
    const before = await runsOf(agg);
    const res = await start(agg);
    expect(res.statusCode).toBe(200);
    expect(await runsOf(agg)).toBe(before + 1);
    const [event] = await demo.db.query<{ name: string }>(`SELECT name FROM usage_events WHERE payload->>'objectiveWorkflowId' = $1`, [
      res.json().id,
    ]);
    expect(event?.name).toBe('course_restart');
  });

  it('refuses another learner’s course as if it did not exist', async () => {
    const agg = await aggregateOf('SAF-101');
    expect((await start(agg, randomUUID(), demo.learner2)).statusCode).toBe(404);
    expect((await start(randomUUID())).statusCode).toBe(404);
  });

  it('answers respond-async with 202 and a command URL that completes', async () => {
    const target = await aggregateOf('SAF-101', 'learner2@demo.test');
    const res = await demo.app.inject({
      method: 'POST',
      url: WORKFLOW_PATHS.startObjectiveWorkflows,
      headers: demo.learner2,
      payload: { objectiveWorkflowAggregateId: target, id: randomUUID() },
    });
    expect(res.statusCode).toBe(202);
    expect(res.headers.location).toBe(res.json().url);
    let command: { completed?: string; state: number } | undefined;
    for (let i = 0; i < 50 && !command?.completed; i++) {
      command = (await demo.app.inject({ url: res.json().url, headers: demo.learner2 })).json();
      if (!command?.completed) await new Promise((r) => setTimeout(r, 100));
    }
    expect(command).toMatchObject({ state: 1, completed: expect.any(String) });
    expect((await demo.app.inject({ url: res.json().url, headers: demo.learner })).statusCode).toBe(404);
  });
});

describe('submitting', () => {
  it('two tabs submitting at once produce one submission and one result', async () => {
    const agg = await aggregateOf('EML-110');
    const [{ id }] = (await demo.db.query<{ id: string }>('SELECT id FROM objective_workflows WHERE aggregate_id = $1', [agg])) as [
      { id: string },
    ];
    const submit = () =>
      demo.app.inject({
        method: 'POST',
        url: WORKFLOW_PATHS.submitObjectiveWorkflows,
        headers: { ...demo.learner, prefer: 'respond-sync' },
        payload: { id },
      });
    const results = await Promise.all([submit(), submit()]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const records = await demo.db.query('SELECT id FROM objective_records WHERE objective_workflow_id = $1', [id]);
    expect(records).toHaveLength(1);
    const again = await submit();
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.general[0]).toMatch(/already been submitted/);
  });

  it('a failed asynchronous command reports state Failed with its messages', async () => {
    const res = await demo.app.inject({
      method: 'POST',
      url: WORKFLOW_PATHS.submitObjectiveWorkflows,
      headers: demo.learner,
      payload: { id: randomUUID() },
    });
    expect(res.statusCode).toBe(202);
    let command: { completed?: string; state: number; errors?: Record<string, string[]> } | undefined;
    for (let i = 0; i < 50 && !command?.completed; i++) {
      command = (await demo.app.inject({ url: res.json().url, headers: demo.learner })).json();
      if (!command?.completed) await new Promise((r) => setTimeout(r, 100));
    }
    expect(command).toMatchObject({ state: 2, errors: { general: ['No such run.'] } });
  });

  it('finishing is refused with the blockers while mandatory activities are incomplete', async () => {
    const agg = await aggregateOf('PRV-101');
    const [w] = await demo.db.query<{ id: string }>(
      'SELECT last_objective_workflow_id AS id FROM objective_workflow_aggregates WHERE id = $1',
      [agg],
    );
    const res = await demo.app.inject({
      method: 'POST',
      url: WORKFLOW_PATHS.finishObjectiveWorkflows,
      headers: { ...demo.learner, prefer: 'respond-sync' },
      payload: { id: randomUUID(), objectiveWorkflowId: w!.id },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.general).toEqual(['Unable to finish the course/module.']);
    expect(res.json().errors.incompleteMandatory.length).toBeGreaterThan(0);
  });
});

describe('a command picked up after a restart', () => {
  it('completes when another process takes over an expired lease', async () => {
    const bus = demo.app.commandBus;
    await bus.stop();
    const [user] = await demo.db.query<{ id: string; tenant_id: string }>(
      `SELECT id, tenant_id FROM users WHERE email = 'learner2@demo.test'`,
    );
    const [course] = await demo.db.query<{ id: string }>(
      `SELECT a.id FROM objective_workflow_aggregates a JOIN objectives o ON o.id = a.objective_id WHERE a.user_id = $1 AND o.code = 'CS-110'`,
      [user!.id],
    );
    const id = await bus.submit({
      tenantId: user!.tenant_id,
      userId: user!.id,
      kind: 'startObjectiveWorkflow',
      payload: { objectiveWorkflowAggregateId: course!.id, id: randomUUID() },
    });
    // The first process claims it and dies before finishing: its lease is what remains.
    await demo.db.query(`UPDATE commands SET locked_until = now() + interval '30 seconds', attempts = 1 WHERE id = $1`, [id]);
    expect(await bus.drain()).toBe(0);
    await demo.db.query(`UPDATE commands SET locked_until = now() - interval '1 second' WHERE id = $1`, [id]);
    expect(await bus.drain()).toBe(1);
    const [row] = await demo.db.query<{ state: number }>('SELECT state FROM commands WHERE id = $1', [id]);
    expect(row?.state).toBe(1);
    bus.start();
  });
});
