import { ContentState } from '@lp/domain';
import type { Queryable } from '../../db/client.ts';
import type { KnowledgeAnswerOption } from './knowledge-answers.ts';

/** A check of the learner's as the answer page reads it: `reinforcement_workflows` with its run's aggregate and its question's answers. */
export interface CheckRow {
  id: string;
  objective_id: string;
  aggregate_id: string;
  objective_workflow_id: string;
  knowledge_model_id: string;
  question_id: string | null;
  question: string;
  answer: string | null;
  answer_text: string | null;
  normalized_score: number | null;
  feedback: string | null;
  retry: number;
  answers: KnowledgeAnswerOption[] | null;
}

/** doc 2 §3's reinforcement workflow of a row. */
export const toReinforcementWorkflow = (row: CheckRow) => ({
  id: row.id,
  objectiveId: row.objective_id,
  aggregateId: row.aggregate_id,
  question: row.question,
  answer: row.answer,
  answerText: row.answer_text,
  normalizedScore: row.normalized_score,
  feedback: row.feedback,
});

const CHECK_SELECT = `SELECT rw.id, rw.objective_id, w.aggregate_id, rw.objective_workflow_id, rw.knowledge_model_id, rw.question_id, rw.question,
       rw.answer, rw.answer_text, rw.normalized_score, rw.feedback, rw.retry, q.answers
  FROM reinforcement_workflows rw
  JOIN objective_workflows w ON w.id = rw.objective_workflow_id
  LEFT JOIN knowledge_model_questions q ON q.id = rw.question_id`;

/** The learner's check once it was sent; another learner's, an unsent or an unknown one: undefined (all "Workflow not found"). */
export async function findSentCheck(
  db: Queryable,
  tenantId: string,
  userId: string,
  id: string,
  forUpdate = false,
): Promise<CheckRow | undefined> {
  const rows = await db.query<CheckRow>(
    `${CHECK_SELECT} WHERE rw.id = $1 AND rw.tenant_id = $2 AND rw.user_id = $3 AND rw.sent_at IS NOT NULL${forUpdate ? ' FOR UPDATE OF rw' : ''}`,
    [id, tenantId, userId],
  );
  return rows[0];
}

/** Writes the answer unless the check has one: true when this was the first answer (the first answer stays). */
export async function recordFirstAnswer(
  db: Queryable,
  id: string,
  a: { key: string; text: string; normalizedScore: number; feedback: string | null },
): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `UPDATE reinforcement_workflows SET answer = $2, answer_text = $3, normalized_score = $4, feedback = $5, answered_at = now()
      WHERE id = $1 AND answered_at IS NULL RETURNING id`,
    [id, a.key, a.text, a.normalizedScore, a.feedback],
  );
  return rows.length === 1;
}

/** The same question again at `dueAt` after an incorrect answer; one retry per answered check. */
export async function insertRetry(db: Queryable, of: CheckRow, id: string, dueAt: Date) {
  await db.query(
    `INSERT INTO reinforcement_workflows (id, tenant_id, user_id, objective_id, knowledge_model_id, question, objective_workflow_id, question_id, retry, retry_of, due_at)
     SELECT $2, tenant_id, user_id, objective_id, knowledge_model_id, question, objective_workflow_id, question_id, retry + 1, id, $3
       FROM reinforcement_workflows WHERE id = $1
     ON CONFLICT (retry_of) DO NOTHING`,
    [of.id, id, dueAt],
  );
}

/** The knowledge model of the learner's aggregate's course while the course is not archived. */
export async function findKnowledgeModelOfAggregate(
  db: Queryable,
  tenantId: string,
  userId: string,
  aggregateId: string,
): Promise<string | undefined> {
  const rows = await db.query<{ id: string }>(
    `SELECT km.id FROM objective_workflow_aggregates a
       JOIN objectives o ON o.id = a.objective_id
       JOIN activities act ON act.id = o.activity_id
       JOIN knowledge_models km ON km.objective_id = o.id
      WHERE a.id = $1 AND a.tenant_id = $2 AND a.user_id = $3 AND act.state <> $4`,
    [aggregateId, tenantId, userId, ContentState.archived],
  );
  return rows[0]?.id;
}
