import type { CatalogCourse, PublicCourse } from '@lp/contract';
import { ContentState } from '@lp/domain';
import type { Queryable } from '../../db/client.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import type { ParsedFilter } from '@lp/contract';
import { escapeLike, filterToSql, SqlParams, type ListField } from '../../lib/filter-sql.ts';
import { orderBy, type LoadOptions } from '../../lib/load-options.ts';
import { LIST_SORTABLE } from './enrolled-repository.ts';
import { LISTED_IN_MY_COURSES_SQL } from '../../data/my-courses.ts';
import { accessJoin, toCatalogAccess } from '../../data/access.ts';
import { aggregateJoin, LAST_RUN_AND_RECORD_JOINS } from '../../data/runs.ts';
import {
  OBJECTIVE_COLUMNS,
  PROGRESS_COLUMNS,
  toAggregateSummary,
  toObjectiveSummary,
  type ObjectiveRow,
  type ProgressRow,
} from '../../data/courses.ts';
import { attributeCondition, attributeGroupsCte, showcaseCondition } from './filter-conditions.ts';

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

/** The learner's state of each course (none for the public): joined after `objectives o` and `activities act`. */
function learnerJoins(audience: Audience, params: SqlParams): string {
  if (audience.kind === 'public') return '';
  const user = params.add(audience.userId);
  return `${aggregateJoin('o.id', user)}
    ${accessJoin('o.id', user)}
    ${LAST_RUN_AND_RECORD_JOINS}`;
}

const COURSES_FROM = 'FROM objectives o JOIN activities act ON act.id = o.activity_id';

/** The condition on the course's own row (and the CTEs it reads), every value a parameter of `params`. */
function where(tenantId: string, audience: Audience, options: LoadOptions, params: SqlParams, fields: Record<string, ListField>) {
  const parts = [`o.tenant_id = ${params.add(tenantId)}`, visibility(audience)];
  const ctes: string[] = [];
  if (options.filter) {
    const keyword = keywordSearch(options.filter, params);
    if (keyword) parts.push(keyword.condition);
    if (!keyword?.exact) parts.push(filterToSql(options.filter, fields, params));
  }
  if (options.filterAttribute.length) {
    ctes.push(attributeGroupsCte(params.add(options.filterAttribute)));
    parts.push(attributeCondition('o'));
  }
  if (options.showcase.length) parts.push(showcaseCondition('o', params.add(options.showcase)));
  return { condition: parts.join(' AND '), ctes };
}

const SEARCHED_FIELDS = new Set(['objective.name', 'objective.code', 'objective.description']);

/**
 * A keyword search — "contains" on name, code or description, alone or or-ed together —
 * can only match a course whose stored `search_text` (the three lower-cased, joined by a
 * space: migration 0027) contains the word: the trigram index answers that. When each
 * word is asked of all three fields and holds no space it cannot span two of them in
 * `search_text`, so the condition is exact and the per-field one is not added; otherwise
 * it is a prefilter and the per-field condition still decides. Any other filter: null.
 */
export function keywordSearch(filter: ParsedFilter, params: SqlParams): { condition: string; exact: boolean } | null {
  const conditions = filter.kind === 'group' && filter.op === 'or' ? filter.operands : [filter];
  const fieldsOf = new Map<string, Set<string>>();
  for (const c of conditions) {
    if (c.kind !== 'condition' || c.operator !== 'contains' || !SEARCHED_FIELDS.has(c.field) || typeof c.value !== 'string') return null;
    const word = c.value.toLowerCase();
    fieldsOf.set(word, (fieldsOf.get(word) ?? new Set()).add(c.field));
  }
  const exact = [...fieldsOf].every(([word, fields]) => fields.size === SEARCHED_FIELDS.size && !/\s/.test(word));
  const condition = `(${[...fieldsOf.keys()].map((w) => `o.search_text LIKE '%' || ${params.add(escapeLike(w))} || '%'`).join(' OR ')})`;
  return { condition, exact };
}

const withClause = (ctes: string[]) => (ctes.length ? `WITH ${ctes.join(',\n')} ` : '');

/**
 * Without a filter or a count, the page is read in sort order and stops after `take`
 * rows. Otherwise the page of matching courses — and with `requireTotalCount` their count,
 * by a window over the same rows: one statement — is picked first from the course rows
 * alone, in a materialised CTE the planner fills from the search index; only the page is
 * then joined with the learner's state. (In one query the planner joined the learner's
 * state to every keyword match before the collection and topic filters: 16 ms at 10,000
 * courses.)
 */
async function query<T extends ObjectiveRow>(
  db: Queryable,
  tenantId: string,
  audience: Audience,
  options: LoadOptions,
  extraColumns: string,
) {
  const fields = audience.kind === 'public' ? PUBLIC_FIELDS : CATALOG_FIELDS;
  const selective = Boolean(options.filter) || options.filterAttribute.length > 0 || options.showcase.length > 0;
  const params = new SqlParams();
  const { condition, ctes } = where(tenantId, audience, options, params, fields);
  const order = orderBy(options.sort, LIST_SORTABLE, 'o.id');
  const limit = `LIMIT ${params.add(options.take)} OFFSET ${params.add(options.skip)}`;
  const columns = `o.term_id, ${OBJECTIVE_COLUMNS}${extraColumns}`;
  if (!selective && !options.requireTotalCount) {
    const sql = `${withClause(ctes)}SELECT ${columns} ${COURSES_FROM} ${learnerJoins(audience, params)} WHERE ${condition} ORDER BY ${order} ${limit}`;
    return { rows: await db.query<T>(sql, params.values), totalCount: undefined };
  }
  const count = options.requireTotalCount ? ', count(*) OVER ()::int AS total' : '';
  const page = `page AS MATERIALIZED (SELECT o.id${count} ${COURSES_FROM} WHERE ${condition} ORDER BY ${order} ${limit})`;
  const sql = `${withClause([...ctes, page])}SELECT ${options.requireTotalCount ? 'page.total AS list_total, ' : ''}${columns}
    FROM page JOIN objectives o ON o.id = page.id JOIN activities act ON act.id = o.activity_id ${learnerJoins(audience, params)}
    ORDER BY ${order}`;
  const rows = await db.query<T & { list_total?: number }>(sql, params.values);
  if (!options.requireTotalCount) return { rows, totalCount: undefined };
  if (rows.length > 0 || options.skip === 0) return { rows, totalCount: rows[0]?.list_total ?? 0 };
  // A page past the end has no row to carry the count.
  const countParams = new SqlParams();
  const counted = where(tenantId, audience, options, countParams, fields);
  const [n] = await db.query<{ n: number }>(
    `${withClause(counted.ctes)}SELECT count(*)::int AS n ${COURSES_FROM} WHERE ${counted.condition}`,
    countParams.values,
  );
  return { rows, totalCount: n?.n ?? 0 };
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
