import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/setup-test-app.ts';
import { openProctoredAttempt, redeemStartToken } from './attempts.ts';

const demo = setupTestApp();

/** An activity workflow of the demo learner's run of PRV-101, its activity and learner. */
async function attemptTarget() {
  const [row] = await demo.db.query<{ tenant_id: string; user_id: string; aw: string; activity_id: string; part: string | null; other_activity: string }>(
    `SELECT aw.tenant_id, w.user_id, aw.id AS aw, aw.activity_id, aw.activity_part_id AS part,
            (SELECT id FROM activities WHERE id <> aw.activity_id LIMIT 1) AS other_activity
       FROM activity_workflows aw JOIN objective_workflows w ON w.id = aw.objective_workflow_id
       JOIN objectives o ON o.id = w.objective_id JOIN users u ON u.id = w.user_id
      WHERE o.code = 'PRV-101' AND u.email = 'learner@demo.test' AND aw.activity_part_id IS NOT NULL LIMIT 1`,
  );
  return row!;
}
const stateOf = async (sessionId: string) => (await demo.db.query<{ state: string }>('SELECT state FROM proctoring_sessions WHERE id = $1', [sessionId]))[0]!.state;
const tokensOf = async (sessionId: string) => (await demo.db.query<{ n: number }>('SELECT count(*)::int AS n FROM proctoring_start_tokens WHERE proctoring_session_id = $1', [sessionId]))[0]!.n;

describe('a proctored attempt\'s start token (decision 0021)', () => {
  it('is redeemed once, by its learner, for its activity, in time; every other try is refused and changes nothing', async () => {
    const t = await attemptTarget();
    const now = new Date();
    const attempt = await demo.db.transaction((tx) => openProctoredAttempt(tx, { tenantId: t.tenant_id, userId: t.user_id, activityWorkflowId: t.aw, activityPathId: t.part, now }));
    expect(await stateOf(attempt.sessionId)).toBe('Created');
    const redeem = (o: Partial<{ activityId: string; userId: string | null; now: Date; token: string }>) =>
      demo.db.transaction((tx) => redeemStartToken(tx, { tenantId: t.tenant_id, token: attempt.token, activityId: t.activity_id, userId: t.user_id, now, ...o }));

    expect(await redeem({ activityId: t.other_activity })).toBeUndefined();
    expect(await redeem({ userId: '00000000-0000-4000-8000-000000000000' })).toBeUndefined();
    expect(await redeem({ now: new Date(now.getTime() + 6 * 60_000) })).toBeUndefined();
    expect(await redeem({ token: 'not-the-token' })).toBeUndefined();
    expect(await stateOf(attempt.sessionId)).toBe('Created');
    expect(await tokensOf(attempt.sessionId)).toBe(1);

    const redeemed = await redeem({});
    expect(redeemed).toMatchObject({ sessionId: attempt.sessionId, userId: t.user_id, activityId: t.activity_id, attemptNumber: attempt.attemptNumber });
    expect(await stateOf(attempt.sessionId)).toBe('InProgress');
    expect(await redeem({})).toBeUndefined();
    expect(await tokensOf(attempt.sessionId)).toBe(0);
  });

  it('is redeemed once when two redemptions race (a double click, a replay)', async () => {
    const t = await attemptTarget();
    const now = new Date();
    const attempt = await demo.db.transaction((tx) => openProctoredAttempt(tx, { tenantId: t.tenant_id, userId: t.user_id, activityWorkflowId: t.aw, activityPathId: t.part, now }));
    const both = await Promise.all(
      [1, 2].map(() => demo.db.transaction((tx) => redeemStartToken(tx, { tenantId: t.tenant_id, token: attempt.token, activityId: t.activity_id, userId: null, now }))),
    );
    expect(both.filter(Boolean)).toHaveLength(1);
  });

  it('numbers the attempts of an activity', async () => {
    const t = await attemptTarget();
    const open = () => demo.db.transaction((tx) => openProctoredAttempt(tx, { tenantId: t.tenant_id, userId: t.user_id, activityWorkflowId: t.aw, activityPathId: t.part, now: new Date() }));
    const first = await open();
    const second = await open();
    expect(second.attemptNumber).toBe(first.attemptNumber + 1);
  });
});
