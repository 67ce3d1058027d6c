import type { ProctoringSessionView } from '@lp/contract';
import type { ProctoringSessionState } from '@lp/domain';
import { iso } from '../lib/iso-date.ts';

/**
 * SQL of the latest proctoring session of a run, as json (id, activityWorkflowId, state,
 * created), or null: among the run's activity workflows, the newest of their last
 * sessions (doc 2 §4 Availability; docs/decisions/0009). `runId` is an SQL expression.
 */
export const lastRunSessionSql = (runId: string) => `(
  SELECT json_build_object('id', ps.id, 'activityWorkflowId', ps.activity_workflow_id, 'state', ps.state, 'created', ps.created_at)
    FROM activity_workflows psaw JOIN proctoring_sessions ps ON ps.id = psaw.last_proctoring_session_id
   WHERE psaw.objective_workflow_id = ${runId}
   ORDER BY ps.created_at DESC, ps.id DESC LIMIT 1)`;

/** The column `lastRunSessionSql` selects: json (a timestamp inside json is text), or its text on some drivers. */
export type LastRunSessionColumn =
  { id: string; activityWorkflowId: string; state: ProctoringSessionState; created: string } | string | null;

/** A session as selected by `lastRunSessionSql` → the view. */
export function toSessionView(value: LastRunSessionColumn): ProctoringSessionView | null {
  if (value === null) return null;
  const v: Exclude<LastRunSessionColumn, string | null> = typeof value === 'string' ? JSON.parse(value) : value;
  return { id: v.id, activityWorkflowId: v.activityWorkflowId, state: v.state, created: iso(v.created) };
}
