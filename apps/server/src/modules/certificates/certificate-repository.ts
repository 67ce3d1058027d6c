import type { CertificateRecordView } from '@lp/contract';
import type { WorkflowState } from '@lp/domain';
import type { Queryable } from '../../db/client.ts';
import { accessJoin, ACCESS_REVEAL_COLUMNS, type AccessRevealRow } from '../../data/access.ts';
import { RECORD_COLUMNS, toRecordSummary, type RecordRow } from '../../data/records.ts';
import { recordWithRunJoin } from '../../data/runs.ts';
import { iso } from '../../lib/iso-date.ts';
import { certificateFileUrls } from './files/file-urls.ts';

/** One certificate with its template, certified result, course and holder, as SELECT reads it. */
interface Row extends AccessRevealRow, RecordRow {
  id: string;
  objective_id: string;
  user_id: string;
  certificate_number: string;
  external_url: string | null;
  expiration_date: Date | null;
  revoked_at: Date | null;
  revocation_reason: string | null;
  normalized_passing_score: number | null;
  created: Date;
  t_name: string | null;
  t_description: string | null;
  w_state: WorkflowState | null;
  o_name: string;
  o_code: string | null;
  holder: string;
  /** Never shown: only its salted hash leaves, in an Open Badges credential. */
  email: string;
}

// The holder's enrolment and the run of the certified result decide whether its score shows (decision 0011).
const SELECT = `SELECT c.id, c.objective_id, c.user_id, c.certificate_number, c.external_url, c.expiration_date, c.revoked_at, c.revocation_reason, c.normalized_passing_score, c.created,
    t.name AS t_name, t.description AS t_description,
    ${RECORD_COLUMNS},
    w.state AS w_state, ${ACCESS_REVEAL_COLUMNS},
    o.name AS o_name, o.code AS o_code, trim(u.first_name || ' ' || u.last_name) AS holder, u.email
  FROM certificate_records c
  JOIN objectives o ON o.id = c.objective_id
  JOIN users u ON u.id = c.user_id
  LEFT JOIN certificate_templates t ON t.id = c.certificate_template_id
  ${recordWithRunJoin('c.objective_record_id')}
  ${accessJoin('c.objective_id', 'c.user_id')}`;

/** The certified result, with score, grade and pass state withheld by the same rule as every other answer's. */
function toRecord(row: Row, now: Date): CertificateRecordView['objectiveRecord'] {
  const record = toRecordSummary(row, row.w_state, now);
  if (!record) return null;
  const { id: _id, imported: _imported, ...shown } = record;
  return shown;
}

function toView(row: Row, now: Date, audience: 'holder' | 'public' = 'holder'): CertificateRecordView {
  // An external copy or a revoked certificate has no files of ours (decisions 0023, 0024).
  const files = row.external_url || row.revoked_at ? null : certificateFileUrls(row.certificate_number, audience);
  return {
    id: row.id,
    objectiveId: row.objective_id,
    userId: row.user_id,
    certificateNumber: row.certificate_number,
    certificateTemplate: row.t_name ? { name: row.t_name, description: row.t_description ?? '' } : null,
    externalUrl: row.external_url,
    certificatePdfUrl: files?.certificatePdfUrl ?? null,
    certificatePngUrl: files?.certificatePngUrl ?? null,
    expirationDate: iso(row.expiration_date),
    revokedAt: iso(row.revoked_at),
    revocationReason: row.revocation_reason,
    normalizedPassingScore: row.normalized_passing_score,
    objectiveRecord: toRecord(row, now),
    created: iso(row.created),
    holderName: row.holder,
    objectiveName: row.o_name,
    objectiveCode: row.o_code,
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

export type PublicCertificateView = Omit<CertificateRecordView, 'userId'>;

function toPublicView(row: Row, now: Date): PublicCertificateView {
  const { userId: _omit, ...rest } = toView(row, now, 'public');
  return rest;
}

/** The public share link (doc 1 §1): anyone with the number sees the certificate, and nothing else of the learner. */
export async function findPublicCertificate(db: Queryable, tenantId: string, certificateNumber: string, now: Date) {
  const rows = await db.query<Row>(`${SELECT} WHERE c.tenant_id = $1 AND c.certificate_number = $2`, [tenantId, certificateNumber]);
  return rows[0] && toPublicView(rows[0], now);
}

/** A certificate by its id, as the public page shows it (the credential check names it by id); `userId` narrows it to its holder's own. */
export async function findCertificateById(db: Queryable, tenantId: string, id: string, now: Date, userId?: string) {
  const rows = await db.query<Row>(`${SELECT} WHERE c.tenant_id = $1 AND c.id = $2 AND ($3::uuid IS NULL OR c.user_id = $3)`, [
    tenantId,
    id,
    userId ?? null,
  ]);
  return rows[0] && { certificate: toPublicView(rows[0], now), email: rows[0].email };
}

/**
 * Revokes a certificate of the tenant (decision 0023): the first revocation is kept, so a
 * retry or a second administrator changes nothing. Two statements, not one: the read after
 * a lost race needs its own snapshot to see the revocation that won. Undefined when the
 * tenant has no such certificate.
 */
export async function revokeCertificate(db: Queryable, tenantId: string, id: string, reason: string) {
  type Revocation = { revoked_at: Date; revocation_reason: string };
  const [revoked] = await db.query<Revocation>(
    `UPDATE certificate_records SET revoked_at = now(), revocation_reason = $3
      WHERE tenant_id = $1 AND id = $2 AND revoked_at IS NULL
      RETURNING revoked_at, revocation_reason`,
    [tenantId, id, reason],
  );
  const [row] = revoked
    ? [revoked]
    : await db.query<Revocation>(
        'SELECT revoked_at, revocation_reason FROM certificate_records WHERE tenant_id = $1 AND id = $2 AND revoked_at IS NOT NULL',
        [tenantId, id],
      );
  return row && { revokedAt: iso(row.revoked_at), revocationReason: row.revocation_reason };
}
