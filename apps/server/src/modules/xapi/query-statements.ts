import { XAPI_PREFIX } from '@lp/contract/cmi5';
import type { Queryable } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-error.ts';
import { agentKey } from './agents.ts';
import { checkAgent, checkTimestamp, isObject, isUuid } from './statement-shape.ts';

/** A page of a statement query: the LRS's own most, and what a client asks at most (xAPI Communication §2.1.3 `limit`). */
const PAGE = 100;
const MOST = 500;

export interface StatementFilters {
  registration?: string | undefined;
  verb?: string | undefined;
  activity?: string | undefined;
  since?: string | undefined;
  until?: string | undefined;
  limit?: number | undefined;
  ascending?: boolean | undefined;
}

/** One statement by id, of the session's learner (another learner's is as unknown as a missing one: 404). */
export async function statementById(db: Queryable, tenantId: string, learner: string, id: string, voided: boolean): Promise<string> {
  if (!isUuid(id)) throw badRequest('statementId is a UUID.');
  const [row] = await db.query<{ statement: unknown }>(
    'SELECT statement FROM xapi_statements WHERE tenant_id = $1 AND id = $2 AND actor_key = $3 AND voided = $4',
    [tenantId, id, learner, voided],
  );
  if (!row) throw notFound('No such statement.');
  return JSON.stringify(row.statement);
}

/** The learner a query names must be the session's: the token reads its own learner's statements only. */
export function assertOwnAgent(agentParam: string | undefined, learner: string) {
  if (agentParam === undefined) return;
  let agent: unknown;
  try {
    agent = JSON.parse(agentParam);
  } catch {
    throw badRequest('agent is a JSON agent object.');
  }
  checkAgent(agent, 'agent');
  if (!isObject(agent) || agentKey(agent) !== learner) throw forbidden('This token reads the statements of its own learner only.');
}

/**
 * The session's learner's statements, newest first unless ascending, filtered as xAPI's
 * simple query does (registration, verb, activity as object, since/until on `stored`), a
 * page at a time: `more` is the URL of the next page, holding the filters and where it stops.
 */
export async function queryStatements(
  db: Queryable,
  tenantId: string,
  learner: string,
  filters: StatementFilters,
  after: number | null,
): Promise<string> {
  if (filters.registration !== undefined && !isUuid(filters.registration)) throw badRequest('registration is a UUID.');
  if (filters.since !== undefined) checkTimestamp(filters.since, 'since');
  if (filters.until !== undefined) checkTimestamp(filters.until, 'until');
  const limit = filters.limit ? Math.min(filters.limit, MOST) : PAGE;
  const ascending = filters.ascending === true;
  const rows = await db.query<{ statement: unknown; seq: string }>(
    `SELECT statement, seq::text AS seq FROM xapi_statements
      WHERE tenant_id = $1 AND actor_key = $2 AND NOT voided
        AND ($3::uuid IS NULL OR registration = $3) AND ($4::text IS NULL OR verb_id = $4) AND ($5::text IS NULL OR object_id = $5)
        AND ($6::timestamptz IS NULL OR stored > $6) AND ($7::timestamptz IS NULL OR stored <= $7)
        AND ($8::bigint IS NULL OR ${ascending ? 'seq > $8' : 'seq < $8'})
      ORDER BY seq ${ascending ? 'ASC' : 'DESC'} LIMIT $9`,
    [
      tenantId,
      learner,
      filters.registration ?? null,
      filters.verb ?? null,
      filters.activity ?? null,
      filters.since ?? null,
      filters.until ?? null,
      after,
      limit + 1,
    ],
  );
  const page = rows.slice(0, limit);
  const more =
    rows.length > limit
      ? `${XAPI_PREFIX}/statements?more=${Buffer.from(JSON.stringify({ f: filters, a: Number(page.at(-1)!.seq) })).toString('base64url')}`
      : '';
  return JSON.stringify({ statements: page.map((r) => r.statement), more });
}

/** The filters and position a `more` URL carries; a cursor not made here is a 400. */
export function readMore(more: string): { filters: StatementFilters; after: number } {
  try {
    const parsed = JSON.parse(Buffer.from(more, 'base64url').toString('utf8')) as { f?: unknown; a?: unknown };
    if (isObject(parsed.f) && Number.isSafeInteger(parsed.a)) {
      const f = parsed.f;
      const text = (key: string) => (typeof f[key] === 'string' ? (f[key] as string) : undefined);
      const limit = typeof f.limit === 'number' && Number.isSafeInteger(f.limit) && f.limit > 0 ? f.limit : undefined;
      const filters = {
        registration: text('registration'),
        verb: text('verb'),
        activity: text('activity'),
        since: text('since'),
        until: text('until'),
      };
      return { filters: { ...filters, limit, ascending: f.ascending === true }, after: parsed.a as number };
    }
  } catch {
    // falls through to the refusal
  }
  throw badRequest('more is not a link this LRS gave.');
}
