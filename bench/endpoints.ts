import { ApiPrefix, LIST_PATHS, WORKFLOW_PATHS } from '@lp/contract';
import { CALENDAR_PATHS } from '@lp/contract/calendar';
import { DASHBOARD_PATHS } from '@lp/contract/dashboard';
import { addDays, dayOf, viewRange } from '@lp/domain';
import { entityId, tenantIdFor } from '../apps/server/src/modules/import/ids.ts';

/** A signed-in learner of the dataset, as the load driver sees one. */
export interface BenchSession {
  /** Value of the session cookie. */
  token: string;
  userId: string;
  externalId: string;
  /** Ids of the learner's courses (objectives), enrolment order: for per-course endpoints. */
  courseIds: string[];
  /** The learner's run of a scenario's course (bench/tree.ts), for per-run endpoints. */
  runId?: string;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One endpoint under load. Every request goes out as the next learner in round-robin
 * order, with their session cookie (and the CSRF header on state-changing methods).
 */
export interface Endpoint {
  /** Short name for --endpoint and the report. */
  name: string;
  method?: Method;
  /** The path, or the path for a learner (one of their courses…). */
  path: string | ((session: BenchSession) => string);
  /** JSON body for a learner. */
  body?: (session: BenchSession) => unknown;
  /** What the endpoint answers when it works (default 200); anything else counts as an error. */
  status?: number;
  /** Extra request headers (a browser's accept-encoding, say). */
  headers?: Record<string, string>;
  /** Needs a scenario's data (the script named): left out of load.ts's default list. */
  scenario?: string;
}

/** Add an endpoint here and it is measured: `npm run bench -- --endpoint <name>` picks some. */
// The dataset's ids follow from its external ids (the import's name-based UUIDs).
const TENANT = tenantIdFor('default');
const collection = entityId(TENANT, 'showcase', 'bench-showcase-0');
const topic = entityId(TENANT, 'filterAttribute', 'bench-topic-0');
const query = (params: Record<string, string | string[]>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) for (const one of [v].flat()) q.append(k, one);
  return q.toString();
};
const firstPage = { take: '24', requireTotalCount: 'true', sort: JSON.stringify([{ selector: 'objective.name', desc: false }]) };
// A keyword and two filters (issue 3): "safety" over name, code and description, one collection, one topic.
// The calendar's month around today, and the dashboard's dates (issue 15).
const month = viewRange('month', dayOf(new Date()), 1);
const today = dayOf(new Date());
const keyword = (kw: string) =>
  JSON.stringify([
    ['objective.name', 'contains', kw],
    'or',
    ['objective.code', 'contains', kw],
    'or',
    ['objective.description', 'contains', kw],
  ]);

export const ENDPOINTS: Endpoint[] = [
  { name: 'me', path: `${ApiPrefix.platform}/users/me` },
  { name: 'my-courses', path: `${LIST_PATHS.enrolled}?${query(firstPage)}` },
  {
    name: 'my-courses-search',
    path: `${LIST_PATHS.enrolled}?${query({ ...firstPage, filter: keyword('safety'), showcase: collection, filterAttribute: topic })}`,
  },
  {
    name: 'catalog-search',
    path: `${LIST_PATHS.catalog}?${query({ ...firstPage, filter: keyword('safety'), showcase: collection, filterAttribute: topic })}`,
  },
  { name: 'course-details', path: (s) => `/api/lms/v1/users/me/objectives/${s.courseIds[0]}` },
  { name: 'calendar-month', path: `${CALENDAR_PATHS.events}?${query(month)}` },
  { name: 'dashboard-dates', path: `${CALENDAR_PATHS.events}?${query({ from: addDays(today, -14), to: addDays(today, 31) })}` },
  { name: 'dashboard-recent', path: DASHBOARD_PATHS.recentCourses },
  // The table of contents of a 500-activity course, four levels deep (issue 5).
  // Compressed as a browser asks for it: the answer is large.
  {
    name: 'content-tree',
    // The compact view the web asks for (decision 0037); the spec's full answer is the default.
    path: (s) => `${WORKFLOW_PATHS.tree(s.runId!)}?view=compact`,
    headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    scenario: 'bench/tree.ts',
  },
];

export function findEndpoint(name: string): Endpoint {
  const endpoint = ENDPOINTS.find((e) => e.name === name);
  if (!endpoint) throw new Error(`Unknown endpoint "${name}"; known: ${ENDPOINTS.map((e) => e.name).join(', ')}`);
  return endpoint;
}
