import type { Queryable } from '../../db/client.ts';

/**
 * The learner's unfinished runs, the most recently active first: a run's activity is the
 * latest start of the run or of any of its activities (decision 0029).
 */
export async function findRecentCourses(db: Queryable, tenantId: string, userId: string, limit: number) {
  return db.query<{ objective_id: string; name: string; code: string | null; image_url: string | null; progress: number; last_activity: Date }>(
    `SELECT o.id AS objective_id, o.name, o.code, o.image_url, w.progress,
            greatest(w.started, coalesce((SELECT max(x.started) FROM activity_workflows x WHERE x.objective_workflow_id = w.id), w.started)) AS last_activity
       FROM objective_workflows w
       JOIN objectives o ON o.id = w.objective_id
       JOIN objective_accesses oa ON oa.user_id = w.user_id AND oa.objective_id = w.objective_id
      WHERE w.tenant_id = $1 AND w.user_id = $2 AND w.state <> 6
      ORDER BY last_activity DESC, o.name
      LIMIT $3`,
    [tenantId, userId, limit],
  );
}
