import type { CertificateRecordView } from '@lp/contract';
import type { Queryable } from '../../db/client.ts';

type Row = Record<string, unknown>;
const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);

const SELECT = `SELECT c.id, c.objective_id, c.user_id, c.certificate_number, c.external_url, c.expiration_date, c.normalized_passing_score, c.created,
    t.name AS t_name, t.description AS t_description,
    r.score, r.max_score, r.normalized_score, r.grade, r.passed, r.finished,
    o.name AS o_name, o.code AS o_code, trim(u.first_name || ' ' || u.last_name) AS holder
  FROM certificate_records c
  JOIN objectives o ON o.id = c.objective_id
  JOIN users u ON u.id = c.user_id
  LEFT JOIN certificate_templates t ON t.id = c.certificate_template_id
  LEFT JOIN objective_records r ON r.id = c.objective_record_id`;

function toView(row: Row, withHolder: boolean): CertificateRecordView {
  const base = `/api/lms-storage/v1/certificates/${encodeURIComponent(row.certificate_number as string)}`;
  return {
    id: row.id as string,
    objectiveId: row.objective_id as string,
    userId: row.user_id as string,
    certificateNumber: row.certificate_number as string,
    certificateTemplate: row.t_name ? { name: row.t_name as string, description: (row.t_description as string) ?? '' } : null,
    externalUrl: (row.external_url as string | null) ?? null,
    certificatePdfUrl: row.external_url ? null : `${base}.pdf`,
    certificatePngUrl: row.external_url ? null : `${base}.png`,
    expirationDate: iso(row.expiration_date),
    normalizedPassingScore: (row.normalized_passing_score as number | null) ?? null,
    objectiveRecord:
      row.finished !== undefined
        ? { score: row.score as number | null, maxScore: row.max_score as number | null, normalizedScore: row.normalized_score as number | null, grade: row.grade as string | null, passed: row.passed as boolean | null, finished: iso(row.finished) }
        : null,
    created: iso(row.created)!,
    ...(withHolder ? { holderName: row.holder as string, objectiveName: row.o_name as string, objectiveCode: (row.o_code as string | null) ?? null } : {}),
  };
}

/** doc 2 §7 certificate-records/query: the learner's own certificates, newest first. */
export async function queryCertificates(db: Queryable, tenantId: string, userId: string, filter: { objectiveId?: string; certificateNumber?: string }) {
  const rows = await db.query<Row>(
    `${SELECT} WHERE c.tenant_id = $1 AND c.user_id = $2
       AND ($3::uuid IS NULL OR c.objective_id = $3) AND ($4::text IS NULL OR c.certificate_number = $4)
     ORDER BY c.created DESC`,
    [tenantId, userId, filter.objectiveId ?? null, filter.certificateNumber ?? null],
  );
  return rows.map((r) => toView(r, true));
}

/** The public share link (doc 1 §1): anyone with the number sees the certificate, and nothing else of the learner. */
export async function findPublicCertificate(db: Queryable, tenantId: string, certificateNumber: string) {
  const rows = await db.query<Row>(`${SELECT} WHERE c.tenant_id = $1 AND c.certificate_number = $2`, [tenantId, certificateNumber]);
  if (!rows[0]) return undefined;
  const { userId: _omit, ...rest } = toView(rows[0], true);
  return rest;
}
