import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AuthPaths } from '@lp/contract';
import type { Db } from '../src/db/client.ts';
import type { CatalogRoute } from '../src/plugins/route-catalog.ts';

/**
 * Every route of the app's route catalog called with every id of a fixture's courses: the
 * walk of the "in no answer" tests (hidden grades, locked content). A call added later is
 * walked without being listed; a parameter nobody gave ids for fails the walk.
 */

/** Sign-in machinery that would end or switch the session the walk runs with. */
const SESSION_CHANGING = new Set<string>([AuthPaths.logout, AuthPaths.impersonate, AuthPaths.stopImpersonation]);

/** A walk sends every route with every id: it grows with each call added, past the default 30 s on a loaded machine. */
export const WALK_TIMEOUT_MS = 120_000;

export interface RunIds {
  run: string;
  aggregate: string;
  objective: string;
  parts: string[];
  activities: string[];
  activityWorkflows: string[];
}

/** The runs of the courses with these codes, each with every part and activity of its course's tree (however deep) and its activity workflows. */
async function runsOf(db: Db, codes: readonly string[]): Promise<RunIds[]> {
  return db.query<RunIds>(
    `WITH RECURSIVE tree AS (
       SELECT o.id AS objective, p.id, p.child_activity_id FROM objectives o JOIN activity_parts p ON p.parent_activity_id = o.activity_id WHERE o.code = ANY($1::text[])
       UNION ALL
       SELECT t.objective, p.id, p.child_activity_id FROM tree t JOIN activity_parts p ON p.parent_activity_id = t.child_activity_id
     )
     SELECT w.id AS run, w.aggregate_id AS aggregate, w.objective_id AS objective,
            COALESCE((SELECT array_agg(t.id) FROM tree t WHERE t.objective = o.id), '{}') AS parts,
            array_append(COALESCE((SELECT array_agg(t.child_activity_id) FROM tree t WHERE t.objective = o.id), '{}'), o.activity_id) AS activities,
            COALESCE((SELECT array_agg(aw.id) FROM activity_workflows aw WHERE aw.objective_workflow_id = w.id), '{}') AS "activityWorkflows"
       FROM objective_workflows w JOIN objectives o ON o.id = w.objective_id
      WHERE o.code = ANY($1::text[])`,
    [codes],
  );
}

export interface WalkIds {
  runs: RunIds[];
  global: Record<string, string[]>;
  ofRun: (run: RunIds) => Record<string, string[]>;
}

/**
 * The values each parameter takes, by the path segment before it, for the runs of the
 * courses with these codes; `own` adds or replaces the ids of the test's own fixture
 * (its certificates, its calendar dates). A run's own parts, activities and activity
 * workflows go with that run. A parameter after a segment not named here fails the walk:
 * a new kind of route needs its ids added, not skipped.
 */
export async function idsBySegment(
  db: Db,
  codes: readonly string[],
  own: (runs: RunIds[]) => Record<string, string[]> | Promise<Record<string, string[]>>,
): Promise<WalkIds> {
  const runs = await runsOf(db, codes);
  const one = async (sql: string, params: unknown[] = []) => (await db.query<{ id: string }>(sql, params)).map((r) => r.id);
  const global: Record<string, string[]> = {
    'objective-workflows': runs.map((r) => r.run),
    'objective-workflow-aggregates': [...new Set(runs.map((r) => r.aggregate))],
    objectives: [...new Set(runs.map((r) => r.objective))],
    'activity-workflows': runs.flatMap((r) => r.activityWorkflows),
    // doc 1 §7 objective-records/{id}: the fixture's results, the learner's and another learner's.
    'objective-records': await one(
      `SELECT r.id FROM objective_records r JOIN objectives o ON o.id = r.objective_id WHERE o.code = ANY($1::text[])
       UNION ALL (SELECT r.id FROM objective_records r JOIN users u ON u.id = r.user_id WHERE u.email = 'learner2@demo.test' LIMIT 1)`,
      [codes],
    ),
    commands: await one(`SELECT id FROM commands ORDER BY created_at DESC LIMIT 10`),
    'announcement-channels': await one(`SELECT id FROM announcement_channels LIMIT 2`),
    files: await one(`(SELECT id FROM files WHERE is_public LIMIT 1) UNION ALL (SELECT id FROM files WHERE NOT is_public LIMIT 1)`),
    interaction: ['unknown'],
    // The profile calls: the caller's own id, `me`, and another learner's.
    users: ['me', ...(await one(`SELECT id FROM users WHERE email IN ('learner@demo.test', 'learner2@demo.test')`))],
    // LTI grade services: the courses as contexts, their activities as line items.
    contexts: [...new Set(runs.map((r) => r.objective))],
    lineitems: [...new Set(runs.flatMap((r) => r.activities))],
    // Teams (decision 0020): the runs' parts as activity paths, every team there is.
    'activity-paths': [...new Set(runs.flatMap((r) => r.parts))],
    'group-activity-workflows': await one(`SELECT id FROM group_activity_workflows LIMIT 3`),
    teams: await one(`SELECT id FROM group_activity_workflows LIMIT 3`),
    // Knowledge checks (decision 0026): any there are, and one that is not.
    'reinforcement-learning-workflows': [...(await one(`SELECT id FROM reinforcement_workflows LIMIT 2`)), randomUUID()],
    // The calendar (decision 0028): a date that is nobody's, and a feed address that is none.
    'calendar-events': ['due.nothing.ics'],
    'calendar-feeds': [`${'A'.repeat(43)}.ics`],
    // The platform's public keys by id (decision 0054): every key there is, and one that is none.
    jwks: [...(await one(`SELECT kid AS id FROM lti_platform_keys`)), randomUUID()],
    // cmi5's one-time fetch URL (decision 0083): any session there is and one that is none, with a key
    // that is none (the parameter after the session id is named by it).
    'cmi5-fetch': [...(await one(`SELECT id FROM cmi5_sessions LIMIT 2`)), randomUUID()],
    ':sessionId': ['not-a-key'],
    ...(await own(runs)),
  };
  const ofRun = (run: RunIds): Record<string, string[]> => ({
    activity: run.parts,
    activities: run.activities,
    'activity-paths': run.parts,
    'activity-workflows': run.activityWorkflows,
    'resource-form': run.activityWorkflows,
  });
  return { runs, global, ofRun };
}

/** Every concrete URL of a route: the product of its parameters' values, a run's own ids after its run id. */
function urlsOf(route: CatalogRoute, ids: WalkIds): { url: string; run?: RunIds }[] {
  const parts = route.url.split('/');
  const expand = (i: number, done: string[], run: RunIds | undefined): { url: string; run?: RunIds }[] => {
    if (i === parts.length) return [{ url: done.join('/'), run }];
    const part = parts[i]!;
    if (part === '*') {
      // The rest of the path: a run's own ids where the segment before it names them (resource-form's activity workflow ids).
      const rest = run ? ids.ofRun(run)[parts[i - 1]!] : undefined;
      return rest ? rest.flatMap((value) => expand(i + 1, [...done, value], run)) : expand(i + 1, [...done, ''], run);
    }
    const param = /^:\w+/.exec(part);
    if (!param) return expand(i + 1, [...done, part], run);
    const segment = parts[i - 1]!;
    const scoped = run ? ids.ofRun(run)[segment] : undefined;
    const values = scoped ?? ids.global[segment];
    if (!values) throw new Error(`${route.method} ${route.url}: no ids for a parameter after "${segment}"; add them to idsBySegment`);
    return values.flatMap((value) => {
      const next = segment === 'objective-workflows' && !run ? ids.runs.find((r) => r.run === value) : run;
      return expand(i + 1, [...done, part.replace(param[0], value)], next);
    });
  };
  return expand(0, [], undefined);
}

/** A body for calls that change state: every field those calls read, filled from the run the URL is about (or each run). */
function bodiesFor(route: CatalogRoute, run: RunIds | undefined, ids: WalkIds) {
  if (!['POST', 'PUT', 'PATCH'].includes(route.method)) return [undefined];
  return (run ? [run] : ids.runs).flatMap((r) => {
    const fields = {
      objectiveWorkflowAggregateId: r.aggregate,
      objectiveWorkflowId: r.run,
      objectiveAccessId: r.objective,
      activityPartIds: r.parts,
      activityWorkflowIds: r.activityWorkflows,
      progress: 1,
      data: {},
    };
    return [
      { ...fields, id: randomUUID() },
      { ...fields, id: r.run },
    ];
  });
}

export interface Answer {
  call: string;
  route: string;
  status: number;
  body: string;
}

/** Calls every route whose method `methods` accepts with every URL and body, once for each caller of `who`. */
export async function walkRoutes(
  app: FastifyInstance,
  ids: WalkIds,
  methods: (method: string) => boolean,
  who: readonly (readonly [string, Record<string, string>])[],
): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (const route of app.routeCatalog) {
    if (!methods(route.method) || SESSION_CHANGING.has(route.url)) continue;
    for (const { url, run } of urlsOf(route, ids)) {
      for (const body of bodiesFor(route, run, ids)) {
        for (const [name, headers] of who) {
          const res = await app.inject({
            method: route.method as 'GET',
            url,
            headers: { 'x-requested-with': 'XMLHttpRequest', prefer: 'respond-sync', ...headers },
            ...(body ? { payload: body } : {}),
          });
          answers.push({
            call: `${name} ${route.method} ${url}`,
            route: `${route.method} ${route.url}`,
            status: res.statusCode,
            body: res.body,
          });
        }
      }
    }
  }
  return answers;
}
