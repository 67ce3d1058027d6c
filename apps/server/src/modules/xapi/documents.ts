import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/client.ts';
import { badRequest, conflict, HttpError } from '../../lib/http-error.ts';
import { isObject } from './statement-shape.ts';

/** The largest document an AU may keep (suspend data of an authoring tool is a few KiB). */
export const MAX_DOCUMENT_BYTES = 64 * 1024;

/** Where a document lives (xAPI 1.0.3 §2.3.2 State, §2.6 Agent Profile): agent, activity, registration, id. */
export interface DocumentKey {
  tenantId: string;
  kind: 'state' | 'agentProfile';
  actorKey: string;
  activityId: string;
  registration: string;
}

export interface StoredDocument {
  contentType: string;
  content: Uint8Array;
  etag: string;
  updated: Date;
}

/** xAPI Communication §3.1: the ETag is the SHA-1 of the document, in quotes. */
const etagOf = (bytes: Uint8Array) => `"${createHash('sha1').update(bytes).digest('hex')}"`;

const preconditionFailed = (message: string) => new HttpError(412, 'preconditionFailed', message);

export interface Preconditions {
  ifMatch?: string | undefined;
  ifNoneMatch?: string | undefined;
  /** Agent profiles (xAPI 1.0.3 Communication §3.1): a PUT over an existing document without either header is a 409. */
  requireForExisting: boolean;
}

/** If-Match and If-None-Match against the document as it is (RFC 7232 as xAPI uses it). */
function checkPreconditions(existing: StoredDocument | undefined, p: Preconditions) {
  if (p.ifMatch !== undefined) {
    const tags = p.ifMatch.split(',').map((t) => t.trim());
    if (!existing || !(tags.includes('*') || tags.includes(existing.etag)))
      throw preconditionFailed('The document has changed since you read it (If-Match).');
  }
  if (p.ifNoneMatch !== undefined && existing) {
    const tags = p.ifNoneMatch.split(',').map((t) => t.trim());
    if (tags.includes('*') || tags.includes(existing.etag)) throw preconditionFailed('The document already exists (If-None-Match).');
  }
  if (p.requireForExisting && existing && p.ifMatch === undefined && p.ifNoneMatch === undefined)
    throw conflict('The document exists: send If-Match with its ETag, or If-None-Match: * to create one only (xAPI Communication §3.1).');
}

const KEY_WHERE = 'tenant_id = $1 AND kind = $2 AND actor_key = $3 AND activity_id = $4 AND registration = $5';
const keyParams = (k: DocumentKey) => [k.tenantId, k.kind, k.actorKey, k.activityId, k.registration];

export async function findDocument(
  db: Queryable,
  key: DocumentKey,
  documentId: string,
  forUpdate = false,
): Promise<StoredDocument | undefined> {
  const [row] = await db.query<{ content_type: string; content: Uint8Array; etag: string; updated: Date }>(
    `SELECT content_type, content, etag, updated FROM xapi_documents WHERE ${KEY_WHERE} AND document_id = $6${forUpdate ? ' FOR UPDATE' : ''}`,
    [...keyParams(key), documentId],
  );
  return row && { contentType: row.content_type, content: row.content, etag: row.etag, updated: row.updated };
}

/** The ids of the documents at a key, changed since a moment when given (xAPI §2.3.2: GET without stateId). */
export async function listDocumentIds(db: Queryable, key: DocumentKey, since: Date | null): Promise<string[]> {
  const rows = await db.query<{ document_id: string }>(
    `SELECT document_id FROM xapi_documents WHERE ${KEY_WHERE} AND ($6::timestamptz IS NULL OR updated > $6) ORDER BY document_id`,
    [...keyParams(key), since],
  );
  return rows.map((r) => r.document_id);
}

export function documentBytes(body: unknown, contentType: string): Uint8Array {
  const text = typeof body === 'string' && !contentType.startsWith('application/json') ? body : JSON.stringify(body ?? null);
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.byteLength > MAX_DOCUMENT_BYTES)
    throw new HttpError(413, 'payloadTooLarge', `A document may be at most ${MAX_DOCUMENT_BYTES} bytes.`);
  return bytes;
}

/** PUT: the document replaced (or made), under the preconditions. */
export async function putDocument(
  db: Queryable,
  key: DocumentKey,
  documentId: string,
  doc: { contentType: string; content: Uint8Array },
  p: Preconditions,
  now: Date,
) {
  const existing = await findDocument(db, key, documentId, true);
  checkPreconditions(existing, p);
  await db.query(
    `INSERT INTO xapi_documents (tenant_id, kind, actor_key, activity_id, registration, document_id, content_type, content, etag, updated)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (tenant_id, kind, actor_key, activity_id, registration, document_id)
     DO UPDATE SET content_type = EXCLUDED.content_type, content = EXCLUDED.content, etag = EXCLUDED.etag, updated = EXCLUDED.updated`,
    [...keyParams(key), documentId, doc.contentType, doc.content, etagOf(doc.content), now],
  );
}

/**
 * POST (xAPI Communication §2.2.3): a JSON object merged into the JSON object kept, its
 * top-level properties replacing the old ones; anything but two JSON objects is a 400.
 */
export async function mergeDocument(db: Queryable, key: DocumentKey, documentId: string, body: unknown, p: Preconditions, now: Date) {
  if (!isObject(body)) throw badRequest('A POST merges a JSON object into the document: send a JSON object.');
  const existing = await findDocument(db, key, documentId, true);
  checkPreconditions(existing, { ...p, requireForExisting: false });
  let merged: Record<string, unknown> = body;
  if (existing) {
    const old: unknown = existing.contentType.startsWith('application/json')
      ? JSON.parse(Buffer.from(existing.content).toString('utf8'))
      : null;
    if (!isObject(old)) throw badRequest('The document kept is not a JSON object, so nothing can be merged into it.');
    merged = { ...old, ...body };
  }
  const content = documentBytes(merged, 'application/json');
  await putDocument(db, key, documentId, { contentType: 'application/json', content }, { requireForExisting: false }, now);
}

/** DELETE: one document, or every one at the key when no id is given (State only). */
export async function deleteDocuments(db: Queryable, key: DocumentKey, documentId: string | undefined, p: Preconditions) {
  if (documentId !== undefined) {
    const existing = await findDocument(db, key, documentId, true);
    checkPreconditions(existing, { ...p, requireForExisting: false });
    await db.query(`DELETE FROM xapi_documents WHERE ${KEY_WHERE} AND document_id = $6`, [...keyParams(key), documentId]);
    return;
  }
  await db.query(`DELETE FROM xapi_documents WHERE ${KEY_WHERE}`, keyParams(key));
}
