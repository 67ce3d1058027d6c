import type { EnrolledCourse } from '@lp/contract';
import { CourseProgress, Priority, WorkflowState } from '@lp/domain';
import type { Queryable } from '../../db/client.ts';
import { filterToSql, SqlParams, type ListField } from '../../lib/filter-sql.ts';
import { orderBy, type LoadOptions } from '../../lib/load-options.ts';
import {
  COURSE_PRIORITY_SQL,
  COURSE_PROGRESS_SQL,
  dueRankSql,
  IS_MANDATORY_SQL,
  LAST_ACTIVITY_SQL,
  LISTED_IN_MY_COURSES_SQL,
} from '../../data/my-courses.ts';
import { ACCESS_OF_AGGREGATE_JOIN, toAccessSummary } from '../../data/access.ts';
import { AGGREGATES_FROM, LAST_RUN_AND_RECORD_JOINS } from '../../data/runs.ts';
import {
  OBJECTIVE_COLUMNS,
  PROGRESS_COLUMNS,
  toAggregateSummary,
  toObjectiveSummary,
  type ObjectiveRow,
  type ProgressRow,
} from '../../data/courses.ts';
import { attributeCondition, attributeGroupsCte, showcaseCondition } from './filter-conditions.ts';
import { unreadCountSql } from '../../data/chat-channels.ts';

/** doc 1 §7 objective-workflow-aggregates filter fields (plus the derived progress and priority). */
export const ENROLLED_FIELDS: Record<string, ListField> = {
  'objective.id': { type: 'uuid', sql: 'o.id' },
  'objective.code': { type: 'string', sql: "COALESCE(o.code, '')" },
  'objective.name': { type: 'string', sql: 'o.name' },
  'objective.description': { type: 'string', sql: 'o.description' },
  termId: { type: 'uuid', sql: 'COALESCE(acc.term_id, o.term_id)', nullable: true },
  isMandatory: { type: 'boolean', sql: IS_MANDATORY_SQL },
  userId: { type: 'uuid', sql: 'a.user_id' },
  'objectiveWorkflowAggregate.lastObjectiveWorkflow.state': {
    type: 'enum',
    values: Object.values(WorkflowState),
    sql: 'w.state',
    nullable: true,
  },
  'objectiveWorkflowAggregate.lastObjectiveWorkflow.id': { type: 'uuid', sql: 'w.id', nullable: true },
  'objectiveWorkflowAggregate.lastObjectiveRecord.id': { type: 'uuid', sql: 'r.id', nullable: true },
  courseProgress: { type: 'enum', values: Object.values(CourseProgress), sql: COURSE_PROGRESS_SQL },
  coursePriority: { type: 'enum', values: Object.values(Priority), sql: COURSE_PRIORITY_SQL },
};

export const LIST_SORTABLE: Record<string, string> = {
  'objective.name': 'o.name',
  // doc 2 §7 sorts the open catalog "by name": the course's own fields by their short names too.
  name: 'o.name',
  code: "COALESCE(o.code, '')",
  'objective.code': "COALESCE(o.code, '')",
  'objective.created': 'o.created_at',
};

/** My courses also sorts by what is due and by recent activity (issue 33, LIST_SORT_ITEMS); `now` is the query's clock. */
export const enrolledSortable = (now: string): Record<string, string> => ({
  ...LIST_SORTABLE,
  dueRank: dueRankSql(now),
  'objectiveAccess.dueDate': 'acc.due_date',
  lastActivity: LAST_ACTIVITY_SQL,
});

const FROM = `
  FROM ${AGGREGATES_FROM}
  JOIN objectives o ON o.id = a.objective_id
  JOIN activities act ON act.id = o.activity_id
  ${ACCESS_OF_AGGREGATE_JOIN}
  ${LAST_RUN_AND_RECORD_JOINS}`;

/** The learner's listed courses matching the options (and the CTEs the condition reads). */
function where(tenantId: string, userId: string, options: LoadOptions, params: SqlParams) {
  const parts = [`a.tenant_id = ${params.add(tenantId)}`, `a.user_id = ${params.add(userId)}`, LISTED_IN_MY_COURSES_SQL];
  const ctes: string[] = [];
  if (options.filter) parts.push(filterToSql(options.filter, ENROLLED_FIELDS, params));
  if (options.filterAttribute.length) {
    ctes.push(attributeGroupsCte(params.add(options.filterAttribute)));
    parts.push(attributeCondition('o'));
  }
  if (options.showcase.length) parts.push(showcaseCondition('o', params.add(options.showcase)));
  return { condition: parts.join(' AND '), with: ctes.length ? `WITH ${ctes.join(', ')} ` : '' };
}

/** One course of My courses: the learner always has its aggregate (the list is read from them). */
interface EnrolledRow extends ObjectiveRow, ProgressRow {
  a_id: string;
  user_id: string;
  term_id: string | null;
  is_mandatory: boolean;
  unread: number;
}

/** My courses: the learner's own listed courses only (the user is the session's, never the client's). */
export async function queryEnrolledCourses(db: Queryable, tenantId: string, userId: string, options: LoadOptions, now: Date) {
  const params = new SqlParams();
  const { condition, with: ctes } = where(tenantId, userId, options, params);
  // The clock is a parameter only when the order reads it (an unused parameter has no type).
  const sortable = enrolledSortable(options.sort.some((s) => s.selector === 'dueRank') ? `${params.add(now)}::timestamptz` : 'now()');
  const sql = `${ctes}SELECT a.user_id, COALESCE(acc.term_id, o.term_id) AS term_id, ${IS_MANDATORY_SQL} AS is_mandatory,
      ${OBJECTIVE_COLUMNS}, ${PROGRESS_COLUMNS},
      ${unreadCountSql('o.announcement_channel_id', 'a.user_id')} AS unread
    ${FROM} WHERE ${condition}
    ORDER BY ${orderBy(options.sort, sortable, 'o.id')}
    LIMIT ${params.add(options.take)} OFFSET ${params.add(options.skip)}`;
  const rows = await db.query<EnrolledRow>(sql, params.values);
  const data: EnrolledCourse[] = rows.map((row) => ({
    id: row.a_id,
    userId: row.user_id,
    termId: row.term_id,
    isMandatory: row.is_mandatory,
    objective: toObjectiveSummary(row),
    objectiveAccess: toAccessSummary(row),
    objectiveWorkflowAggregate: toAggregateSummary(row, now)!,
    unreadAnnouncements: row.unread,
  }));
  if (!options.requireTotalCount) return { data };
  // A first page that is not full is the whole list: no second query needed.
  if (options.skip === 0 && data.length < options.take) return { data, totalCount: data.length };
  const countParams = new SqlParams();
  const counted = where(tenantId, userId, options, countParams);
  const [count] = await db.query<{ n: number }>(
    `${counted.with}SELECT count(*)::int AS n ${FROM} WHERE ${counted.condition}`,
    countParams.values,
  );
  return { data, totalCount: count?.n ?? 0 };
}
