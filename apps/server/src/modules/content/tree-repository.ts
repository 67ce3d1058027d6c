import type { Queryable } from '../../db/client.ts';

/** One activity part of a course with its child activity (content excluded: it is served per activity). */
export interface PartRow {
  id: string;
  parent_activity_id: string;
  child_activity_id: string;
  position: number;
  optional: boolean;
  score_weight: number;
  review_policy: string;
  results_disclosure_policy: string;
  complete_previous: boolean;
  start_from: Date | null;
  start_until: Date | null;
  accessible_until: Date | null;
  grace_period_until: Date | null;
  due: Date | null;
  results_disclosure_from: Date | null;
  reveal_results_from: Date | null;
  results_disclosure_above: number | null;
  depth: number;
  name: string;
  code: string | null;
  type: string;
  file_type: string | null;
  state: number;
  description: string;
  image_url: string | null;
  duration: number | null;
  tool_url: string | null;
  display_mode: number;
  presentation_mode: number;
  preferred_width: number | null;
  preferred_height: number | null;
  support_review: boolean;
  support_mobile_view: boolean;
  support_fullscreen_view: boolean;
  proctored: boolean;
  max_score: number;
  manual_grading: boolean;
}

export interface ActivityWorkflowRow {
  id: string;
  activity_part_id: string | null;
  activity_id: string;
  state: number;
  progress: number;
  started: Date;
  submitted: Date | null;
  finished: Date | null;
  best_normalized: number | null;
  best_passed: boolean | null;
  record_count: number;
}

/** Every part under a course's root activity, depth-first order is rebuilt by the caller (bounded depth). */
export async function loadParts(db: Queryable, tenantId: string, rootActivityId: string): Promise<PartRow[]> {
  return db.query<PartRow>(
    `WITH RECURSIVE tree AS (
       SELECT p.*, 1 AS depth FROM activity_parts p WHERE p.parent_activity_id = $1 AND p.tenant_id = $2
       UNION ALL
       SELECT c.*, t.depth + 1 FROM activity_parts c JOIN tree t ON c.parent_activity_id = t.child_activity_id WHERE t.depth < 12
     )
     SELECT t.id, t.parent_activity_id, t.child_activity_id, t.position, t.optional, t.score_weight, t.review_policy,
            t.results_disclosure_policy, t.complete_previous, t.start_from, t.start_until, t.accessible_until,
            t.grace_period_until, t.due, t.results_disclosure_from, t.reveal_results_from, t.results_disclosure_above, t.depth,
            a.name, a.code, a.type, a.file_type, a.state, a.description, a.image_url, a.duration, a.tool_url, a.display_mode,
            a.presentation_mode, a.preferred_width, a.preferred_height, a.support_review, a.support_mobile_view,
            a.support_fullscreen_view, a.proctored, a.max_score, a.manual_grading
       FROM tree t JOIN activities a ON a.id = t.child_activity_id
      ORDER BY t.depth, t.parent_activity_id, t.position`,
    [rootActivityId, tenantId],
  );
}

/** The latest activity workflow of each part in one run, with its best record. */
export async function loadActivityWorkflows(db: Queryable, objectiveWorkflowId: string): Promise<ActivityWorkflowRow[]> {
  return db.query<ActivityWorkflowRow>(
    `SELECT DISTINCT ON (aw.activity_part_id) aw.id, aw.activity_part_id, aw.activity_id, aw.state, aw.progress, aw.started,
            aw.submitted, aw.finished, best.normalized AS best_normalized, best.passed AS best_passed, COALESCE(best.n, 0) AS record_count
       FROM activity_workflows aw
       LEFT JOIN LATERAL (
         SELECT max(r.normalized_score) AS normalized, bool_or(r.passed) AS passed, count(*)::int AS n
           FROM activity_records r JOIN activity_workflows x ON x.id = r.activity_workflow_id
          WHERE x.objective_workflow_id = aw.objective_workflow_id AND x.activity_part_id IS NOT DISTINCT FROM aw.activity_part_id
       ) best ON true
      WHERE aw.objective_workflow_id = $1
      ORDER BY aw.activity_part_id, aw.started DESC`,
    [objectiveWorkflowId],
  );
}
