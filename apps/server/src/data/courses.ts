import type { AggregateSummary, LastActivityWorkflowSummary, ObjectiveSummary, WorkflowSummary } from '@lp/contract';
import type { ContentState, ContentType, WorkflowState } from '@lp/domain';
import { ACCESS_SUMMARY_COLUMNS, type AccessSummaryRow } from './access.ts';
import { RECORD_COLUMNS, toRecordSummary, type RecordRow } from './records.ts';
import { iso } from '../lib/iso-date.ts';

/**
 * The columns every answer about a learner's course selects (the lists, course details,
 * the objective access): the course, its last run and its last result. The query
 * aliases: o objectives, act the root activity, a the learner's aggregate, acc the
 * learner's access, w the last workflow, r the last record (joined by run-joins.ts).
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
  w.finished AS w_finished, w.protect_results AS w_protect, w.objective_record_id AS w_record_id,
  ${RECORD_COLUMNS},
  ${ACCESS_SUMMARY_COLUMNS},
  (SELECT json_build_object('id', law.id, 'state', law.state, 'lastProctoringSessionId', law.last_proctoring_session_id)
     FROM activity_workflows law WHERE law.id = a.last_activity_workflow_id) AS a_law`;

/** OBJECTIVE_COLUMNS as the drivers return them. */
export interface ObjectiveRow {
  o_id: string;
  o_name: string;
  o_code: string | null;
  o_description: string;
  o_image_url: string | null;
  o_grading_scale_id: string | null;
  o_channel: string | null;
  o_ai: boolean;
  o_new_content: boolean;
  o_self_enrollment: boolean;
  act_state: ContentState;
  act_type: ContentType;
  act_mode: number;
  act_review: boolean;
  act_duration: number | null;
  act_children: number;
  /** json: parsed by both drivers; a string only where a driver leaves json unparsed. */
  o_showcases: { id: string; name: string }[] | string;
}

/** PROGRESS_COLUMNS as the drivers return them (nulls where the learner has no aggregate, run or result); the enrolment's are typed by their owner. */
export interface ProgressRow extends AccessSummaryRow, RecordRow {
  a_id: string | null;
  a_self: boolean | null;
  w_id: string | null;
  w_state: WorkflowState | null;
  w_progress: number | null;
  w_started: Date | null;
  w_submitted: Date | null;
  w_finished: Date | null;
  w_protect: boolean | null;
  w_record_id: string | null;
  /** json_build_object of the last activity workflow (parsed, as o_showcases). */
  a_law: { id: string; state: WorkflowState; lastProctoringSessionId: string | null } | string | null;
}

/** A json column as the drivers return it: parsed already, or text where a driver leaves it so. */
export const parsedJson = <T>(v: T | string): T => (typeof v === 'string' ? JSON.parse(v) : v);

export function toObjectiveSummary(row: ObjectiveRow): ObjectiveSummary {
  return {
    id: row.o_id,
    name: row.o_name,
    code: row.o_code,
    description: row.o_description,
    imageUrl: row.o_image_url,
    gradingScaleId: row.o_grading_scale_id,
    showcases: parsedJson(row.o_showcases),
    announcementChannelId: row.o_channel,
    activity: {
      state: row.act_state,
      type: row.act_type,
      childrenCount: row.act_children,
      presentationMode: row.act_mode,
      supportReview: row.act_review,
      duration: row.act_duration,
    },
    enableAiTutor: Boolean(row.o_ai),
    accessNewContentAfterCompletion: Boolean(row.o_new_content),
  };
}

function toWorkflow(row: ProgressRow): WorkflowSummary | null {
  if (!row.w_id) return null;
  return {
    id: row.w_id,
    state: row.w_state!,
    progress: row.w_progress!,
    started: iso(row.w_started)!,
    submitted: iso(row.w_submitted),
    finished: iso(row.w_finished),
    protectResults: Boolean(row.w_protect),
    objectiveRecordId: row.w_record_id,
  };
}

/** doc 2 §3: the aggregate's last activity workflow, with its last proctoring session's id. */
function toLastActivityWorkflow(row: ProgressRow): LastActivityWorkflowSummary | null {
  if (row.a_law === null) return null;
  const v = parsedJson(row.a_law);
  return { id: v.id, state: v.state, lastProctoringSessionId: v.lastProctoringSessionId ?? null };
}

export function toAggregateSummary(row: ProgressRow, now: Date): AggregateSummary | null {
  if (!row.a_id) return null;
  const lastObjectiveWorkflow = toWorkflow(row);
  return {
    id: row.a_id,
    isSelfEnrolled: Boolean(row.a_self) || Boolean(row.acc_is_self_enrolled),
    lastObjectiveWorkflow,
    lastObjectiveRecord: toRecordSummary(row, lastObjectiveWorkflow?.state ?? null, now),
    lastActivityWorkflow: toLastActivityWorkflow(row),
  };
}
