import type { AggregateSummary, LastActivityWorkflowSummary, ObjectiveSummary, RecordSummary, WorkflowSummary } from '@lp/contract';
import { canRevealResult, type ContentState, type ContentType, type WorkflowState } from '@lp/domain';
import { ACCESS_SUMMARY_COLUMNS, toRevealTerms, type AccessSummaryRow } from '../enrolment/index.ts';

/**
 * The columns every list selects about a course, its last run and its last result. The
 * query aliases: o objectives, act the root activity, a the learner's aggregate,
 * acc the learner's access, w the last workflow, r the last record.
 */
export const OBJECTIVE_COLUMNS = `
  o.id AS o_id, o.name AS o_name, o.code AS o_code, o.description AS o_description, o.image_url AS o_image_url,
  o.grading_scale_id AS o_grading_scale_id, o.announcement_channel_id AS o_channel, o.enable_ai_tutor AS o_ai,
  o.access_new_content_after_completion AS o_new_content, o.self_enrollment AS o_self_enrollment,
  act.state AS act_state, act.type AS act_type, act.presentation_mode AS act_mode, act.support_review AS act_review,
  act.duration AS act_duration,
  (SELECT count(*)::int FROM activity_parts p WHERE p.parent_activity_id = act.id) AS act_children,
  COALESCE((SELECT json_agg(json_build_object('id', s.id, 'name', s.name) ORDER BY s.position, s.name)
              FROM objective_showcases os JOIN showcases s ON s.id = os.showcase_id
             WHERE os.objective_id = o.id), '[]'::json) AS o_showcases`;

export const PROGRESS_COLUMNS = `
  a.id AS a_id, a.is_self_enrolled AS a_self,
  w.id AS w_id, w.state AS w_state, w.progress AS w_progress, w.started AS w_started, w.submitted AS w_submitted,
  w.finished AS w_finished, w.protect_results AS w_protect,
  r.id AS r_id, r.score AS r_score, r.max_score AS r_max, r.normalized_score AS r_normalized, r.grade AS r_grade,
  r.passed AS r_passed, r.finished AS r_finished, r.imported AS r_imported, r.protect_results AS r_protect,
  ${ACCESS_SUMMARY_COLUMNS},
  (SELECT json_build_object('id', law.id, 'state', law.state, 'lastProctoringSessionId', law.last_proctoring_session_id)
     FROM activity_workflows law WHERE law.id = a.last_activity_workflow_id) AS a_law`;

export type Row = Record<string, unknown>;
/** A row that also holds PROGRESS_COLUMNS: its enrolment columns are typed by their owner, the enrolment module. */
export type ProgressRow = Row & AccessSummaryRow;
const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());

export function toObjectiveSummary(row: Row): ObjectiveSummary {
  return {
    id: row.o_id as string,
    name: row.o_name as string,
    code: (row.o_code as string | null) ?? null,
    description: row.o_description as string,
    imageUrl: (row.o_image_url as string | null) ?? null,
    gradingScaleId: (row.o_grading_scale_id as string | null) ?? null,
    showcases: (typeof row.o_showcases === 'string' ? JSON.parse(row.o_showcases) : row.o_showcases) as { id: string; name: string }[],
    announcementChannelId: (row.o_channel as string | null) ?? null,
    activity: {
      state: Number(row.act_state) as ContentState,
      type: row.act_type as ContentType,
      childrenCount: Number(row.act_children ?? 0),
      presentationMode: Number(row.act_mode),
      supportReview: Boolean(row.act_review),
      duration: row.act_duration === null || row.act_duration === undefined ? null : Number(row.act_duration),
    },
    enableAiTutor: Boolean(row.o_ai),
    accessNewContentAfterCompletion: Boolean(row.o_new_content),
  };
}

function toWorkflow(row: Row): WorkflowSummary | null {
  if (!row.w_id) return null;
  return {
    id: row.w_id as string,
    state: Number(row.w_state) as WorkflowState,
    progress: Number(row.w_progress),
    started: iso(row.w_started)!,
    submitted: iso(row.w_submitted),
    finished: iso(row.w_finished),
    protectResults: Boolean(row.w_protect),
  };
}

/**
 * The last result, with score, grade and pass state withheld while the enrolment's grade
 * reveal policy hides them (doc 2 §4 Grade visibility): a protected result never leaves
 * the server. An imported result counts as finished.
 */
function toRecord(row: ProgressRow, workflow: WorkflowSummary | null, now: Date): RecordSummary | null {
  if (!row.r_id) return null;
  const visible = canRevealResult(
    {
      ...toRevealTerms(row),
      workflowState: (workflow?.state ?? null) as WorkflowState | null,
      protectResults: Boolean(row.r_protect),
    },
    now,
  );
  return {
    id: row.r_id as string,
    score: visible ? (row.r_score as number | null) : null,
    maxScore: visible ? (row.r_max as number | null) : null,
    normalizedScore: visible ? (row.r_normalized as number | null) : null,
    grade: visible ? (row.r_grade as string | null) : null,
    passed: visible ? (row.r_passed as boolean | null) : null,
    finished: iso(row.r_finished),
    imported: Boolean(row.r_imported),
    protectResults: !visible,
  };
}

/** doc 2 §3: the aggregate's last activity workflow, with its last proctoring session's id. */
function toLastActivityWorkflow(row: Row): LastActivityWorkflowSummary | null {
  if (row.a_law === null || row.a_law === undefined) return null;
  const v = (typeof row.a_law === 'string' ? JSON.parse(row.a_law) : row.a_law) as LastActivityWorkflowSummary;
  return { id: v.id, state: Number(v.state) as WorkflowState, lastProctoringSessionId: v.lastProctoringSessionId ?? null };
}

export function toAggregateSummary(row: ProgressRow, now: Date): AggregateSummary | null {
  if (!row.a_id) return null;
  const lastObjectiveWorkflow = toWorkflow(row);
  return {
    id: row.a_id as string,
    isSelfEnrolled: Boolean(row.a_self) || Boolean(row.acc_is_self_enrolled),
    lastObjectiveWorkflow,
    lastObjectiveRecord: toRecord(row, lastObjectiveWorkflow, now),
    lastActivityWorkflow: toLastActivityWorkflow(row),
  };
}

/**
 * How a filter's SQL is shaped for the planner: `perCourse` checks each candidate course
 * (best when they are few: a learner's own courses), `set` builds the matching courses
 * once for a hash join (best over the catalog: a per-course check cost ~6 µs a course,
 * 6 ms per 1,000 keyword matches; the set shape costs 15 ms on a learner's 10 courses).
 */
export type FilterShape = 'perCourse' | 'set';

/** Attribute filter: within one category any chosen attribute matches; across categories all must (unknown ids are ignored). */
export function attributeCondition(objectiveColumn: string, ids: string, shape: FilterShape = 'perCourse'): string {
  if (shape === 'set') {
    return `(${objectiveColumn} IN (
        SELECT oa.objective_id FROM objective_attributes oa JOIN filter_attributes fa ON fa.id = oa.attribute_id
         WHERE oa.attribute_id = ANY(${ids}::uuid[])
         GROUP BY oa.objective_id
        HAVING count(DISTINCT fa.category_id) = (SELECT count(DISTINCT category_id) FROM filter_attributes WHERE id = ANY(${ids}::uuid[])))
      OR NOT EXISTS (SELECT 1 FROM filter_attributes WHERE id = ANY(${ids}::uuid[])))`;
  }
  return `NOT EXISTS (
    SELECT 1 FROM filter_attributes sel WHERE sel.id = ANY(${ids}::uuid[])
       AND NOT EXISTS (SELECT 1 FROM objective_attributes oa JOIN filter_attributes fa ON fa.id = oa.attribute_id
                        WHERE oa.objective_id = ${objectiveColumn} AND fa.category_id = sel.category_id
                          AND fa.id = ANY(${ids}::uuid[])))`;
}

/** Collection filter: the course is in any of the chosen collections. */
export const showcaseCondition = (objectiveColumn: string, ids: string, shape: FilterShape = 'perCourse') =>
  shape === 'set'
    ? `${objectiveColumn} IN (SELECT os.objective_id FROM objective_showcases os WHERE os.showcase_id = ANY(${ids}::uuid[]))`
    : `EXISTS (SELECT 1 FROM objective_showcases os WHERE os.objective_id = ${objectiveColumn} AND os.showcase_id = ANY(${ids}::uuid[]))`;
