import { describe, expect, it } from 'vitest';
import { CONTENT_PATHS, TEAM_PATHS, WORKFLOW_PATHS } from '@lp/contract';
import { WorkflowState } from '@lp/domain';
import { signIn } from '../../../test/app.ts';
import { importDemo } from '../../../test/demo.ts';
import { setupTestApp } from '../../../test/setup-test-app.ts';
import { importData, ImportValidationError } from '../import/index.ts';
import { teamEmail, teamFixture, teamUser } from './team-fixture.ts';

/**
 * Team activities (issue 12, decision 0020). Team 0 (three members; the third enrolled
 * without a run) and team 1 (two members) do `t.task` together; a loner has no team; an
 * outsider is not in the course. A learner sees only their own team: anything else is 404.
 */
const P = 't';
const fixture = teamFixture({ prefix: P, teams: 2, size: 3, loners: 1, outsiders: 1, withoutRun: [[0, 2]] });
const demo = setupTestApp({ load: async (db) => (await importDemo(db), importData(db, fixture)), sessions: ['admin', 'instructor'] });

const headers = new Map<string, Record<string, string>>();
async function as(user: string) {
  if (!headers.has(user)) {
    const { jar } = await signIn(demo.app, teamEmail(user), user);
    headers.set(user, { cookie: jar.header(), 'x-requested-with': 'XMLHttpRequest' });
  }
  return headers.get(user)!;
}
const one = async <T>(sql: string, params: unknown[]) => (await demo.db.query<T>(sql, params))[0]!;
const partOf = (activity: string) =>
  one<{ id: string }>('SELECT p.id FROM activity_parts p JOIN activities a ON a.id = p.child_activity_id WHERE a.external_id = $1', [
    `${P}.${activity}`,
  ]).then((r) => r.id);
const runOf = (user: string) =>
  one<{ id: string; aggregate_id: string }>('SELECT id, aggregate_id FROM objective_workflows WHERE external_id = $1', [`${user}.run`]);
const aggregateOf = (user: string) =>
  one<{ id: string }>('SELECT a.id FROM objective_workflow_aggregates a JOIN users u ON u.id = a.user_id WHERE u.external_id = $1', [
    user,
  ]).then((r) => r.id);
const teamId = (externalId: string) =>
  one<{ id: string }>('SELECT id FROM group_activity_workflows WHERE external_id = $1', [externalId]).then((r) => r.id);
const get = async (url: string, user?: string) => demo.app.inject({ method: 'GET', url, headers: user ? await as(user) : {} });
const post = async (url: string, user: string, payload: object) =>
  demo.app.inject({ method: 'POST', url, headers: await as(user), payload });
const put = (url: string, h: Record<string, string>, payload: object) => demo.app.inject({ method: 'PUT', url, headers: h, payload });

const a0 = teamUser(P, 0, 0),
  a1 = teamUser(P, 0, 1),
  a2 = teamUser(P, 0, 2),
  b0 = teamUser(P, 1, 0),
  b1 = teamUser(P, 1, 1);
const loner = `${P}-solo-0`,
  outsider = `${P}-out-0`;

async function startAndFinish(user: string, activity: string) {
  const run = await runOf(user);
  const started = await post(WORKFLOW_PATHS.startActivityWorkflows, user, {
    objectiveWorkflowId: run.id,
    activityPartIds: [await partOf(activity)],
  });
  expect(started.statusCode, started.body).toBe(200);
  return { run, aw: started.json().data[0].id as string };
}

describe("participants/query (doc 2 §7): the caller's own team, with load options", () => {
  it("a member gets the team members table's columns: first, middle, last name, email, primary unit", async () => {
    const res = await get(`${TEAM_PATHS.participants((await runOf(a0)).id, await partOf('task'))}?requireTotalCount=true`, a0);
    expect(res.statusCode).toBe(200);
    expect(res.json().totalCount).toBe(3);
    expect(res.json().data[0]).toEqual({
      id: expect.any(String),
      firstName: 'Member0',
      middleName: 'Q',
      lastName: 'Team0',
      email: teamEmail(a0),
      primaryUnitName: 'Team unit',
    });
  });

  it('filters and sorts by the columns, and refuses an unknown field', async () => {
    const url = TEAM_PATHS.participants((await runOf(a0)).id, await partOf('task'));
    const filtered = await get(`${url}?filter=${encodeURIComponent(JSON.stringify(['firstName', '=', 'Member1']))}`, a0);
    expect(filtered.json().data.map((p: { email: string }) => p.email)).toEqual([teamEmail(a1)]);
    const sorted = await get(`${url}?sort=${encodeURIComponent(JSON.stringify([{ selector: 'firstName', desc: true }]))}`, a0);
    expect(sorted.json().data.map((p: { firstName: string }) => p.firstName)).toEqual(['Member2', 'Member1', 'Member0']);
    expect((await get(`${url}?filter=${encodeURIComponent(JSON.stringify(['passwordHash', '=', 'x']))}`, a0)).statusCode).toBe(400);
  });

  it("another team's member names their own run: they get their team, never the other", async () => {
    const res = await get(TEAM_PATHS.participants((await runOf(b0)).id, await partOf('task')), b0);
    expect(
      res
        .json()
        .data.map((p: { email: string }) => p.email)
        .sort(),
    ).toEqual([teamEmail(b0), teamEmail(b1), teamEmail(teamUser(P, 1, 2))].sort());
  });

  it("refuses: anonymous 401; another's run, no team, not in the course, an activity of no team 404; bad ids 400", async () => {
    const url = TEAM_PATHS.participants((await runOf(a0)).id, await partOf('task'));
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, b0)).statusCode).toBe(404);
    expect((await get(url, outsider)).statusCode).toBe(404);
    expect((await get(TEAM_PATHS.participants((await runOf(loner)).id, await partOf('task')), loner)).statusCode).toBe(404);
    expect((await get(TEAM_PATHS.participants((await runOf(a0)).id, await partOf('solo')), a0)).statusCode).toBe(404);
    expect((await get(TEAM_PATHS.participants('not-an-id', await partOf('task')), a0)).statusCode).toBe(400);
  });
});

describe('group-activity-workflows/{gawId} (doc 2 §7): only to a member', () => {
  it("a member gets the team's state and every member's own work", async () => {
    const res = await get(TEAM_PATHS.groupActivityWorkflow(await aggregateOf(a0), await teamId(`${P}-team0`)), a0);
    expect(res.statusCode).toBe(200);
    const view = res.json();
    expect(view).toMatchObject({ name: 'Team 0', state: WorkflowState.inProgress, activity: { name: 'Team task' }, submittedBy: null });
    expect(view.members).toHaveLength(3);
  });

  it("refuses: anonymous 401; another team's member, with their aggregate or the member's, 404; not in the course 404", async () => {
    const url = TEAM_PATHS.groupActivityWorkflow(await aggregateOf(a0), await teamId(`${P}-team0`));
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, b0)).statusCode).toBe(404);
    expect((await get(TEAM_PATHS.groupActivityWorkflow(await aggregateOf(b0), await teamId(`${P}-team0`)), b0)).statusCode).toBe(404);
    expect((await get(url, outsider)).statusCode).toBe(404);
    expect((await get(TEAM_PATHS.groupActivityWorkflow(await aggregateOf(a0), 'nope'), a0)).statusCode).toBe(400);
  });
});

describe('the activity view says how the learner does a collaborative activity', () => {
  it("team with the team's workflow; collaborative-only without a team cannot start (noTeam); other activities say nothing", async () => {
    const mine = await get(CONTENT_PATHS.activity((await runOf(a0)).id, await partOf('task')), a0);
    expect(mine.json().team).toEqual({
      mode: 'team',
      reason: null,
      groupActivityWorkflowId: await teamId(`${P}-team0`),
      objectiveWorkflowAggregateId: await aggregateOf(a0),
    });
    const lonely = await get(CONTENT_PATHS.activity((await runOf(loner)).id, await partOf('task')), loner);
    expect(lonely.json().team).toMatchObject({ mode: null, reason: 'noTeam', groupActivityWorkflowId: null });
    const solo = await get(CONTENT_PATHS.activity((await runOf(a0)).id, await partOf('solo')), a0);
    expect(solo.json().team).toBeUndefined();
    const start = await post(WORKFLOW_PATHS.startActivityWorkflows, loner, {
      objectiveWorkflowId: (await runOf(loner)).id,
      activityPartIds: [await partOf('task')],
    });
    expect(start.statusCode).toBe(400);
    expect(start.json().errors.reason).toEqual(['noTeam']);
  });
});

describe('a team submission records it for every member at once, exactly once', () => {
  it('one member finishes: every member with a run in progress finishes, the one without is left out, the team says who', async () => {
    const { run, aw } = await startAndFinish(a0, 'task');
    const res = await post(WORKFLOW_PATHS.finishActivityWorkflows, a0, { objectiveWorkflowId: run.id, activityWorkflowIds: [aw] });
    expect(res.statusCode, res.body).toBe(200);
    const view = (await get(TEAM_PATHS.groupActivityWorkflow(await aggregateOf(a1), await teamId(`${P}-team0`)), a1)).json();
    expect(view).toMatchObject({ state: WorkflowState.finished, submittedBy: { firstName: 'Member0', lastName: 'Team0' } });
    const byName = Object.fromEntries(
      view.members.map((m: { firstName: string; activityWorkflow: unknown }) => [m.firstName, m.activityWorkflow]),
    );
    expect(byName.Member0).toMatchObject({ state: WorkflowState.finished });
    expect(byName.Member1).toMatchObject({ state: WorkflowState.finished, finished: view.finished });
    expect(byName.Member2).toBeNull();
    const progress = await one<{ progress: number }>('SELECT progress FROM objective_workflows WHERE id = $1', [(await runOf(a1)).id]);
    expect(progress.progress).toBeGreaterThan(0);
    // The second member's own finish changes nothing.
    const second = await post(WORKFLOW_PATHS.finishActivityWorkflows, a1, {
      objectiveWorkflowId: (await runOf(a1)).id,
      activityWorkflowIds: [byName.Member1.id],
    });
    expect(second.statusCode).toBe(200);
    const records = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM activity_records r JOIN activity_workflows aw ON aw.id = r.activity_workflow_id WHERE aw.activity_part_id = $1`,
      [await partOf('task')],
    );
    expect(records.n).toBe(2);
  });

  it('two members submitting at the same moment: one team submission, one record per member', async () => {
    const [x, y] = await Promise.all([startAndFinish(b0, 'task'), startAndFinish(b1, 'task')]);
    const both = await Promise.all([
      post(WORKFLOW_PATHS.finishActivityWorkflows, b0, { objectiveWorkflowId: x.run.id, activityWorkflowIds: [x.aw] }),
      post(WORKFLOW_PATHS.finishActivityWorkflows, b1, { objectiveWorkflowId: y.run.id, activityWorkflowIds: [y.aw] }),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both.map((r) => r.json().data[0].state)).toEqual([WorkflowState.finished, WorkflowState.finished]);
    const team = await one<{ state: number; submitted_by: string }>(
      'SELECT state, submitted_by FROM group_activity_workflows WHERE external_id = $1',
      [`${P}-team1`],
    );
    expect(team.state).toBe(WorkflowState.finished);
    const records = await demo.db.query<{ user: string }>(
      `SELECT w.user_id AS user FROM activity_records r JOIN activity_workflows aw ON aw.id = r.activity_workflow_id
         JOIN objective_workflows w ON w.id = aw.objective_workflow_id WHERE aw.activity_part_id = $1 AND w.aggregate_id = ANY($2::uuid[])`,
      [await partOf('task'), [x.run.aggregate_id, y.run.aggregate_id, (await runOf(teamUser(P, 1, 2))).aggregate_id]],
    );
    expect(records).toHaveLength(3);
    expect(new Set(records.map((r) => r.user)).size).toBe(3);
  });

  it('an activity graded by hand is submitted for every member, without a record', async () => {
    const { run, aw } = await startAndFinish(a1, 'graded');
    await post(WORKFLOW_PATHS.finishActivityWorkflows, a1, { objectiveWorkflowId: run.id, activityWorkflowIds: [aw] });
    const view = (await get(TEAM_PATHS.groupActivityWorkflow(await aggregateOf(a0), await teamId(`${P}-team0-report`)), a0)).json();
    expect(view).toMatchObject({ state: WorkflowState.submitted, finished: null, submittedBy: { firstName: 'Member1' } });
    expect(
      view.members.filter((m: { activityWorkflow: { state: number } | null }) => m.activityWorkflow?.state === WorkflowState.submitted),
    ).toHaveLength(2);
  });
});

describe('PUT instructor/teams/{id}: an instructor of the course forms or changes a team', () => {
  const newTeam = '00000000-0000-4000-8000-00000000c0de';
  const body = async (members: string[]) => ({
    objectiveId: (await one<{ id: string }>('SELECT id FROM objectives WHERE external_id = $1', [`${P}-course`])).id,
    activityPathId: await partOf('task'),
    name: 'Late joiners',
    members: await Promise.all(
      members.map(async (m) => (await one<{ id: string }>('SELECT id FROM users WHERE external_id = $1', [m])).id),
    ),
  });

  it('refuses a learner and an instructor of other courses (403), and learners outside the course or in another team (400)', async () => {
    expect((await put(TEAM_PATHS.instructorTeam(newTeam), await as(loner), await body([loner]))).statusCode).toBe(403);
    expect((await put(TEAM_PATHS.instructorTeam(newTeam), demo.instructor, await body([loner]))).statusCode).toBe(403);
    const outside = await put(TEAM_PATHS.instructorTeam(newTeam), demo.admin, await body([loner, outsider]));
    expect(outside.statusCode).toBe(400);
    const taken = await put(TEAM_PATHS.instructorTeam(newTeam), demo.admin, await body([loner, a0]));
    expect(taken.statusCode).toBe(400);
    expect(
      (await put(TEAM_PATHS.instructorTeam(newTeam), demo.admin, { ...(await body([loner])), activityPathId: newTeam })).statusCode,
    ).toBe(404);
    expect(await demo.db.query('SELECT 1 FROM group_activity_workflows WHERE id = $1', [newTeam])).toHaveLength(0);
  });

  it('forms the team; its member then works in team mode', async () => {
    const res = await put(TEAM_PATHS.instructorTeam(newTeam), demo.admin, await body([loner]));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: newTeam, name: 'Late joiners', members: [{ firstName: 'Solo0' }] });
    const view = await get(CONTENT_PATHS.activity((await runOf(loner)).id, await partOf('task')), loner);
    expect(view.json().team).toMatchObject({ mode: 'team', groupActivityWorkflowId: newTeam });
  });

  it('a team that handed in its work keeps its members (409)', async () => {
    const done = await teamId(`${P}-team0`);
    expect((await put(TEAM_PATHS.instructorTeam(done), demo.admin, await body([a0]))).statusCode).toBe(409);
  });
});

describe('teams at import: a learner belongs to at most one team per activity', () => {
  const course = `${P}-course`;
  const refused = async (teams: object[]) => {
    const error = await importData(demo.db, { formatVersion: 1, teams }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportValidationError);
    return (error as ImportValidationError).issues.map((i) => `${i.path}: ${i.message}`);
  };

  it('refuses a learner in two teams of one file, in a stored team, or not enrolled', async () => {
    expect(await refused([{ externalId: 'x1', name: 'X1', course, activity: `${P}.solo`, members: [loner] }])).toEqual([
      `teams[0].activity: Activity "${P}.solo" does not support collaborative mode`,
    ]);
    const inFile = await refused([
      { externalId: 'x2', name: 'X2', course, activity: `${P}.task`, members: [a0, a0] },
      { externalId: 'x3', name: 'X3', course, activity: `${P}.task`, members: [a0] },
    ]);
    expect(inFile).toEqual([`teams[1].members: User "${a0}" is already in team "x2" (teams[0]) for activity "${P}.task"`]);
    expect(await refused([{ externalId: 'x4', name: 'X4', course, activity: `${P}.task`, members: [a2] }])).toEqual([
      `teams[0].members: User "${a2}" is already in team "${P}-team0" for activity "${P}.task"`,
    ]);
    expect(await refused([{ externalId: 'x5', name: 'X5', course, activity: `${P}.graded`, members: [outsider] }])).toEqual([
      `teams[0].members: User "${outsider}" is not enrolled in course "${course}"`,
    ]);
  });
});
