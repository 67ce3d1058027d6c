import type { Queryable } from '../../db/client.ts';

/** A stored file without its bytes. */
export interface FileMeta {
  id: string;
  name: string;
  content_type: string;
  size: number;
  is_public: boolean;
  activity_id: string | null;
  /** A learner's upload (decision 0081); null for the import's files. */
  owner_id: string | null;
}

export async function findFileMeta(db: Queryable, tenantId: string, fileId: string): Promise<FileMeta | undefined> {
  const [meta] = await db.query<FileMeta>(
    'SELECT id, name, content_type, size, is_public, activity_id, owner_id FROM files WHERE id = $1 AND tenant_id = $2',
    [fileId, tenantId],
  );
  return meta;
}

/** `length` bytes of a file from byte `start` (0-based): only the range leaves the database. */
export async function readFileBytes(db: Queryable, fileId: string, start: number, length: number): Promise<Uint8Array> {
  const [chunk] = await db.query<{ bytes: Uint8Array }>('SELECT substring(bytes FROM $2 FOR $3) AS bytes FROM files WHERE id = $1', [
    fileId,
    start + 1,
    length,
  ]);
  return chunk!.bytes;
}

/** A kept copy of a file at one width: `bytes` null when the original is served at that width (decision 0044). */
export interface FileVariantRow {
  content_type: string | null;
  bytes: Uint8Array | null;
}

/** The copy of a file at `width`, if one was made from the file's current bytes (its row's xmin). */
export async function findFileVariant(db: Queryable, fileId: string, width: number): Promise<FileVariantRow | undefined> {
  const [variant] = await db.query<FileVariantRow>(
    `SELECT v.content_type, v.bytes FROM file_variants v JOIN files f ON f.id = v.file_id AND v.source_version = f.xmin::text
      WHERE v.file_id = $1 AND v.width = $2`,
    [fileId, width],
  );
  return variant;
}

/** The whole original and the version (xmin) of the row it was read from. */
export async function readFileSource(db: Queryable, fileId: string): Promise<{ bytes: Uint8Array; version: string } | undefined> {
  const [row] = await db.query<{ bytes: Uint8Array; version: string }>('SELECT bytes, xmin::text AS version FROM files WHERE id = $1', [
    fileId,
  ]);
  return row;
}

/** Keeps a copy made from the original at `version`; two processes making the same one keep one. */
export async function saveFileVariant(
  db: Queryable,
  fileId: string,
  width: number,
  version: string,
  variant: FileVariantRow,
): Promise<void> {
  await db.query(
    `INSERT INTO file_variants (file_id, width, source_version, content_type, bytes) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (file_id, width) DO UPDATE SET source_version = EXCLUDED.source_version, content_type = EXCLUDED.content_type, bytes = EXCLUDED.bytes
      WHERE file_variants.source_version <> EXCLUDED.source_version`,
    [fileId, width, version, variant.content_type, variant.bytes],
  );
}

/** A learner's upload (decision 0081). The same id sent again by its uploader is stored once. */
export async function insertUpload(
  db: Queryable,
  file: { id: string; tenantId: string; ownerId: string; name: string; contentType: string; bytes: Buffer },
): Promise<'stored' | 'same' | 'taken'> {
  const inserted = await db.query(
    `INSERT INTO files (id, tenant_id, activity_id, name, content_type, size, bytes, is_public, owner_id)
     VALUES ($1, $2, NULL, $3, $4, $5, $6, false, $7) ON CONFLICT (id) DO NOTHING RETURNING id`,
    [file.id, file.tenantId, file.name, file.contentType, file.bytes.length, file.bytes, file.ownerId],
  );
  if (inserted.length) return 'stored';
  const same = await db.query('SELECT 1 FROM files WHERE id = $1 AND tenant_id = $2 AND owner_id = $3 AND name = $4 AND size = $5', [
    file.id,
    file.tenantId,
    file.ownerId,
    file.name,
    file.bytes.length,
  ]);
  return same.length ? 'same' : 'taken';
}

/** Uploads named on nothing a day after they came: the learner never posted them. */
export async function deleteAbandonedUploads(db: Queryable, ownerId: string): Promise<void> {
  await db.query(
    `DELETE FROM files f WHERE f.owner_id = $1 AND f.created_at < now() - interval '1 day'
        AND NOT EXISTS (SELECT 1 FROM discussion_post_attachments d WHERE d.file_id = f.id)
        AND NOT EXISTS (SELECT 1 FROM team_hand_in_files h WHERE h.file_id = f.id)`,
    [ownerId],
  );
}
