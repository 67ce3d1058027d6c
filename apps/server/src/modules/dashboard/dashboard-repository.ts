import { WorkflowState } from '@lp/domain';
import type { Queryable } from '../../db/client.ts';

/**
 * The learner's unfinished latest runs, the most recently active first: a run's activity is the
 * latest start of the run or of any of its activities (decision 0029).
 */
export async function findRecentCourses(db: Queryable, tenantId: string, userId: string, limit: number) {
  return db.query<{
    objective_id: string;
    name: string;
    code: string | null;
    image_url: string | null;
    progress: number;
    last_activity: Date;
  }>(
    `SELECT o.id AS objective_id, o.name, o.code, o.image_url, w.progress,
            greatest(w.started, coalesce((SELECT max(x.started) FROM activity_workflows x WHERE x.objective_workflow_id = w.id), w.started)) AS last_activity
       FROM objective_workflow_aggregates g
       -- Each course's latest run through the aggregate's pointer: runs have no index by learner.
       JOIN objective_workflows w ON w.id = g.last_objective_workflow_id
       JOIN objectives o ON o.id = g.objective_id
       JOIN objective_accesses oa ON oa.user_id = g.user_id AND oa.objective_id = g.objective_id
      WHERE g.tenant_id = $1 AND g.user_id = $2 AND w.state <> ${WorkflowState.finished}
      ORDER BY last_activity DESC, o.name
      LIMIT $3`,
    [tenantId, userId, limit],
  );
}

/** The banners of the tenant shown to this learner at `now`: in their dates and audience (a unit the learner belongs to, or none named). */
export async function findPromoBanners(db: Queryable, tenantId: string, userId: string, now: Date) {
  return db.query<{
    id: string;
    title: string;
    text: string;
    image_url: string | null;
    image_alt: string;
    link_url: string | null;
    link_text: string | null;
  }>(
    `SELECT b.id, b.title, b.text, b.image_url, b.image_alt, b.link_url, b.link_text
       FROM promo_banners b
      WHERE b.tenant_id = $1
        AND (b.starts_at IS NULL OR b.starts_at <= $3) AND (b.ends_at IS NULL OR b.ends_at > $3)
        AND (cardinality(b.audience_unit_ids) = 0
             OR EXISTS (SELECT 1 FROM unit_memberships m WHERE m.user_id = $2 AND m.unit_id = ANY(b.audience_unit_ids)))
      ORDER BY b.position, b.title`,
    [tenantId, userId, now],
  );
}
