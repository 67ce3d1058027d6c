import { z } from 'zod';
import type { ProctoringSessionView } from '@lp/contract';
import { ProctoringSessionState } from '@lp/domain';
import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { insertSession } from './proctoring-repository.ts';

export const RecordProctoringSessionSchema = z.strictObject({ state: z.enum(ProctoringSessionState) });

/**
 * Instructor call: records a proctoring session of a learner's activity workflow in the
 * given state (a review's verdict, or what the proctoring tool reported). Each call is a
 * new session that becomes the workflow's last one; earlier ones stay as history.
 */
export async function recordProctoringSession(tx: Queryable, tenantId: string, activityWorkflowId: string, body: unknown, now: Date): Promise<ProctoringSessionView> {
  const { state } = RecordProctoringSessionSchema.parse(body);
  const session = await insertSession(tx, tenantId, activityWorkflowId, state, now);
  if (!session) throw notFound('No such activity workflow.');
  return session;
}
