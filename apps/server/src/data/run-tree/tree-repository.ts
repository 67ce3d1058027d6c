import type { ContentState, ContentType, ResultsDisclosurePolicy, ReviewPolicy, WorkflowState } from '@lp/domain';
import type { ActivityPositionView } from '@lp/contract';
import type { Queryable } from '../../db/client.ts';

/** One activity part of a course with its child activity (content excluded: it is served per activity). */
export interface PartRow {
  id: string;
  parent_activity_id: string;
  child_activity_id: string;
  position: number;
  optional: boolean;
  score_weight: number;
  review_policy: ReviewPolicy;
  results_disclosure_policy: ResultsDisclosurePolicy;
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
  type: ContentType;
  file_type: string | null;
  state: ContentState;
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
  state: WorkflowState;
  progress: number;
  started: Date;
  submitted: Date | null;
  finished: Date | null;
  /** Where the learner last was inside it (data.position, decision 0076); null when never saved. */
  position?: ActivityPositionView | null;
  best_normalized: number | null;
  best_passed: boolean | null;
  record_count: number;
}

/** The columns of an activity workflow that its answers carry (`RETURNING id, state, progress, started, submitted, finished`). */
export type ActivityWorkflowTimesRow = Pick<
  ActivityWorkflowRow,
  'id' | 'state' | 'progress' | 'started' | 'submitted' | 'finished' | 'position'
>;

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

/**
 * A timestamp as milliseconds since the epoch (a double, exact: whole milliseconds, as the
 * driver's Date has them). Reading hundreds of rows, building a Date from a number costs a
 * third of what the driver's parsing of the timestamp's text does (decision 0037).
 * `date_part` gives a double directly (`extract` a numeric, costlier); rounding the truncated
 * instant's seconds × 1000 gives its milliseconds exactly.
 */
const epochMs = (column: string) => `round(date_part('epoch', date_trunc('milliseconds', ${column})) * 1000)`;
type EpochTimes = { started: number; submitted: number | null; finished: number | null };

/**
 * The latest activity workflow of each part in one run, with the best record over all of
 * the part's workflows: one statement, the records joined to the run's workflows (one
 * indexed probe each) and summed per part by a window over the same order DISTINCT ON
 * keeps the latest by. A correlated subquery per workflow (matching the part with IS NOT
 * DISTINCT FROM, which no index serves) was quadratic — 185 ms for a run of 410 activity
 * workflows; two statements cost a round trip more (decision 0037).
 */
export async function loadActivityWorkflows(db: Queryable, objectiveWorkflowId: string): Promise<ActivityWorkflowRow[]> {
  const rows = await db.query<Omit<ActivityWorkflowRow, 'started' | 'submitted' | 'finished'> & EpochTimes>(
    `SELECT DISTINCT ON (x.activity_part_id) x.id, x.activity_part_id, x.activity_id, x.state, x.progress,
            ${epochMs('x.started')} AS started, ${epochMs('x.submitted')} AS submitted, ${epochMs('x.finished')} AS finished,
            x.data->'position' AS position, max(r.normalized_score) OVER part AS best_normalized, bool_or(r.passed) OVER part AS best_passed,
            count(r.id) OVER part ::int AS record_count
       FROM activity_workflows x LEFT JOIN activity_records r ON r.activity_workflow_id = x.id
      WHERE x.objective_workflow_id = $1
     WINDOW part AS (PARTITION BY x.activity_part_id ORDER BY x.started DESC ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING)
      ORDER BY x.activity_part_id, x.started DESC`,
    [objectiveWorkflowId],
  );
  return rows.map((w) => ({
    id: w.id,
    activity_part_id: w.activity_part_id,
    activity_id: w.activity_id,
    state: w.state,
    progress: w.progress,
    started: new Date(w.started),
    submitted: w.submitted === null ? null : new Date(w.submitted),
    finished: w.finished === null ? null : new Date(w.finished),
    position: w.position ?? null,
    best_normalized: w.best_normalized,
    best_passed: w.best_passed,
    record_count: w.record_count,
  }));
}
