import type { Queryable } from '../db/client.ts';

/**
 * The NOTIFY channel of the learner's live events (decisions 0025, 0074), one per database:
 * `{ t: 'm', tenant, seq }` a new chat message, `{ t: 'r', tenant, user, channel, seq, unread }`
 * a chat read, `{ t: 'a', tenant, user, objective, run }` a result arrived in a learner's run.
 * Every server process listens on it (the chat hub) and writes to the streams it holds.
 */
export const LIVE_NOTIFY_CHANNEL = 'lp_chat';

/**
 * Announces, at commit, that a result arrived in these runs (a tool's or a proctored exam's
 * score): each run's own learner is told its ids, never the result, and reads it again
 * through the calls that withhold what the reveal policy hides (decision 0074).
 */
export async function notifyActivityResult(tx: Queryable, tenantId: string, runIds: readonly string[]) {
  if (runIds.length === 0) return;
  await tx.query(
    `SELECT pg_notify($1, json_build_object('t', 'a', 'tenant', tenant_id::text, 'user', user_id::text,
                                          'objective', objective_id::text, 'run', id::text)::text)
       FROM objective_workflows WHERE tenant_id = $2 AND id = ANY($3::uuid[])`,
    [LIVE_NOTIFY_CHANNEL, tenantId, runIds],
  );
}
