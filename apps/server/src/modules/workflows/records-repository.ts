import type { RecordSummary } from '@lp/contract';
import { canRevealResult, type WorkflowState } from '@lp/domain';
import type { Queryable } from '../../db/client.ts';
import { ACCESS_REVEAL_COLUMNS, toRevealTerms, type AccessRevealRow } from '../enrolment/index.ts';

/** Every result of one learner's course, newest first, with grades withheld per the reveal policy (previous attempts). */
export async function listRecordsOfAggregate(db: Queryable, tenantId: string, userId: string, aggregateId: string, now: Date): Promise<RecordSummary[] | undefined> {
  const owner = await db.query<AccessRevealRow & { objective_id: string }>(
    `SELECT a.objective_id, ${ACCESS_REVEAL_COLUMNS}
       FROM objective_workflow_aggregates a LEFT JOIN objective_accesses acc ON acc.id = a.objective_access_id
      WHERE a.id = $1 AND a.tenant_id = $2 AND a.user_id = $3`,
    [aggregateId, tenantId, userId],
  );
  if (!owner[0]) return undefined;
  const rows = await db.query<{ id: string; score: number | null; max_score: number | null; normalized_score: number | null; grade: string | null; passed: boolean | null; finished: Date | null; imported: boolean; protect_results: boolean; state: number | null }>(
    `SELECT r.id, r.score, r.max_score, r.normalized_score, r.grade, r.passed, r.finished, r.imported, r.protect_results, w.state
       FROM objective_records r LEFT JOIN objective_workflows w ON w.id = r.objective_workflow_id
      WHERE r.user_id = $1 AND r.objective_id = $2 AND r.tenant_id = $3 ORDER BY r.finished DESC NULLS LAST, r.created_at DESC`,
    [userId, owner[0].objective_id, tenantId],
  );
  return rows.map((r) => {
    const visible = canRevealResult(
      { ...toRevealTerms(owner[0]!), workflowState: r.state as WorkflowState | null, protectResults: r.protect_results },
      now,
    );
    return {
      id: r.id,
      score: visible ? r.score : null,
      maxScore: visible ? r.max_score : null,
      normalizedScore: visible ? r.normalized_score : null,
      grade: visible ? r.grade : null,
      passed: visible ? r.passed : null,
      finished: r.finished ? new Date(r.finished).toISOString() : null,
      imported: r.imported,
      protectResults: !visible,
    };
  });
}
