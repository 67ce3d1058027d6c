import type { CatalogCourse, PublicCourse } from '@lp/contract';
import { ContentState } from '@lp/domain';
import type { Queryable } from '../../db/client.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import type { ParsedFilter } from '@lp/contract';
import { escapeLike, filterToSql, SqlParams, type ListField } from './filter-sql.ts';
import { orderBy, type LoadOptions } from './load-options.ts';
import { LIST_SORTABLE } from './enrolled-repository.ts';
import { LISTED_IN_MY_COURSES_SQL } from './membership-sql.ts';
import { accessJoin, toCatalogAccess } from '../enrolment/index.ts';
import { aggregateJoin, LAST_RUN_AND_RECORD_JOINS, OBJECTIVE_COLUMNS, PROGRESS_COLUMNS, toAggregateSummary, toObjectiveSummary, type ObjectiveRow, type ProgressRow } from '../workflows/index.ts';
import { attributeCondition, showcaseCondition } from './filter-conditions.ts';

export const CATALOG_FIELDS: Record<string, ListField> = {
  'objective.id': { type: 'uuid', sql: 'o.id' },
  'objective.code': { type: 'string', sql: "COALESCE(o.code, '')" },
  'objective.name': { type: 'string', sql: 'o.name' },
  'objective.description': { type: 'string', sql: 'o.description' },
  termId: { type: 'uuid', sql: 'o.term_id', nullable: true },
};
export const PUBLIC_FIELDS: Record<string, ListField> = Object.fromEntries(Object.entries(CATALOG_FIELDS).filter(([k]) => k !== 'termId'));

type Audience = { kind: 'learner'; userId: string } | { kind: 'public' };

/** Which courses an audience sees: the tenant's catalog for learners, only what the tenant publishes for everyone. */
function visibility(audience: Audience): string {
  const base = `act.state <> ${ContentState.archived}`;
  return audience.kind === 'public' ? `${base} AND o.is_public` : `${base} AND o.in_catalog`;
}

function from(audience: Audience, params: SqlParams): string {
  if (audience.kind === 'public') return `FROM objectives o JOIN activities act ON act.id = o.activity_id`;
  const user = params.add(audience.userId);
  return `FROM objectives o JOIN activities act ON act.id = o.activity_id
    ${aggregateJoin('o.id', user)}
    ${accessJoin('o.id', user)}
    ${LAST_RUN_AND_RECORD_JOINS}`;
}

function where(tenantId: string, audience: Audience, options: LoadOptions, params: SqlParams, fields: Record<string, ListField>) {
  const parts = [`o.tenant_id = ${params.add(tenantId)}`, visibility(audience)];
  if (options.filter) {
    const prefilter = keywordPrefilter(options.filter, params);
    if (prefilter) parts.push(prefilter);
    parts.push(filterToSql(options.filter, fields, params));
  }
  // Over the whole catalog: the matching courses as sets, hashed once.
  if (options.filterAttribute.length) parts.push(attributeCondition('o.id', params.add(options.filterAttribute), 'set'));
  if (options.showcase.length) parts.push(showcaseCondition('o.id', params.add(options.showcase), 'set'));
  return parts.join(' AND ');
}

/** Name, code and description as one lower-cased text: the expression of migration 0007's trigram index. */
const SEARCH_TEXT = `(lower(o.name) || ' ' || lower(COALESCE(o.code, '')) || ' ' || lower(o.description))`;
const SEARCHED_FIELDS = new Set(['objective.name', 'objective.code', 'objective.description']);

/**
 * A keyword search — "contains" on name, code or description, alone or or-ed together —
 * can only match a course whose three texts together contain the word: that condition
 * is added for the index to answer, and the exact filter still decides. Any other
 * filter gets no prefilter.
 */
export function keywordPrefilter(filter: ParsedFilter, params: SqlParams): string | null {
  const conditions = filter.kind === 'group' && filter.op === 'or' ? filter.operands : [filter];
  const words = new Set<string>();
  for (const c of conditions) {
    if (c.kind !== 'condition' || c.operator !== 'contains' || !SEARCHED_FIELDS.has(c.field) || typeof c.value !== 'string') return null;
    words.add(c.value.toLowerCase());
  }
  return `(${[...words].map((w) => `${SEARCH_TEXT} LIKE '%' || ${params.add(escapeLike(w))} || '%'`).join(' OR ')})`;
}

/**
 * With a keyword, collection or topic the courses are picked first, in a materialised CTE
 * the planner fills from the search and membership indexes; only the page of them is then
 * joined with the learner's state. (In one query the planner joined the learner's state
 * to every keyword match before the collection and topic filters: 16 ms at 10,000
 * courses.) Without one, the page is read in sort order and stops after `take` rows.
 */
async function query<T extends ObjectiveRow>(db: Queryable, tenantId: string, audience: Audience, options: LoadOptions, extraColumns: string) {
  const fields = audience.kind === 'public' ? PUBLIC_FIELDS : CATALOG_FIELDS;
  const selective = Boolean(options.filter) || options.filterAttribute.length > 0 || options.showcase.length > 0;
  const params = new SqlParams();
  const picked = selective ? pickedCte(tenantId, audience, options, params, fields) : '';
  const fromSql = from(audience, params);
  const whereSql = selective ? 'o.id IN (SELECT id FROM picked)' : where(tenantId, audience, options, params, fields);
  const sql = `${picked}SELECT o.term_id, ${OBJECTIVE_COLUMNS}${extraColumns} ${fromSql}
    WHERE ${whereSql}
    ORDER BY ${orderBy(options.sort, LIST_SORTABLE, 'o.id')}
    LIMIT ${params.add(options.take)} OFFSET ${params.add(options.skip)}`;
  const rows = await db.query<T>(sql, params.values);
  let totalCount: number | undefined;
  if (options.requireTotalCount) {
    if (options.skip === 0 && rows.length < options.take) totalCount = rows.length;
    else {
      const countParams = new SqlParams();
      const countSql = selective
        ? `${pickedCte(tenantId, audience, options, countParams, fields)}SELECT count(*)::int AS n FROM picked`
        : `SELECT count(*)::int AS n FROM objectives o JOIN activities act ON act.id = o.activity_id WHERE ${where(tenantId, audience, options, countParams, fields)}`;
      const [count] = await db.query<{ n: number }>(countSql, countParams.values);
      totalCount = count?.n ?? 0;
    }
  }
  return { rows, totalCount };
}

/** The ids of the courses the audience sees that match the filters (the course's own fields only). */
function pickedCte(tenantId: string, audience: Audience, options: LoadOptions, params: SqlParams, fields: Record<string, ListField>) {
  return `WITH picked AS MATERIALIZED (
      SELECT o.id FROM objectives o JOIN activities act ON act.id = o.activity_id
       WHERE ${where(tenantId, audience, options, params, fields)}
    ) `;
}

/** A catalog course with the learner's own state (SELECT o.term_id always leads). */
interface CatalogRow extends ObjectiveRow, ProgressRow {
  term_id: string | null;
  listed: boolean | null;
}

/** The catalog with the learner's own state on each course (enrolled or not, last run and result). */
export async function queryCatalogCourses(db: Queryable, tenantId: string, userId: string, options: LoadOptions, now: Date) {
  const extra = `, ${PROGRESS_COLUMNS}, ((a.id IS NOT NULL OR acc.id IS NOT NULL) AND ${LISTED_IN_MY_COURSES_SQL}) AS listed`;
  const { rows, totalCount } = await query<CatalogRow>(db, tenantId, { kind: 'learner', userId }, options, extra);
  const data: CatalogCourse[] = rows.map((row) => ({
    id: row.o_id,
    termId: row.term_id,
    objective: toObjectiveSummary(row),
    objectiveAccess: toCatalogAccess(row),
    objectiveWorkflowAggregate: toAggregateSummary(row, now),
    isEnrolled: Boolean(row.listed),
    selfEnrollment: Boolean(row.o_self_enrollment),
  }));
  return totalCount === undefined ? { data } : { data, totalCount };
}

/** The open catalog: published courses, no personal data. */
export async function queryPublicCourses(db: Queryable, tenantId: string, options: LoadOptions) {
  const { rows, totalCount } = await query<ObjectiveRow>(db, tenantId, { kind: 'public' }, options, '');
  const data: PublicCourse[] = rows.map((row) => ({ id: row.o_id, objective: toObjectiveSummary(row) }));
  return totalCount === undefined ? { data } : { data, totalCount };
}

/** One course as an audience may see it, or undefined (unknown, archived or not visible to them). */
export async function findVisibleObjective(db: Queryable, tenantId: string, objectiveId: string, audience: Audience) {
  const params = new SqlParams();
  const rows = await db.query<ObjectiveRow & { about: string }>(
    `SELECT o.term_id, ${OBJECTIVE_COLUMNS}, o.about FROM objectives o JOIN activities act ON act.id = o.activity_id
      WHERE o.id = ${params.add(objectiveId)} AND o.tenant_id = ${params.add(tenantId)} AND ${visibility(audience)}`,
    params.values,
  );
  // The shared course link shows the "about" content too (doc 2 §2), sanitised as on the course page.
  return rows[0] ? { ...toObjectiveSummary(rows[0]), about: sanitizeRichText(rows[0].about) } : undefined;
}
