import type { Queryable } from '../../db/client.ts';
import type { StoredPair } from './rows/learning.ts';
import { pairKey } from './rows/learning.ts';

const CHUNK = 5_000;

/** Accesses and aggregates already stored for the pairs of an import (unique per user and course). */
export async function loadStoredPairs(
  q: Queryable,
  pairs: Iterable<{ userId: string; objectiveId: string }>,
): Promise<Map<string, StoredPair>> {
  const list = [...pairs];
  const stored = new Map<string, StoredPair>();
  for (let start = 0; start < list.length; start += CHUNK) {
    const chunk = list.slice(start, start + CHUNK);
    const rows = await q.query<{
      user_id: string;
      objective_id: string;
      access_id: string | null;
      aggregate_id: string | null;
      aggregate_access_id: string | null;
      is_self_enrolled: boolean | null;
    }>(
      `SELECT p.u AS user_id, p.o AS objective_id, oa.id AS access_id, a.id AS aggregate_id,
              a.objective_access_id AS aggregate_access_id, a.is_self_enrolled
         FROM unnest($1::uuid[], $2::uuid[]) AS p(u, o)
         LEFT JOIN objective_accesses oa ON oa.user_id = p.u AND oa.objective_id = p.o
         LEFT JOIN objective_workflow_aggregates a ON a.user_id = p.u AND a.objective_id = p.o
        WHERE oa.id IS NOT NULL OR a.id IS NOT NULL`,
      [chunk.map((p) => p.userId), chunk.map((p) => p.objectiveId)],
    );
    for (const r of rows) {
      stored.set(pairKey(r.user_id, r.objective_id), {
        accessId: r.access_id,
        aggregateId: r.aggregate_id,
        aggregateAccessId: r.aggregate_access_id,
        aggregateSelfEnrolled: r.is_self_enrolled,
      });
    }
  }
  return stored;
}

/**
 * Points each aggregate at its latest run, latest result and latest activity run,
 * computed from what is stored (so runs started in the app before a re-import count
 * too), and links each run to its result. Latest run: by start; latest result: by
 * finish (or creation); latest activity run: by start, within the latest run.
 */
export async function refreshAggregates(q: Queryable, aggregateIds: readonly string[]): Promise<void> {
  for (let start = 0; start < aggregateIds.length; start += CHUNK) {
    const ids = aggregateIds.slice(start, start + CHUNK);
    await q.query(
      `UPDATE objective_workflows w SET objective_record_id = r.id
         FROM objective_records r
        WHERE r.objective_workflow_id = w.id AND w.aggregate_id = ANY($1::uuid[])`,
      [ids],
    );
    // Set-based (DISTINCT ON per aggregate) rather than a subquery per row, and rows
    // whose pointers do not change are not rewritten (a re-import touches nothing).
    await q.query(
      `WITH ids AS (SELECT unnest($1::uuid[]) AS id),
       lw AS (SELECT DISTINCT ON (w.aggregate_id) w.aggregate_id, w.id FROM objective_workflows w
               WHERE w.aggregate_id IN (SELECT id FROM ids) ORDER BY w.aggregate_id, w.started DESC, w.id DESC),
       lr AS (SELECT DISTINCT ON (a.id) a.id AS aggregate_id, r.id FROM objective_workflow_aggregates a
                JOIN objective_records r ON r.user_id = a.user_id AND r.objective_id = a.objective_id
               WHERE a.id IN (SELECT id FROM ids)
               ORDER BY a.id, COALESCE(r.finished, r.created_at) DESC, r.created_at DESC, r.id DESC),
       law AS (SELECT DISTINCT ON (lw.aggregate_id) lw.aggregate_id, aw.id FROM lw
                 JOIN activity_workflows aw ON aw.objective_workflow_id = lw.id
                ORDER BY lw.aggregate_id, aw.started DESC, aw.id DESC),
       latest AS (SELECT ids.id, lw.id AS w, lr.id AS r, law.id AS aw FROM ids
                    LEFT JOIN lw ON lw.aggregate_id = ids.id
                    LEFT JOIN lr ON lr.aggregate_id = ids.id
                    LEFT JOIN law ON law.aggregate_id = ids.id)
       UPDATE objective_workflow_aggregates a
          SET last_objective_workflow_id = latest.w, last_objective_record_id = latest.r, last_activity_workflow_id = latest.aw
         FROM latest
        WHERE a.id = latest.id
          AND (a.last_objective_workflow_id IS DISTINCT FROM latest.w
            OR a.last_objective_record_id IS DISTINCT FROM latest.r
            OR a.last_activity_workflow_id IS DISTINCT FROM latest.aw)`,
      [ids],
    );
  }
}
