import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/client.ts';

/**
 * A passed course earns the certificate of each active template of the course, once per
 * result. The number is random and unguessable because the public share link shows it.
 */
export async function issueCertificateIfEarned(
  tx: Queryable,
  c: { tenantId: string; userId: string; objectiveId: string; recordId: string; now: Date },
) {
  const templates = await tx.query<{ id: string; valid_for_days: number | null }>(
    `SELECT id, valid_for_days FROM certificate_templates WHERE objective_id = $1 AND tenant_id = $2 AND state = 2`,
    [c.objectiveId, c.tenantId],
  );
  for (const t of templates) {
    const number = `LP-${randomBytes(6).toString('hex').toUpperCase()}`;
    const expires = t.valid_for_days ? new Date(c.now.getTime() + t.valid_for_days * 86_400_000) : null;
    await tx.query(
      `INSERT INTO certificate_records (id, tenant_id, objective_id, user_id, certificate_template_id, objective_record_id, certificate_number, expiration_date,
                                        normalized_passing_score, created)
       SELECT gen_random_uuid(), $1, $2, $3, $4, $5, $6, $7, s.normalized_passing_score, $8
         FROM objectives o LEFT JOIN grading_scales s ON s.id = o.grading_scale_id WHERE o.id = $2`,
      [c.tenantId, c.objectiveId, c.userId, t.id, c.recordId, number, expires, c.now],
    );
  }
}
