import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AuthPaths, DETAILS_PATHS, type CertificateRecordView } from '@lp/contract';
import { importData } from '../src/modules/import/index.ts';
import type { CatalogRoute } from '../src/plugins/route-catalog.ts';
import { importDemo } from './demo.ts';
import { HIDDEN, hiddenResultsFile, SHOWN } from './hidden-results-fixture.ts';
import { setupTestApp } from './setup-test-app.ts';
import { treeInBothViews } from './tree-views.ts';

/**
 * A grade the reveal policy hides is in no answer a learner or a visitor can get (security
 * issue 9, item 0; decision 0011). The routes come from the app's route catalog and every
 * one is called, with the learner's session and without, for every id of the courses of
 * hidden-results-fixture.ts: a call added later is walked without being listed here.
 * Then the calls that change state are sent (a run in progress is handed in, an LTI course
 * retaken) and everything is read again.
 */
const demo = setupTestApp({
  load: async (db) => {
    await importDemo(db);
    await importData(db, hiddenResultsFile());
  },
  sessions: ['learner'],
});

/** How the hidden score could be written: raw points, normalized, percent. */
const HIDDEN_TEXT = [String(HIDDEN.score), String(HIDDEN.normalizedScore), String(HIDDEN.percent)];
/** Sign-in machinery that would end or switch the session the walk runs with. */
const SESSION_CHANGING = new Set<string>([AuthPaths.logout, AuthPaths.impersonate, AuthPaths.stopImpersonation]);

interface RunIds {
  run: string;
  aggregate: string;
  objective: string;
  parts: string[];
  activities: string[];
  activityWorkflows: string[];
}

async function runsOfFixture(): Promise<RunIds[]> {
  return demo.db.query<RunIds>(
    `SELECT w.id AS run, w.aggregate_id AS aggregate, w.objective_id AS objective,
            COALESCE((SELECT array_agg(p.id) FROM activity_parts p WHERE p.parent_activity_id = o.activity_id), '{}') AS parts,
            array_append(COALESCE((SELECT array_agg(p.child_activity_id) FROM activity_parts p WHERE p.parent_activity_id = o.activity_id), '{}'), o.activity_id) AS activities,
            COALESCE((SELECT array_agg(aw.id) FROM activity_workflows aw WHERE aw.objective_workflow_id = w.id), '{}') AS "activityWorkflows"
       FROM objective_workflows w JOIN objectives o ON o.id = w.objective_id
      WHERE o.code IN ('HID-NEVER', 'HID-DATE', 'HID-LTI', 'SHOWN')`,
  );
}

/**
 * The values each parameter takes, by the path segment before it. A run's own parts,
 * activities and activity workflows go with that run. A parameter after a segment not
 * named here fails the test: a new kind of route needs its ids added, not skipped.
 */
async function idsBySegment() {
  const runs = await runsOfFixture();
  const one = async (sql: string) => (await demo.db.query<{ id: string }>(sql)).map((r) => r.id);
  const global: Record<string, string[]> = {
    'objective-workflows': runs.map((r) => r.run),
    'objective-workflow-aggregates': [...new Set(runs.map((r) => r.aggregate))],
    objectives: [...new Set(runs.map((r) => r.objective))],
    'certificate-records': ['CERT-HID-NEVER', 'CERT-HID-DATE', 'CERT-HID-LTI', 'CERT-SHOWN'],
    // The certificate files (decision 0024): a withheld result reads "Not shown" there too.
    certificates: ['CERT-HID-NEVER.pdf', 'CERT-HID-DATE.png', 'CERT-HID-LTI.pdf', 'CERT-SHOWN.png'],
    'activity-workflows': runs.flatMap((r) => r.activityWorkflows),
    // doc 1 §7 objective-records/{id}: the fixture's results, the learner's and another learner's.
    'objective-records': await one(
      `SELECT r.id FROM objective_records r JOIN objectives o ON o.id = r.objective_id WHERE o.code IN ('HID-NEVER', 'HID-DATE', 'HID-LTI', 'SHOWN')
       UNION ALL (SELECT r.id FROM objective_records r JOIN users u ON u.id = r.user_id WHERE u.email = 'learner2@demo.test' LIMIT 1)`,
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
    // The calendar (decision 0028): the runs' courses' dates as files, one that is nobody's, and a feed address that is none.
    'calendar-events': [...new Set(runs.map((r) => `resultsRevealed.${r.objective}.ics`)), 'due.nothing.ics'],
    'calendar-feeds': [`${'A'.repeat(43)}.ics`],
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

type Ids = Awaited<ReturnType<typeof idsBySegment>>;

/** Every concrete URL of a route: the product of its parameters' values, a run's own ids after its run id. */
function urlsOf(route: CatalogRoute, ids: Ids): { url: string; run?: RunIds }[] {
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
function bodiesFor(route: CatalogRoute, run: RunIds | undefined, ids: Ids) {
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

interface Answer {
  call: string;
  route: string;
  status: number;
  body: string;
}

async function walk(ids: Ids, methods: (method: string) => boolean): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (const route of demo.app.routeCatalog) {
    if (!methods(route.method) || SESSION_CHANGING.has(route.url)) continue;
    for (const { url, run } of urlsOf(route, ids)) {
      for (const body of bodiesFor(route, run, ids)) {
        for (const [who, headers] of [
          ['learner', demo.learner],
          ['visitor', {}],
        ] as const) {
          const res = await demo.app.inject({
            method: route.method as 'GET',
            url,
            headers: { 'x-requested-with': 'XMLHttpRequest', prefer: 'respond-sync', ...headers },
            ...(body ? { payload: body } : {}),
          });
          answers.push({
            call: `${who} ${route.method} ${url}`,
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

/** A walk sends every route with every id: it grows with each call added, past the default 30 s on a loaded machine. */
const WALK_TIMEOUT_MS = 120_000;

const leaks = (answers: Answer[]) =>
  answers.filter((a) => HIDDEN_TEXT.some((text) => a.body.includes(text))).map((a) => `${a.call} → ${a.status}`);
const carrying = (answers: Answer[], value: number) => new Set(answers.filter((a) => a.body.includes(String(value))).map((a) => a.route));

/** Answers that carry a result: the walk must reach each of them with the shown course's score in it, or it proves nothing. */
const SCORE_BEARING = [
  'GET /api/platform/v1/objective-workflow-aggregates/query',
  'GET /api/lms/v1/users/me/objectives/:id',
  'GET /api/lms/v1/objective-workflow-aggregates/:id/objective-records',
  'GET /api/platform/v1/objective-records/query',
  'GET /api/platform/v1/objective-records/:id',
  'GET /api/platform/v1/users/me/objective-workflows/:id/activity-with-aggregates',
  'GET /api/platform/v1/users/me/objective-workflows/:ow/activity-records/query',
  'GET /api/platform/v1/users/me/objective-workflows/:ow/activities/:activityId/activity-records',
  'GET /api/lms/v1/users/me/objective-workflows/:ow/activities/:activityId/activity-workflow-aggregate',
  'GET /api/platform/v1/certificate-records/query',
  'GET /api/platform/v1/public/certificate-records/:number',
];

describe('a hidden grade in no answer (decision 0011)', () => {
  it('is read by no call, signed in or not, while the shown course’s score is', async () => {
    const answers = await walk(await idsBySegment(), (method) => method === 'GET');
    expect(answers.length).toBeGreaterThan(100);
    expect(leaks(answers)).toEqual([]);
    const reached = carrying(answers, SHOWN.normalizedScore);
    expect(SCORE_BEARING.filter((route) => !reached.has(route))).toEqual([]);
  }, WALK_TIMEOUT_MS);

  it('stays hidden after the calls that change state: a run handed in, an LTI course retaken', async () => {
    const changes = await walk(await idsBySegment(), (method) => method !== 'GET');
    expect(leaks(changes)).toEqual([]);
    const [handedIn] = await demo.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM objective_records r JOIN objectives o ON o.id = r.objective_id WHERE o.code = 'HID-NEVER'`,
    );
    expect(handedIn!.n).toBe(2);
    const [retaken] = await demo.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM objective_workflows w JOIN objectives o ON o.id = w.objective_id WHERE o.code = 'HID-LTI'`,
    );
    expect(retaken!.n).toBe(2);
    expect(leaks(await walk(await idsBySegment(), (method) => method === 'GET'))).toEqual([]);
  }, WALK_TIMEOUT_MS);

  it('withholds the pass state with the score, and shows both once the reveal date has passed', async () => {
    const [run] = await demo.db.query<{ id: string; objective_id: string }>(
      `SELECT w.id, w.objective_id FROM objective_workflows w JOIN objectives o ON o.id = w.objective_id WHERE o.code = 'HID-DATE'`,
    );
    const read = async () => {
      const tree = await treeInBothViews(demo.app, run!.id, demo.learner);
      const certificate = (await demo.app.inject({ url: DETAILS_PATHS.publicCertificate('CERT-HID-DATE') })).json<CertificateRecordView>();
      return {
        best: tree.children.map((n) => n.childActivity.activityWorkflowAggregate?.bestActivityRecord ?? null),
        result: certificate.objectiveRecord,
      };
    };
    const hidden = await read();
    expect(hidden.best).toEqual([null, { passed: null, normalizedScore: null }]);
    expect(hidden.result).toMatchObject({
      score: null,
      maxScore: null,
      normalizedScore: null,
      grade: null,
      passed: null,
      protectResults: true,
    });
    expect(hidden.result?.finished).toBeTruthy();

    await demo.db.query(`UPDATE objective_accesses SET grade_reveal_date = now() - interval '1 minute' WHERE objective_id = $1`, [
      run!.objective_id,
    ]);
    const shown = await read();
    expect(shown.best[1]).toEqual({ passed: true, normalizedScore: HIDDEN.normalizedScore });
    expect(shown.result).toMatchObject({
      score: HIDDEN.score,
      maxScore: HIDDEN.maxScore,
      normalizedScore: HIDDEN.normalizedScore,
      grade: 'Merit',
      passed: true,
      protectResults: false,
    });
  });
});
