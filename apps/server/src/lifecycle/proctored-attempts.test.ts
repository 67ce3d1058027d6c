import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/setup-test-app.ts';
import { openProctoredAttempt, redeemStartToken, type StartTokenRedemption } from './proctored-attempts.ts';

const demo = setupTestApp();

/** The demo's second learner's proctored exam of ISC-210 (in progress, tool demo-quiz-tool), its activity, tool and learner. */
async function attemptTarget() {
  const [row] = await demo.db.query<{
    tenant_id: string;
    user_id: string;
    aw: string;
    activity_id: string;
    tool_id: string;
    part: string | null;
    other_activity: string;
  }>(
    `SELECT aw.tenant_id, w.user_id, aw.id AS aw, aw.activity_id, a.lti_tool_id AS tool_id, aw.activity_part_id AS part,
            (SELECT id FROM activities WHERE id <> aw.activity_id LIMIT 1) AS other_activity
       FROM activity_workflows aw JOIN objective_workflows w ON w.id = aw.objective_workflow_id
       JOIN activities a ON a.id = aw.activity_id JOIN users u ON u.id = w.user_id
      WHERE a.external_id = 'isc-210.exam' AND u.email = 'learner2@demo.test'`,
  );
  return row!;
}
type Target = Awaited<ReturnType<typeof attemptTarget>>;
const open = (t: Target, now = new Date()) =>
  demo.db.transaction((tx) =>
    openProctoredAttempt(tx, { tenantId: t.tenant_id, userId: t.user_id, activityWorkflowId: t.aw, activityPathId: t.part, now }),
  );
const stateOf = async (sessionId: string) =>
  (await demo.db.query<{ state: string }>('SELECT state FROM proctoring_sessions WHERE id = $1', [sessionId]))[0]!.state;
const tokensOf = async (sessionId: string) =>
  (
    await demo.db.query<{ n: number }>('SELECT count(*)::int AS n FROM proctoring_start_tokens WHERE proctoring_session_id = $1', [
      sessionId,
    ])
  )[0]!.n;

/** Redeems `attempt`'s token as its own tool, learner and activity would at `now`, with what the case changes. */
const redeem = (t: Target, attempt: { token: string; attemptNumber: number }, change: Partial<StartTokenRedemption> = {}) =>
  demo.db.transaction((tx) =>
    redeemStartToken(tx, {
      tenantId: t.tenant_id,
      token: attempt.token,
      toolId: t.tool_id,
      activityId: t.activity_id,
      attemptNumber: attempt.attemptNumber,
      userId: t.user_id,
      now: new Date(),
      ...change,
    }),
  );

describe("a proctored attempt's start token (decisions 0021, 0057)", () => {
  it('is redeemed once, by its tool, for its learner, activity and attempt, in time; every other try is refused and changes nothing', async () => {
    const t = await attemptTarget();
    const now = new Date();
    const attempt = await open(t, now);
    expect(await stateOf(attempt.sessionId)).toBe('Created');

    const refused: [string, Partial<StartTokenRedemption>][] = [
      ['another activity', { activityId: t.other_activity }],
      ['another tool', { toolId: randomUUID() }],
      ['another attempt number', { attemptNumber: attempt.attemptNumber + 1 }],
      ['another learner', { userId: randomUUID() }],
      ['too late', { now: new Date(now.getTime() + 6 * 60_000) }],
      ['an unknown token', { token: 'not-the-token' }],
      ['another tenant', { tenantId: randomUUID() }],
    ];
    for (const [what, change] of refused) expect(await redeem(t, attempt, change), what).toBeUndefined();
    expect(await stateOf(attempt.sessionId)).toBe('Created');
    expect(await tokensOf(attempt.sessionId)).toBe(1);

    const redeemed = await redeem(t, attempt);
    expect(redeemed).toMatchObject({
      sessionId: attempt.sessionId,
      userId: t.user_id,
      activityId: t.activity_id,
      attemptNumber: attempt.attemptNumber,
    });
    expect(await stateOf(attempt.sessionId)).toBe('InProgress');
    expect(await redeem(t, attempt)).toBeUndefined();
    expect(await tokensOf(attempt.sessionId)).toBe(0);
  });

  it('is redeemed once when two redemptions race (a double click, a replay)', async () => {
    const t = await attemptTarget();
    const attempt = await open(t);
    const both = await Promise.all([redeem(t, attempt, { userId: null }), redeem(t, attempt, { userId: null })]);
    expect(both.filter(Boolean)).toHaveLength(1);
  });

  it('is one attempt however often the proctoring tool opens before it starts; the next attempt only after a start', async () => {
    const t = await attemptTarget();
    const first = await open(t);
    // Another visit, a second tab, a reload: the same attempt and session, each with a token of its own.
    const again = await Promise.all([open(t), open(t)]);
    expect(again.map((a) => [a.sessionId, a.attemptNumber])).toEqual([
      [first.sessionId, first.attemptNumber],
      [first.sessionId, first.attemptNumber],
    ]);
    expect(new Set([first.token, ...again.map((a) => a.token)]).size).toBe(3);
    expect(await redeem(t, again[1]!)).toMatchObject({ sessionId: first.sessionId });
    // The other tab's token starts nothing more: the attempt has begun.
    expect(await redeem(t, first)).toBeUndefined();
    expect(await stateOf(first.sessionId)).toBe('InProgress');
    const next = await open(t);
    expect(next.attemptNumber).toBe(first.attemptNumber + 1);
    expect(next.sessionId).not.toBe(first.sessionId);
  });
});
