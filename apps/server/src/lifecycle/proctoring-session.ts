import type { ProctoringSessionView, RecordProctoringSessionBody } from '@lp/contract';
import type { Queryable } from '../db/client.ts';
import { notFound } from '../lib/http-error.ts';
import { insertSession } from './proctoring-repository.ts';

/**
 * Instructor call: records a proctoring session of a learner's activity workflow in the
 * given state (a review's verdict, or what the proctoring tool reported). Each call is a
 * new session that becomes the workflow's last one; earlier ones stay as history.
 */
export async function recordProctoringSession(
  tx: Queryable,
  tenantId: string,
  activityWorkflowId: string,
  { state }: RecordProctoringSessionBody,
  now: Date,
): Promise<ProctoringSessionView> {
  const session = await insertSession(tx, tenantId, activityWorkflowId, state, now);
  if (!session) throw notFound('No such activity workflow.');
  return session;
}
