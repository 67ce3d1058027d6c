import type { ObjectiveWorkflowView } from '@lp/contract';
import type { Queryable } from '../db/client.ts';
import { iso } from '../lib/iso-date.ts';

export async function workflowView(db: Queryable, id: string): Promise<ObjectiveWorkflowView> {
  const [w] = await db.query<ObjectiveWorkflowView & { started: Date; submitted: Date | null; finished: Date | null }>(
    `SELECT id, objective_id AS "objectiveId", aggregate_id AS "objectiveWorkflowAggregateId", state, progress, started, submitted,
            finished, protect_results AS "protectResults", objective_record_id AS "objectiveRecordId"
       FROM objective_workflows WHERE id = $1`,
    [id],
  );
  return { ...w!, started: iso(w!.started), submitted: iso(w!.submitted), finished: iso(w!.finished) };
}
