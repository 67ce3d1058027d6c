import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WORKFLOW_PATHS } from '@lp/contract';
import { WorkflowState } from '@lp/domain';
import { setupTestApp } from '../../../test/setup-test-app.ts';

/**
 * doc 1 §4 Asynchronous commands, from the server's side: a submission accepted with
 * respond-async whose command has not run yet is polled as it is — no `completed`, no result —
 * for as long as it waits, and then answers its outcome (the app's one-second poll is
 * course-lifecycle.test.tsx's).
 */
const demo = setupTestApp({ sessions: ['learner'] });

describe('a submission whose command completes late', () => {
  it('is polled without `completed` while it waits, then with its outcome and the submitted run', async () => {
    const bus = demo.app.commandBus;
    await bus.stop();
    try {
      const agg = await demo.db.query<{ id: string }>(
        `SELECT a.id FROM objective_workflow_aggregates a JOIN objectives o ON o.id = a.objective_id JOIN users u ON u.id = a.user_id WHERE o.code = 'EML-110' AND u.email = 'learner@demo.test'`,
      );
      const runId = randomUUID();
      // The run itself, started at once (respond-sync), so only the submission waits.
      const started = demo.app.inject({
        method: 'POST',
        url: WORKFLOW_PATHS.startObjectiveWorkflows,
        headers: { ...demo.learner, prefer: 'respond-sync' },
        payload: { objectiveWorkflowAggregateId: agg[0]!.id, id: runId },
      });
      // Run by hand once it is queued (the worker is stopped).
      while ((await bus.drain()) === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      expect((await started).statusCode).toBe(200);

      const accepted = await demo.app.inject({
        method: 'POST',
        url: WORKFLOW_PATHS.submitObjectiveWorkflows,
        headers: { ...demo.learner, prefer: 'respond-async' },
        payload: { id: runId },
      });
      expect(accepted.statusCode).toBe(202);
      expect(accepted.headers['preference-applied']).toBe('respond-async');
      const poll = async () =>
        (await demo.app.inject({ url: accepted.json<{ url: string }>().url, headers: demo.learner })).json<{
          completed?: string;
          state: number | null;
          result?: { state: number };
        }>();
      for (let i = 0; i < 3; i++) {
        const waiting = await poll();
        expect(waiting.completed).toBeUndefined();
        expect(waiting.result).toBeUndefined();
        await new Promise((resolve) => setTimeout(resolve, 100));
      }

      expect(await bus.drain()).toBe(1);
      const done = await poll();
      expect(done).toMatchObject({ state: 1, completed: expect.any(String) });
      expect(done.result?.state).toBeGreaterThanOrEqual(WorkflowState.submitted);
    } finally {
      bus.start();
    }
  });
});
