import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_PATHS,
  WORKFLOW_PATHS,
  type ActivityRecordView,
  type ActivityTreeNode,
  type ActivityTreeView,
  expandActivityTree,
} from '@lp/contract';
import { WorkflowState } from '@lp/domain';
import { setupTestApp } from '../../../test/setup-test-app.ts';

/**
 * doc 2 §7 activity tree calls not covered elsewhere: the children of the run's root and of
 * a module, the records of one activity and the records query filtered on activity.id, on
 * the demo's runs. These calls only read, so the tests share the demo as imported.
 */
const demo = setupTestApp({ sessions: ['learner', 'learner2'] });

/** A demo learner's last run of a course (by code). */
async function runOf(code: string, email = 'learner@demo.test') {
  const [row] = await demo.db.query<{ ow: string }>(
    `SELECT a.last_objective_workflow_id AS ow FROM objective_workflow_aggregates a JOIN objectives o ON o.id = a.objective_id JOIN users u ON u.id = a.user_id
      WHERE o.code = $1 AND u.email = $2`,
    [code, email],
  );
  return row!.ow;
}
/** An activity and its part by import id (e.g. 'prv-101.handling'). */
async function itemOf(item: string) {
  const [row] = await demo.db.query<{ activityId: string; partId: string }>(
    `SELECT a.id AS "activityId", p.id AS "partId" FROM activities a JOIN activity_parts p ON p.child_activity_id = a.id WHERE a.external_id = $1`,
    [item],
  );
  return row!;
}

const get = (url: string, headers: Record<string, string> = demo.learner) => demo.app.inject({ url, headers });
const names = (nodes: ActivityTreeNode[]) => nodes.map((n) => n.childActivity.name);
const tree = async (ow: string): Promise<ActivityTreeView> => expandActivityTree((await get(WORKFLOW_PATHS.tree(ow))).json());
const recordsQuery = (ow: string, filter?: string, headers: Record<string, string> = demo.learner) =>
  demo.app.inject({ url: CONTENT_PATHS.activityRecordsQuery(ow), headers, query: filter === undefined ? {} : { filter } });

describe('GET children of the run’s root and of a module', () => {
  it('lists the course’s top-level parts in order, each with the learner’s state, as the table of contents does', async () => {
    const ow = await runOf('PRV-101');
    const res = await get(CONTENT_PATHS.children(ow));
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: ActivityTreeNode[] }>();
    expect(names(data)).toEqual(['Why privacy matters', 'Handling data well', 'Privacy check']);
    expect(data.map((n) => n.order)).toEqual([...data.map((n) => n.order)].sort((a, b) => a - b));
    expect(data[0]!.childActivity.activityWorkflowAggregate!.lastActivityWorkflow!.state).toBe(WorkflowState.finished);
    expect(data[2]!.childActivity.activityWorkflowAggregate).toBeNull();
    expect(data).toEqual((await tree(ow)).children);
  });

  it('lists a module’s parts in order, with their axis under the module', async () => {
    const ow = await runOf('PRV-101');
    const handling = await itemOf('prv-101.handling');
    const res = await get(CONTENT_PATHS.children(ow, handling.partId));
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: ActivityTreeNode[] }>();
    expect(names(data)).toEqual([
      'The six principles, in plain words',
      'Sharing data safely: email, chat and cloud',
      'A privacy dilemma from your team',
    ]);
    expect(data.every((n) => n.axis === `${handling.partId}/${n.id}`)).toBe(true);
    expect(data.map((n) => n.childActivity.activityWorkflowAggregate?.lastActivityWorkflow?.progress ?? null)).toEqual([1, 0.4, null]);
  });

  it('leaves archived parts out and keeps a draft (shown as coming soon)', async () => {
    const ow = await runOf('FW-210');
    const science = await itemOf('fw-210.science');
    const { data } = (await get(CONTENT_PATHS.children(ow, science.partId))).json<{ data: ActivityTreeNode[] }>();
    expect(names(data)).toEqual(['The fire triangle', 'Extinguisher types', 'Special hazards: lithium batteries']);
    expect(data[2]!.contentAvailable).toBe(false);
  });

  it('lists a locked part with the date it opens, and sends none of its content', async () => {
    const ow = await runOf('FW-210');
    const practical = await itemOf('fw-210.practical');
    const res = await get(CONTENT_PATHS.children(ow, practical.partId));
    const briefing = res.json<{ data: ActivityTreeNode[] }>().data.find((n) => n.childActivity.name === 'Live drill briefing')!;
    expect(Date.parse(briefing.activityConstraint.startFrom!)).toBeGreaterThan(Date.now());
    expect(res.body).not.toContain('We walk the drill route');
  });

  it('answers an empty list for an activity that is not a module', async () => {
    const ow = await runOf('PRV-101');
    const sharing = await itemOf('prv-101.sharing');
    expect((await get(CONTENT_PATHS.children(ow, sharing.partId))).json()).toEqual({ data: [] });
  });

  it('refuses another learner, unknown runs and parts, malformed ids and anonymous callers', async () => {
    const ow = await runOf('PRV-101');
    const handling = await itemOf('prv-101.handling');
    for (const url of [CONTENT_PATHS.children(ow), CONTENT_PATHS.children(ow, handling.partId)]) {
      const theirs = await get(url, demo.learner2);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.body).not.toContain('Handling data well');
      expect((await get(url, {})).statusCode).toBe(401);
    }
    expect((await get(CONTENT_PATHS.children(randomUUID()))).statusCode).toBe(404);
    expect((await get(CONTENT_PATHS.children(ow, randomUUID()))).statusCode).toBe(404);
    // A part of another course is not in this run.
    expect((await get(CONTENT_PATHS.children(ow, (await itemOf('fw-210.science')).partId))).statusCode).toBe(404);
    const malformed = await get(CONTENT_PATHS.children(ow, 'not-an-id'));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toHaveProperty('path');
    expect((await get(CONTENT_PATHS.children('not-an-id'))).statusCode).toBe(400);
  });
});

describe('GET the records of one activity', () => {
  it('answers the result of a finished assessment with its workflow and date', async () => {
    const ow = await runOf('SEC-101');
    const assessment = await itemOf('sec-101.assessment');
    const res = await get(CONTENT_PATHS.activityRecords(ow, assessment.activityId));
    expect(res.statusCode).toBe(200);
    const [aw] = await demo.db.query<{ id: string }>(
      'SELECT id FROM activity_workflows WHERE objective_workflow_id = $1 AND activity_id = $2',
      [ow, assessment.activityId],
    );
    expect(res.json()).toEqual({
      data: [
        {
          id: expect.any(String),
          activityWorkflowId: aw!.id,
          activityId: assessment.activityId,
          score: 9,
          maxScore: 15,
          normalizedScore: 0.6,
          passed: false,
          finished: expect.any(String),
        },
      ],
    });
  });

  it('answers an empty list for an activity of the course with no record in this run', async () => {
    const ow = await runOf('PRV-101');
    expect((await get(CONTENT_PATHS.activityRecords(ow, (await itemOf('prv-101.dilemma')).activityId))).json()).toEqual({ data: [] });
  });

  it('withholds the score while the course’s grade is not revealed (AfterDate in a week), keeping that it is done', async () => {
    const ow = await runOf('DIV-101');
    const reflection = await itemOf('div-101.reflection');
    const res = await get(CONTENT_PATHS.activityRecords(ow, reflection.activityId));
    const [record] = res.json<{ data: ActivityRecordView[] }>().data;
    expect(record).toMatchObject({
      activityId: reflection.activityId,
      score: null,
      maxScore: null,
      normalizedScore: null,
      passed: null,
      finished: expect.any(String),
    });
    expect(res.body).not.toMatch(/0\.875|"score":7/);
  });

  it('refuses another learner, unknown runs and activities, malformed ids and anonymous callers', async () => {
    const ow = await runOf('SEC-101');
    const assessment = await itemOf('sec-101.assessment');
    const url = CONTENT_PATHS.activityRecords(ow, assessment.activityId);
    const theirs = await get(url, demo.learner2);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain('"score"');
    expect((await get(url, {})).statusCode).toBe(401);
    expect((await get(CONTENT_PATHS.activityRecords(randomUUID(), assessment.activityId))).statusCode).toBe(404);
    expect((await get(CONTENT_PATHS.activityRecords(ow, randomUUID()))).statusCode).toBe(404);
    // An activity of another course, even one with records of this learner, is not in this run.
    expect((await get(CONTENT_PATHS.activityRecords(ow, (await itemOf('div-101.reflection')).activityId))).statusCode).toBe(404);
    const malformed = await get(CONTENT_PATHS.activityRecords(ow, 'not-an-id'));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toHaveProperty('activityId');
  });
});

describe('GET the records query of a run', () => {
  it('answers every record of the run without a filter, and one activity’s with ["activity.id","=",id]', async () => {
    // The learner works through two lessons of Mindfulness at Work: each finished lesson gets its completion record.
    const ow = await runOf('WEL-101');
    const lessons = [await itemOf('wel-101.noticing'), await itemOf('wel-101.single-tasking')];
    const started = await demo.app.inject({
      method: 'POST',
      url: WORKFLOW_PATHS.startActivityWorkflows,
      headers: demo.learner,
      payload: { objectiveWorkflowId: ow, activityPartIds: lessons.map((l) => l.partId) },
    });
    const awIds = started.json().data.map((w: { id: string }) => w.id);
    expect(
      (
        await demo.app.inject({
          method: 'POST',
          url: WORKFLOW_PATHS.finishActivityWorkflows,
          headers: demo.learner,
          payload: { objectiveWorkflowId: ow, activityWorkflowIds: awIds },
        })
      ).statusCode,
    ).toBe(200);

    const all = await recordsQuery(ow);
    expect(all.statusCode).toBe(200);
    expect(all.json().totalCount).toBe(2);
    expect(
      all
        .json()
        .data.map((r: ActivityRecordView) => r.activityId)
        .sort(),
    ).toEqual(lessons.map((l) => l.activityId).sort());
    expect(
      all
        .json()
        .data.map((r: ActivityRecordView) => r.activityWorkflowId)
        .sort(),
    ).toEqual([...awIds].sort());

    const one = await recordsQuery(ow, JSON.stringify(['activity.id', '=', lessons[1]!.activityId]));
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({
      data: [expect.objectContaining({ activityId: lessons[1]!.activityId, activityWorkflowId: awIds[1], finished: expect.any(String) })],
      totalCount: 1,
    });
    // The single-activity call answers the same record.
    expect((await get(CONTENT_PATHS.activityRecords(ow, lessons[1]!.activityId))).json().data).toEqual(one.json().data);
  });

  it('filters the demo’s finished run to its assessment’s result, and to nothing for an activity without records', async () => {
    const ow = await runOf('SEC-101');
    const assessment = await itemOf('sec-101.assessment');
    const one = (await recordsQuery(ow, JSON.stringify(['activity.id', '=', assessment.activityId]))).json();
    expect(one).toEqual({ data: [expect.objectContaining({ activityId: assessment.activityId, score: 9, passed: false })], totalCount: 1 });
    const none = (await recordsQuery(ow, JSON.stringify(['activity.id', '=', randomUUID()]))).json();
    expect(none).toEqual({ data: [], totalCount: 0 });
  });

  it('withholds scores in the query as in the single-activity call', async () => {
    const ow = await runOf('DIV-101');
    const res = await recordsQuery(ow);
    expect(res.json().data.length).toBeGreaterThan(0);
    expect(res.json().data.every((r: ActivityRecordView) => r.score === null && r.normalizedScore === null && r.passed === null)).toBe(
      true,
    );
  });

  it.each([
    ['a filter that is not JSON', '["activity.id"'],
    ['a filter on another field', JSON.stringify(['score', '=', 1])],
    ['another operator', JSON.stringify(['activity.id', '<>', randomUUID()])],
    ['a value that is not an id', JSON.stringify(['activity.id', '=', 'abc'])],
    ['a combined filter', JSON.stringify([['activity.id', '=', randomUUID()], 'or', ['activity.id', '=', randomUUID()]])],
  ])('refuses %s with 400 and a message', async (_name, filter) => {
    const res = await recordsQuery(await runOf('SEC-101'), filter);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.general[0]).toEqual(expect.any(String));
    expect(res.json().errors.general[0].length).toBeGreaterThan(5);
  });

  it('refuses a repeated filter, another learner, an unknown run, a malformed id and anonymous callers', async () => {
    const ow = await runOf('SEC-101');
    const id = (await itemOf('sec-101.assessment')).activityId;
    const filter = JSON.stringify(['activity.id', '=', id]);
    const repeated = await demo.app.inject({
      url: `${CONTENT_PATHS.activityRecordsQuery(ow)}?filter=${encodeURIComponent(filter)}&filter=${encodeURIComponent(filter)}`,
      headers: demo.learner,
    });
    expect(repeated.statusCode).toBe(400);
    const theirs = await recordsQuery(ow, filter, demo.learner2);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain('"score"');
    expect((await recordsQuery(ow, undefined, demo.learner2)).statusCode).toBe(404);
    expect((await recordsQuery(randomUUID())).statusCode).toBe(404);
    expect((await recordsQuery('not-an-id')).statusCode).toBe(400);
    expect((await recordsQuery(ow, filter, {})).statusCode).toBe(401);
  });
});
