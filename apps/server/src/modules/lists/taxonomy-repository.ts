import type { FilterCategory, GradingScaleView, Showcase, Term } from '@lp/contract';
import { ContentState } from '@lp/domain';
import type { Queryable } from '../../db/client.ts';
import { ACCESS_OF_AGGREGATE_JOIN } from '../../data/access.ts';
import { AGGREGATES_FROM, LAST_RUN_AND_RECORD_JOINS } from '../../data/runs.ts';
import { parsedJson } from '../../data/courses.ts';
import { LISTED_IN_MY_COURSES_SQL } from '../../data/my-courses.ts';
import { gradingScaleJsonSql } from '../../data/grading-scales.ts';

/** Which courses a list's filters are drawn from: the learner's own, the catalog, or the published ones. */
export type ListScope = { kind: 'enrolled'; userId: string } | { kind: 'catalog' } | { kind: 'public' };

/** The ids of the courses in a scope, as a subquery ($1 tenant, $2 user when enrolled). */
function scopeObjectives(scope: ListScope): string {
  const active = `act.state <> ${ContentState.archived}`;
  if (scope.kind === 'enrolled') {
    return `SELECT a.objective_id FROM ${AGGREGATES_FROM}
      JOIN objectives o ON o.id = a.objective_id JOIN activities act ON act.id = o.activity_id
      ${ACCESS_OF_AGGREGATE_JOIN}
      ${LAST_RUN_AND_RECORD_JOINS}
      WHERE a.tenant_id = $1 AND a.user_id = $2 AND ${LISTED_IN_MY_COURSES_SQL}`;
  }
  return `SELECT o.id FROM objectives o JOIN activities act ON act.id = o.activity_id
    WHERE o.tenant_id = $1 AND ${active} AND ${scope.kind === 'public' ? 'o.is_public' : 'o.in_catalog'}`;
}
const scopeParams = (tenantId: string, scope: ListScope) => (scope.kind === 'enrolled' ? [tenantId, scope.userId] : [tenantId]);

/**
 * The filter categories of a list: only attributes some course of the list carries, so
 * no filter can lead to an empty list; the open catalog shows only public categories.
 */
export async function listFilterCategories(db: Queryable, tenantId: string, scope: ListScope): Promise<FilterCategory[]> {
  const rows = await db.query<{ id: string; name: string; attributes: FilterCategory['attributes'] | string }>(
    `SELECT c.id, c.name, json_agg(json_build_object('id', fa.id, 'name', fa.name) ORDER BY fa.name) AS attributes
       FROM filter_categories c JOIN filter_attributes fa ON fa.category_id = c.id
      WHERE c.tenant_id = $1 ${scope.kind === 'public' ? 'AND c.is_public' : ''}
        AND EXISTS (SELECT 1 FROM objective_attributes oa WHERE oa.attribute_id = fa.id AND oa.objective_id IN (${scopeObjectives(scope)}))
      GROUP BY c.id, c.name ORDER BY c.name`,
    scopeParams(tenantId, scope),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    attributes: typeof r.attributes === 'string' ? JSON.parse(r.attributes) : r.attributes,
  }));
}

/** The collections holding at least one course of the list (an empty list means "no collections"). */
export async function listShowcases(db: Queryable, tenantId: string, scope: ListScope): Promise<Showcase[]> {
  return db.query<Showcase>(
    `SELECT s.id, s.name FROM showcases s
      WHERE s.tenant_id = $1 ${scope.kind === 'public' ? 'AND s.is_public' : ''}
        AND EXISTS (SELECT 1 FROM objective_showcases os WHERE os.showcase_id = s.id AND os.objective_id IN (${scopeObjectives(scope)}))
      ORDER BY s.position, s.name`,
    scopeParams(tenantId, scope),
  );
}

export async function listTerms(db: Queryable, tenantId: string): Promise<Term[]> {
  return db.query<Term>('SELECT id, name FROM terms WHERE tenant_id = $1 ORDER BY starts_on NULLS LAST, name', [tenantId]);
}

export async function listGradingScales(db: Queryable, tenantId: string): Promise<GradingScaleView[]> {
  const rows = await db.query<{ scale: GradingScaleView | string }>(
    `SELECT ${gradingScaleJsonSql('l.id')} AS scale FROM grading_scales l WHERE l.tenant_id = $1 ORDER BY l.name`,
    [tenantId],
  );
  return rows.map((r) => parsedJson(r.scale));
}
