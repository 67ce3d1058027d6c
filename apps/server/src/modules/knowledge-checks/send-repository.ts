import { WorkflowState } from '@lp/domain';
import type { Queryable } from '../../db/client.ts';
import type { KnowledgeAnswerOption } from './knowledge-answers.ts';

/** A finished run of a course with a knowledge model whose checks are not planned yet. */
export interface RunToPlan {
  id: string;
  tenant_id: string;
  user_id: string;
  objective_id: string;
  finished: Date;
  knowledge_model_id: string;
}

/**
 * Runs finished after `finishedAfter` (the plan's horizon: older ones have nothing left to
 * send) to plan, oldest first. Not behind the workflows module (architecture.md: the runs'
 * rows are read here as lti reads them); `knowledge_check_plans` remembers a planned run, so
 * each is planned once, whether any of its checks was still worth sending or not.
 */
export async function findRunsToPlan(db: Queryable, finishedAfter: Date, limit: number): Promise<RunToPlan[]> {
  return db.query<RunToPlan>(
    `SELECT w.id, w.tenant_id, w.user_id, w.objective_id, w.finished, km.id AS knowledge_model_id
       FROM knowledge_models km
       JOIN objective_workflows w ON w.objective_id = km.objective_id AND w.state = $1 AND w.finished > $2
      WHERE NOT EXISTS (SELECT 1 FROM knowledge_check_plans p WHERE p.objective_workflow_id = w.id)
      ORDER BY w.finished LIMIT $3`,
    [WorkflowState.finished, finishedAfter, limit],
  );
}

/** Claims the run for planning: true for the one process whose insert made the plan. */
export async function claimPlan(db: Queryable, run: RunToPlan): Promise<boolean> {
  const rows = await db.query<{ objective_workflow_id: string }>(
    'INSERT INTO knowledge_check_plans (objective_workflow_id, tenant_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING objective_workflow_id',
    [run.id, run.tenant_id],
  );
  return rows.length === 1;
}

export async function questionsOfModel(db: Queryable, knowledgeModelId: string): Promise<{ id: string; text: string }[]> {
  return db.query<{ id: string; text: string }>(
    'SELECT id, text FROM knowledge_model_questions WHERE knowledge_model_id = $1 ORDER BY position',
    [knowledgeModelId],
  );
}

export async function insertPlannedCheck(
  db: Queryable,
  run: RunToPlan,
  check: { id: string; step: number; question: { id: string; text: string }; dueAt: Date },
) {
  await db.query(
    `INSERT INTO reinforcement_workflows (id, tenant_id, user_id, objective_id, knowledge_model_id, question, objective_workflow_id, question_id, step, due_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      check.id,
      run.tenant_id,
      run.user_id,
      run.objective_id,
      run.knowledge_model_id,
      check.question.text,
      run.id,
      check.question.id,
      check.step,
      check.dueAt,
    ],
  );
}

/**
 * Claims checks due at `now` that nobody sent: each gets a lease, so a process that dies
 * mid-send leaves it to another once the lease runs out, and FOR UPDATE SKIP LOCKED
 * keeps two processes from claiming the same one.
 */
export async function claimDueChecks(db: Queryable, now: Date, leaseSeconds: number, limit: number): Promise<ClaimedCheck[]> {
  const rows = await db.query<ClaimedCheck>(
    `UPDATE reinforcement_workflows SET send_locked_until = now() + make_interval(secs => $2::int), send_attempts = send_attempts + 1
      WHERE id IN (SELECT id FROM reinforcement_workflows
                    WHERE sent_at IS NULL AND skipped_at IS NULL AND due_at <= $1
                      AND (send_locked_until IS NULL OR send_locked_until < now())
                    ORDER BY due_at FOR UPDATE SKIP LOCKED LIMIT $3)
      RETURNING id, send_attempts AS attempt`,
    [now, leaseSeconds, limit],
  );
  return rows;
}

/** A check claimed for sending, with the claim's number (its send_attempts then): the claim is this process's while that number stands. */
export interface ClaimedCheck {
  id: string;
  attempt: number;
}

/**
 * Takes the lease again just before the mail goes, if the claim is still this process's:
 * a round claims several checks under one lease, and a slow mail server could let it run
 * out; another process that claimed a check since counted one more attempt, and this one
 * then leaves the check to it instead of sending it a second time.
 */
export async function renewSendLease(db: Queryable, check: ClaimedCheck, leaseSeconds: number): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `UPDATE reinforcement_workflows SET send_locked_until = now() + make_interval(secs => $3::int)
      WHERE id = $1 AND send_attempts = $2 AND sent_at IS NULL AND skipped_at IS NULL
      RETURNING id`,
    [check.id, check.attempt, leaseSeconds],
  );
  return rows.length === 1;
}

/** Everything one e-mail needs. */
export interface CheckToSend {
  id: string;
  tenant_id: string;
  tenant_host: string | null;
  tenant_name: string;
  user_id: string;
  email: string;
  first_name: string;
  locale: string | null;
  course_name: string;
  question: string;
  due_at: Date;
  answers: KnowledgeAnswerOption[] | null;
}

export async function loadCheckToSend(db: Queryable, id: string): Promise<CheckToSend | undefined> {
  const rows = await db.query<CheckToSend>(
    `SELECT rw.id, rw.tenant_id, t.host AS tenant_host, t.name AS tenant_name, rw.user_id, u.email, u.first_name, u.locale, o.name AS course_name,
            rw.question, rw.due_at, q.answers
       FROM reinforcement_workflows rw
       JOIN tenants t ON t.id = rw.tenant_id
       JOIN users u ON u.id = rw.user_id
       JOIN objectives o ON o.id = rw.objective_id
       LEFT JOIN knowledge_model_questions q ON q.id = rw.question_id
      WHERE rw.id = $1 AND rw.sent_at IS NULL AND rw.skipped_at IS NULL AND u.is_active`,
    [id],
  );
  return rows[0];
}

export async function markSent(db: Queryable, id: string) {
  await db.query('UPDATE reinforcement_workflows SET sent_at = now(), send_locked_until = NULL WHERE id = $1 AND sent_at IS NULL', [id]);
}

/** Never sent: too late, its question gone, or its learner inactive. */
export async function markSkipped(db: Queryable, id: string) {
  await db.query('UPDATE reinforcement_workflows SET skipped_at = now(), send_locked_until = NULL WHERE id = $1 AND sent_at IS NULL', [id]);
}

/** A failed send is tried again after `seconds` (the SMTP server was away). */
export async function retrySendLater(db: Queryable, id: string, seconds: number) {
  await db.query(
    'UPDATE reinforcement_workflows SET send_locked_until = now() + make_interval(secs => $2::int) WHERE id = $1 AND sent_at IS NULL',
    [id, seconds],
  );
}
