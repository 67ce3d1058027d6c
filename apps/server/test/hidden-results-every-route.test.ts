import { describe, expect, it } from 'vitest';
import { DETAILS_PATHS, type CertificateRecordView } from '@lp/contract';
import { importData } from '../src/modules/import/index.ts';
import { importDemo } from './demo.ts';
import { HIDDEN, hiddenResultsFile, SHOWN } from './hidden-results-fixture.ts';
import { idsBySegment, walkRoutes, WALK_TIMEOUT_MS, type Answer, type WalkIds } from './route-walk.ts';
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
const CODES = ['HID-NEVER', 'HID-DATE', 'HID-LTI', 'SHOWN'];

/** The fixture's own ids: its certificates (records and files) and its courses' reveal dates on the calendar. */
const idsOfFixture = () =>
  idsBySegment(demo.db, CODES, (runs) => ({
    'certificate-records': ['CERT-HID-NEVER', 'CERT-HID-DATE', 'CERT-HID-LTI', 'CERT-SHOWN'],
    // The certificate files (decision 0024): a withheld result reads "Not shown" there too.
    certificates: ['CERT-HID-NEVER.pdf', 'CERT-HID-DATE.png', 'CERT-HID-LTI.pdf', 'CERT-SHOWN.png'],
    // The calendar (decision 0028): the runs' courses' dates as files, one that is nobody's.
    'calendar-events': [...new Set(runs.map((r) => `resultsRevealed.${r.objective}.ics`)), 'due.nothing.ics'],
  }));

const walk = (ids: WalkIds, methods: (method: string) => boolean) =>
  walkRoutes(demo.app, ids, methods, [
    ['learner', demo.learner],
    ['visitor', {}],
  ]);

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
  it(
    'is read by no call, signed in or not, while the shown course’s score is',
    async () => {
      const answers = await walk(await idsOfFixture(), (method) => method === 'GET');
      expect(answers.length).toBeGreaterThan(100);
      expect(leaks(answers)).toEqual([]);
      const reached = carrying(answers, SHOWN.normalizedScore);
      expect(SCORE_BEARING.filter((route) => !reached.has(route))).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'stays hidden after the calls that change state: a run handed in, an LTI course retaken',
    async () => {
      const changes = await walk(await idsOfFixture(), (method) => method !== 'GET');
      expect(leaks(changes)).toEqual([]);
      const [handedIn] = await demo.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM objective_records r JOIN objectives o ON o.id = r.objective_id WHERE o.code = 'HID-NEVER'`,
      );
      expect(handedIn!.n).toBe(2);
      const [retaken] = await demo.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM objective_workflows w JOIN objectives o ON o.id = w.objective_id WHERE o.code = 'HID-LTI'`,
      );
      expect(retaken!.n).toBe(2);
      expect(leaks(await walk(await idsOfFixture(), (method) => method === 'GET'))).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );

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
