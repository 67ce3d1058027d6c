import type { Queryable } from '../../db/client.ts';

export interface FeedbackAnswer {
  tenantId: string;
  userId: string;
  clientId: string | null;
  grade: number;
  details: string[];
  comment: string;
  locale: string | null;
  page: string | null;
  appVersion: string | null;
}

/**
 * Keeps one feedback answer (doc 2 §7): the answer's own id makes a retry or a double
 * click a no-op. Answers whether this call stored it, so the product_feedback event is
 * logged once too.
 */
export async function insertFeedbackAnswer(db: Queryable, f: FeedbackAnswer): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO feedback_events (id, tenant_id, user_id, client_id, grade, details, comment, locale, page, app_version)
     VALUES (gen_random_uuid(), $1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (tenant_id, user_id, client_id) DO NOTHING RETURNING id`,
    [f.tenantId, f.userId, f.clientId, f.grade, f.details, f.comment, f.locale, f.page, f.appVersion],
  );
  return rows.length > 0;
}

/** Whether the answer already kept under the learner's id says the same (a retry) or not (the id used for another answer). */
export async function sameFeedbackAnswer(
  db: Queryable,
  f: Pick<FeedbackAnswer, 'tenantId' | 'userId' | 'clientId' | 'grade' | 'details' | 'comment'>,
): Promise<boolean> {
  const [kept] = await db.query<{ grade: number; details: string[]; comment: string }>(
    'SELECT grade, details, comment FROM feedback_events WHERE tenant_id = $1 AND user_id = $2 AND client_id = $3',
    [f.tenantId, f.userId, f.clientId],
  );
  return !!kept && kept.grade === f.grade && kept.comment === f.comment && kept.details.join('\n') === f.details.join('\n');
}

export interface FeedbackRow {
  created_at: Date;
  grade: number;
  details: string[];
  comment: string;
  locale: string | null;
  page: string | null;
  app_version: string | null;
  email: string | null;
}

/** A tenant's answers between two instants, oldest first, with the learner's e-mail (decision 0030). */
export async function findFeedbackAnswers(db: Queryable, tenantId: string, from: Date, until: Date): Promise<FeedbackRow[]> {
  return db.query<FeedbackRow>(
    `SELECT f.created_at, f.grade, f.details, f.comment, f.locale, f.page, f.app_version, u.email
       FROM feedback_events f LEFT JOIN users u ON u.id = f.user_id
      WHERE f.tenant_id = $1 AND f.created_at >= $2 AND f.created_at < $3
      ORDER BY f.created_at, f.id`,
    [tenantId, from, until],
  );
}
