import type { CertificateRecordView } from '@lp/contract';
import { canRevealResult, type WorkflowState } from '@lp/domain';
import type { Queryable } from '../../db/client.ts';
import { ACCESS_REVEAL_COLUMNS, toRevealTerms, type AccessRevealRow } from '../enrolment/index.ts';

type Row = Record<string, unknown> & AccessRevealRow;
const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);

// The holder's enrolment and the run of the certified result decide whether its score shows (decision 0011).
const SELECT = `SELECT c.id, c.objective_id, c.user_id, c.certificate_number, c.external_url, c.expiration_date, c.normalized_passing_score, c.created,
    t.name AS t_name, t.description AS t_description,
    r.id AS r_id, r.score, r.max_score, r.normalized_score, r.grade, r.passed, r.finished, r.protect_results AS r_protect,
    w.state AS w_state, ${ACCESS_REVEAL_COLUMNS},
    o.name AS o_name, o.code AS o_code, trim(u.first_name || ' ' || u.last_name) AS holder
  FROM certificate_records c
  JOIN objectives o ON o.id = c.objective_id
  JOIN users u ON u.id = c.user_id
  LEFT JOIN certificate_templates t ON t.id = c.certificate_template_id
  LEFT JOIN objective_records r ON r.id = c.objective_record_id
  LEFT JOIN objective_workflows w ON w.id = r.objective_workflow_id
  LEFT JOIN objective_accesses acc ON acc.user_id = c.user_id AND acc.objective_id = c.objective_id`;

/** The certified result, with score, grade and pass state withheld by the same rule as every other answer's. */
function toRecord(row: Row, now: Date): CertificateRecordView['objectiveRecord'] {
  if (!row.r_id) return null;
  const visible = canRevealResult(
    {
      ...toRevealTerms(row),
      workflowState: row.w_state as WorkflowState | null,
      protectResults: Boolean(row.r_protect),
    },
    now,
  );
  return {
    score: visible ? (row.score as number | null) : null,
    maxScore: visible ? (row.max_score as number | null) : null,
    normalizedScore: visible ? (row.normalized_score as number | null) : null,
    grade: visible ? (row.grade as string | null) : null,
    passed: visible ? (row.passed as boolean | null) : null,
    finished: iso(row.finished),
    protectResults: !visible,
  };
}

function toView(row: Row, now: Date): CertificateRecordView {
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
    objectiveRecord: toRecord(row, now),
    created: iso(row.created)!,
    holderName: row.holder as string,
    objectiveName: row.o_name as string,
    objectiveCode: (row.o_code as string | null) ?? null,
  };
}

/** doc 2 §7 certificate-records/query: the learner's own certificates, newest first. */
export async function queryCertificates(
  db: Queryable,
  tenantId: string,
  userId: string,
  filter: { objectiveId?: string; certificateNumber?: string },
  now: Date,
) {
  const rows = await db.query<Row>(
    `${SELECT} WHERE c.tenant_id = $1 AND c.user_id = $2
       AND ($3::uuid IS NULL OR c.objective_id = $3) AND ($4::text IS NULL OR c.certificate_number = $4)
     ORDER BY c.created DESC`,
    [tenantId, userId, filter.objectiveId ?? null, filter.certificateNumber ?? null],
  );
  return rows.map((r) => toView(r, now));
}

/** The public share link (doc 1 §1): anyone with the number sees the certificate, and nothing else of the learner. */
export async function findPublicCertificate(db: Queryable, tenantId: string, certificateNumber: string, now: Date) {
  const rows = await db.query<Row>(`${SELECT} WHERE c.tenant_id = $1 AND c.certificate_number = $2`, [tenantId, certificateNumber]);
  if (!rows[0]) return undefined;
  const { userId: _omit, ...rest } = toView(rows[0], now);
  return rest;
}
