import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DETAILS_PATHS,
  expandActivityTree,
  LIST_PATHS,
  WORKFLOW_PATHS,
  type ActivityTreeNode,
  type ActivityTreeView,
  type CourseDetails,
  type CourseOutline,
  type EnrolledCourse,
} from '@lp/contract';
import { getActivityCount, getLockReason, getRunLeaves, getTocItemState, type WorkflowState } from '@lp/domain';
import type { Db } from '../../db/client.ts';
import { importDemo } from '../../../test/demo.ts';
import { importWithFiles } from '../../../test/import-with-files.ts';
import { setupTestApp } from '../../../test/setup-test-app.ts';

/**
 * Issue 33 "Progress everywhere" and "See before you start": the outline of a course not
 * started, and the progress the card shows (the run's stored progress) agreeing with the
 * count of the tree at every step, both from the domain's getActivityCount.
 */
async function load(db: Db) {
  await importDemo(db);
  await importWithFiles(
    db,
    {},
    {
      courses: [
        {
          externalId: 'prog',
          name: 'Progress course',
          code: 'PROG-1',
          inCatalog: false,
          activities: [
            {
              externalId: 'prog.root',
              type: 'composite',
              name: 'Root',
              parts: [
                { activity: 'prog.m1' },
                { activity: 'prog.last', completePrevious: true },
                { activity: 'prog.later', startFrom: '+2d' },
              ],
            },
            {
              externalId: 'prog.m1',
              type: 'composite',
              name: 'Module one',
              parts: [{ activity: 'prog.a' }, { activity: 'prog.extra', optional: true }, { activity: 'prog.m2' }],
            },
            { externalId: 'prog.m2', type: 'composite', name: 'Nested module', parts: [{ activity: 'prog.b' }] },
            { externalId: 'prog.a', type: 'text', name: 'Lesson A', html: '<p>A</p>', duration: 600 },
            { externalId: 'prog.extra', type: 'text', name: 'Extra reading', html: '<p>E</p>', duration: 900 },
            { externalId: 'prog.b', type: 'text', name: 'Lesson B', html: '<p>B</p>', duration: 300 },
            { externalId: 'prog.last', type: 'text', name: 'Last lesson', html: '<p>L</p>', duration: 120 },
            { externalId: 'prog.later', type: 'text', name: 'Later lesson', html: '<p>T</p>', duration: 60 },
          ],
        },
      ],
      enrolments: [{ externalId: 'prog.learner', user: 'user-learner', course: 'prog', isMandatory: true }],
    },
  );
}

const demo = setupTestApp({ load, sessions: ['learner', 'learner2'] });

const objectiveId = async () => (await demo.db.query<{ id: string }>(`SELECT id FROM objectives WHERE code = 'PROG-1'`))[0]!.id;
const runs = async () =>
  (
    await demo.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM objective_workflows w JOIN objectives o ON o.id = w.objective_id WHERE o.code = 'PROG-1'`,
    )
  )[0]!.n;
const names = (nodes: readonly ActivityTreeNode[]) => getRunLeaves(nodes).map((n) => n.childActivity.name);

describe('GET the outline of a course not started', () => {
  it('answers the table of contents with durations and the locks that will apply, and creates no run', async () => {
    const id = await objectiveId();
    const res = await demo.app.inject({ url: DETAILS_PATHS.courseOutline(id), headers: demo.learner });
    expect(res.statusCode).toBe(200);
    const outline = res.json<CourseOutline>();
    expect(outline.children.map((n) => n.childActivity.name)).toEqual(['Module one', 'Last lesson', 'Later lesson']);
    expect(names(outline.children)).toEqual(['Lesson A', 'Extra reading', 'Lesson B', 'Last lesson', 'Later lesson']);
    // Optional "Extra reading" does not count: 4 activities, 10 + 5 + 2 + 1 minutes.
    expect(getActivityCount(outline.children)).toEqual({ done: 0, total: 4, durationSeconds: 1080 });
    const context = { courseWorkflowState: null, accessNewContentAfterCompletion: outline.accessNewContentAfterCompletion };
    const [, last, later] = outline.children;
    expect(getLockReason(last!, context, new Date())?.reason).toBe('completePreviousToPass');
    expect(getLockReason(later!, context, new Date())?.reason).toBe('beforeStartFrom');
    expect(await runs()).toBe(0);
  });

  it('refuses anonymous callers, malformed ids and courses the learner may not see', async () => {
    const id = await objectiveId();
    expect((await demo.app.inject({ url: DETAILS_PATHS.courseOutline(id) })).statusCode).toBe(401);
    expect((await demo.app.inject({ url: DETAILS_PATHS.courseOutline('not-an-id'), headers: demo.learner })).statusCode).toBe(400);
    expect((await demo.app.inject({ url: DETAILS_PATHS.courseOutline(randomUUID()), headers: demo.learner })).statusCode).toBe(404);
    // Not in the catalog, not enrolled: the other learner gets the details page's 404.
    expect((await demo.app.inject({ url: DETAILS_PATHS.courseOutline(id), headers: demo.learner2 })).statusCode).toBe(404);
  });
});

describe('the card’s progress agrees with the tree’s count (getActivityCount) at every step', () => {
  it('moves with each finished activity; the module turns complete when its required parts are done', async () => {
    const id = await objectiveId();
    const [agg] = await demo.db.query<{ id: string }>(
      `SELECT a.id FROM objective_workflow_aggregates a JOIN users u ON u.id = a.user_id WHERE a.objective_id = $1 AND u.email = 'learner@demo.test'`,
      [id],
    );
    const run = randomUUID();
    const started = await demo.app.inject({
      method: 'POST',
      url: WORKFLOW_PATHS.startObjectiveWorkflows,
      headers: { ...demo.learner, prefer: 'respond-sync' },
      payload: { objectiveWorkflowAggregateId: agg!.id, id: run },
    });
    expect(started.statusCode).toBe(200);
    const tree = async () =>
      expandActivityTree((await demo.app.inject({ url: WORKFLOW_PATHS.tree(run), headers: demo.learner })).json()) as ActivityTreeView;
    const cardProgress = async () => {
      const list = await demo.app.inject({ url: LIST_PATHS.enrolled, headers: demo.learner, query: { take: '500' } });
      const card = list.json<{ data: EnrolledCourse[] }>().data.find((c) => c.objective.id === id)!;
      return card.objectiveWorkflowAggregate?.lastObjectiveWorkflow?.progress;
    };
    const detailsProgress = async () =>
      (await demo.app.inject({ url: DETAILS_PATHS.courseDetails(id), headers: demo.learner })).json<CourseDetails>()
        .objectiveWorkflowAggregate?.lastObjectiveWorkflow?.progress;
    const moduleState = (view: ActivityTreeView) =>
      getTocItemState(
        view.children[0]!,
        { courseWorkflowState: view.workflowState as WorkflowState, accessNewContentAfterCompletion: false },
        new Date(),
      ).state;

    const finish = async (name: string) => {
      const node = getRunLeaves((await tree()).children).find((n) => n.childActivity.name === name)!;
      const start = await demo.app.inject({
        method: 'POST',
        url: WORKFLOW_PATHS.startActivityWorkflows,
        headers: demo.learner,
        payload: { objectiveWorkflowId: run, activityPartIds: [node.id] },
      });
      expect(start.statusCode).toBe(200);
      const done = await demo.app.inject({
        method: 'POST',
        url: WORKFLOW_PATHS.finishActivityWorkflows,
        headers: demo.learner,
        payload: { objectiveWorkflowId: run, activityWorkflowIds: [start.json().data[0].id] },
      });
      expect(done.statusCode).toBe(200);
    };

    const steps: [string | null, number, string][] = [
      [null, 0, 'empty'],
      ['Lesson A', 1, 'empty'],
      ['Lesson B', 2, 'passed'],
      ['Last lesson', 3, 'passed'],
    ];
    for (const [activity, doneCount, module] of steps) {
      if (activity) await finish(activity);
      const view = await tree();
      const count = getActivityCount(view.children);
      expect(count).toMatchObject({ done: doneCount, total: 4 });
      expect(await cardProgress()).toBeCloseTo(count.done / count.total);
      expect(await detailsProgress()).toBeCloseTo(count.done / count.total);
      expect(moduleState(view)).toBe(module);
    }
  });
});
