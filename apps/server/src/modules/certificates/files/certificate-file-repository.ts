import type { CertificateRecordView } from '@lp/contract';
import type { Queryable } from '../../../db/client.ts';

export type CertificateFileKind = 'pdf' | 'png';
/** A certificate as the holder's list or the public page answers it: what its file shows. */
export type CertificateForFile = Omit<CertificateRecordView, 'userId'>;

/** The holder's language and time zone: a certificate is drawn in them, whoever downloads it. */
export async function findHolderSettings(db: Queryable, certificateId: string) {
  const [row] = await db.query<{ locale: string | null; timezone: string | null }>(
    'SELECT u.locale, u.timezone FROM certificate_records c JOIN users u ON u.id = c.user_id WHERE c.id = $1',
    [certificateId],
  );
  return row;
}

export interface StoredCertificateFile {
  content_hash: string;
  size: number;
}

export async function findStoredFile(
  db: Queryable,
  certificateId: string,
  kind: CertificateFileKind,
  locale: string,
): Promise<StoredCertificateFile | undefined> {
  const [row] = await db.query<StoredCertificateFile>(
    'SELECT content_hash, size FROM certificate_files WHERE certificate_id = $1 AND kind = $2 AND locale = $3',
    [certificateId, kind, locale],
  );
  return row;
}

export async function readStoredBytes(
  db: Queryable,
  certificateId: string,
  kind: CertificateFileKind,
  locale: string,
): Promise<Uint8Array | undefined> {
  const [row] = await db.query<{ bytes: Uint8Array }>(
    'SELECT bytes FROM certificate_files WHERE certificate_id = $1 AND kind = $2 AND locale = $3',
    [certificateId, kind, locale],
  );
  return row?.bytes;
}

/** Keeps a rendering; two renderings of the same certificate at once both land on the one row. */
export async function storeFile(
  db: Queryable,
  file: { tenantId: string; certificateId: string; kind: CertificateFileKind; locale: string; contentHash: string; bytes: Uint8Array },
) {
  await db.query(
    `INSERT INTO certificate_files (certificate_id, kind, locale, tenant_id, content_hash, size, bytes)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (certificate_id, kind, locale) DO UPDATE SET content_hash = EXCLUDED.content_hash, size = EXCLUDED.size, bytes = EXCLUDED.bytes, created_at = now()`,
    [file.certificateId, file.kind, file.locale, file.tenantId, file.contentHash, file.bytes.byteLength, file.bytes],
  );
}
