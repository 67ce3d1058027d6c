import type { Queryable } from '../../db/client.ts';
import { conflict } from '../../lib/http-error.ts';
import { agentKey } from './agents.ts';
import { isObject, type JsonObject } from './statement-shape.ts';

/**
 * Whether this statement is kept already: true for the same statement (a retry), false
 * when its id is free; another statement under its id is a 409 (xAPI 1.0.3 Communication
 * §2.1.2). The LRS's own properties (stored, authority, version) and a timestamp it filled
 * in are not compared.
 */
export async function isKept(tx: Queryable, tenantId: string, statement: JsonObject): Promise<boolean> {
  const [existing] = await tx.query<{ same: boolean }>(
    `SELECT (statement - 'stored' - 'authority' - 'version' - 'timestamp') = ($3::jsonb - 'stored' - 'authority' - 'version' - 'timestamp') AS same
       FROM xapi_statements WHERE id = $1 AND tenant_id = $2`,
    [statement.id, tenantId, JSON.stringify(statement)],
  );
  if (!existing) return false;
  if (existing.same) return true;
  throw conflict(`A different statement with the id ${String(statement.id)} is already stored.`);
}

/** What the LRS keeps of a statement beside the statement itself: what queries filter on. */
export interface StoredStatement {
  tenantId: string;
  sessionId: string | null;
  statement: JsonObject;
  stored: Date;
  authority: JsonObject;
}

/**
 * Keeps a statement under its id. The same statement sent again (a retry) changes nothing;
 * another statement under a kept id is a 409 (xAPI 1.0.3 Communication §2.1.2: "the LRS MUST
 * NOT make any modifications to its state" and answers 409 Conflict). Answers whether it was new.
 */
export async function keepStatement(tx: Queryable, s: StoredStatement): Promise<boolean> {
  const statement: JsonObject = {
    ...s.statement,
    timestamp: s.statement.timestamp ?? s.stored.toISOString(),
    stored: s.stored.toISOString(),
    authority: s.authority,
    version: typeof s.statement.version === 'string' ? s.statement.version : '1.0.3',
  };
  const id = statement.id as string;
  if (await isKept(tx, s.tenantId, statement)) return false;
  const context = isObject(statement.context) ? statement.context : {};
  const object = isObject(statement.object) ? statement.object : {};
  const inserted = await tx.query(
    `INSERT INTO xapi_statements (id, tenant_id, registration, session_id, actor_key, verb_id, object_id, statement, stored)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING RETURNING id`,
    [
      id,
      s.tenantId,
      typeof context.registration === 'string' ? context.registration : null,
      s.sessionId,
      agentKey(statement.actor as JsonObject) ?? '',
      (statement.verb as JsonObject).id,
      typeof object.id === 'string' ? object.id : null,
      JSON.stringify(statement),
      s.stored,
    ],
  );
  // An id taken in another tenant: as unknown to this one as any other, and still not reusable.
  if (inserted.length === 0) throw conflict(`A different statement with the id ${id} is already stored.`);
  return true;
}
