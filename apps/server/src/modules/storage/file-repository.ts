import type { Queryable } from '../../db/client.ts';

/** A stored file without its bytes. */
export interface FileMeta {
  id: string;
  name: string;
  content_type: string;
  size: number;
  is_public: boolean;
  activity_id: string | null;
}

export async function findFileMeta(db: Queryable, tenantId: string, fileId: string): Promise<FileMeta | undefined> {
  const [meta] = await db.query<FileMeta>('SELECT id, name, content_type, size, is_public, activity_id FROM files WHERE id = $1 AND tenant_id = $2', [fileId, tenantId]);
  return meta;
}

/** `length` bytes of a file from byte `start` (0-based): only the range leaves the database. */
export async function readFileBytes(db: Queryable, fileId: string, start: number, length: number): Promise<Uint8Array> {
  const [chunk] = await db.query<{ bytes: Uint8Array }>('SELECT substring(bytes FROM $2 FOR $3) AS bytes FROM files WHERE id = $1', [fileId, start + 1, length]);
  return chunk!.bytes;
}
