import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { DETAILS_PATHS, LIST_PATHS, type CatalogCourse, type EnrolledCourse, type ListResponse } from '@lp/contract';
import { ContentState } from '@lp/domain';
import { setupTestApp } from '../../../test/setup-test-app.ts';

const demo = setupTestApp({ sessions: ['learner', 'learner2'] });
let catalog: CatalogCourse[];

beforeAll(async () => {
  catalog = (await demo.app.inject({ url: LIST_PATHS.catalog, headers: demo.learner2, query: { take: '500' } })).json<
    ListResponse<CatalogCourse>
  >().data;
});

const enrol = (
  headers: Record<string, string>,
  objectiveId: string,
  id: string = randomUUID(),
  path: string = LIST_PATHS.createSelfEnrollments,
) =>
  demo.app.inject({
    method: 'POST',
    url: path,
    headers: { ...headers, prefer: 'respond-sync' },
    payload: { id, objectiveAccessId: objectiveId },
  });
const myCodes = async (headers: Record<string, string>) =>
  (await demo.app.inject({ url: LIST_PATHS.enrolled, headers, query: { take: '500' } }))
    .json<ListResponse<EnrolledCourse>>()
    .data.map((c) => c.objective.code);

describe('self-enrolment', () => {
  it("names the same term in every answer: the enrolment's own, else the course's", async () => {
    const course = catalog.find((c) => !c.isEnrolled && c.selfEnrollment && c.objective.activity.state !== ContentState.draft && c.termId)!;
    expect(course).toBeDefined();
    expect((await enrol(demo.learner2, course.id)).statusCode).toBe(200);
    const details = await demo.app.inject({ url: DETAILS_PATHS.courseDetails(course.id), headers: demo.learner2 });
    expect(details.json().objectiveAccess.termId).toBe(course.termId);
    const access = await demo.app.inject({ url: LIST_PATHS.objectiveAccess(course.id), headers: demo.learner2 });
    expect(access.json().termId).toBe(course.termId);
    const mine = (await demo.app.inject({ url: LIST_PATHS.enrolled, headers: demo.learner2, query: { take: '500' } })).json<
      ListResponse<EnrolledCourse>
    >().data;
    expect(mine.find((c) => c.objective.id === course.id)?.termId).toBe(course.termId);
  });

  it('refuses a draft course, which takes no action but sharing (doc 2 §4), and enrols nothing', async () => {
    const draft = catalog.find((c) => !c.isEnrolled && c.selfEnrollment && c.objective.activity.state === ContentState.draft)!;
    expect(draft).toBeDefined();
    const res = await enrol(demo.learner2, draft.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'badRequest', errors: { reason: ['comingSoon'] } });
    expect(await myCodes(demo.learner2)).not.toContain(draft.objective.code);
  });

  it('adds a catalog course to My courses and marks it enrolled in the catalog', async () => {
    const course = catalog.find((c) => !c.isEnrolled && c.selfEnrollment && c.objective.activity.state !== ContentState.draft)!;
    const res = await enrol(demo.learner2, course.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ objectiveId: course.id, objectiveWorkflowAggregateId: expect.any(String) });
    expect(await myCodes(demo.learner2)).toContain(course.objective.code);
    const after = (await demo.app.inject({ url: LIST_PATHS.catalog, headers: demo.learner2, query: { take: '500' } })).json<
      ListResponse<CatalogCourse>
    >().data;
    expect(after.find((c) => c.id === course.id)?.isEnrolled).toBe(true);
  });

  it('is idempotent: a retry with the same id and a double click with new ids enrol once', async () => {
    const course = catalog.filter((c) => !c.isEnrolled && c.selfEnrollment && c.objective.activity.state !== ContentState.draft)[1]!;
    const id = randomUUID();
    const results = await Promise.all([
      enrol(demo.learner2, course.id, id),
      enrol(demo.learner2, course.id, id),
      enrol(demo.learner2, course.id),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
    const [count] = await demo.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM objective_accesses a JOIN users u ON u.id = a.user_id WHERE u.email = $1 AND a.objective_id = $2',
      ['learner2@demo.test', course.id],
    );
    expect(count?.n).toBe(1);
  });

  it('turns an assigned optional course into a self-enrolled one (it then shows in My courses)', async () => {
    const ai = (await demo.app.inject({ url: LIST_PATHS.catalog, headers: demo.learner, query: { take: '500' } }))
      .json<ListResponse<CatalogCourse>>()
      .data.find((c) => c.objective.code === 'AI-101')!;
    expect(await myCodes(demo.learner)).not.toContain('AI-101');
    const res = await enrol(demo.learner, ai.id, randomUUID(), LIST_PATHS.createObjectiveAccess);
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(ai.objectiveAccess!.id);
    expect(await myCodes(demo.learner)).toContain('AI-101');
  });

  it('refuses courses outside the catalog and unknown ones with 404, anonymous callers with 401', async () => {
    const [hidden] = await demo.db.query<{ id: string }>(`SELECT id FROM objectives WHERE code = 'ABC-110'`);
    expect((await enrol(demo.learner2, hidden!.id)).statusCode).toBe(404);
    expect((await enrol(demo.learner2, randomUUID())).statusCode).toBe(404);
    expect((await enrol({ 'x-requested-with': 'x' }, catalog[0]!.id)).statusCode).toBe(401);
  });

  it('refuses an enrolment id that belongs to someone else with 409', async () => {
    const [theirs] = await demo.db.query<{ id: string }>(
      `SELECT a.id FROM objective_accesses a JOIN users u ON u.id = a.user_id WHERE u.email = 'learner@demo.test' LIMIT 1`,
    );
    const course = catalog.filter((c) => !c.isEnrolled && c.selfEnrollment && c.objective.activity.state !== ContentState.draft)[2]!;
    expect((await enrol(demo.learner2, course.id, theirs!.id)).statusCode).toBe(409);
  });

  it('answers a malformed body with 400 naming the field', async () => {
    const res = await demo.app.inject({
      method: 'POST',
      url: LIST_PATHS.createSelfEnrollments,
      headers: demo.learner2,
      payload: { id: 'nope' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('id');
  });
});

describe('the aggregate of a course and the objective access', () => {
  it('answers the aggregate a catalog course will have before enrolment, with the same id after', async () => {
    const course = catalog.filter((c) => !c.isEnrolled && c.selfEnrollment && c.objective.activity.state !== ContentState.draft)[3]!;
    const before = await demo.app.inject({ url: LIST_PATHS.aggregateOfObjective(course.id), headers: demo.learner2 });
    expect(before.statusCode).toBe(200);
    const enrolled = await enrol(demo.learner2, course.id);
    expect(enrolled.json().objectiveWorkflowAggregateId).toBe(before.json().id);
    const after = await demo.app.inject({ url: LIST_PATHS.aggregateOfObjective(course.id), headers: demo.learner2 });
    expect(after.json()).toMatchObject({ id: before.json().id, isSelfEnrolled: true });
  });

  it('answers 404 for a course the learner cannot see', async () => {
    const [hidden] = await demo.db.query<{ id: string }>(`SELECT id FROM objectives WHERE code = 'EXP-100'`);
    expect((await demo.app.inject({ url: LIST_PATHS.aggregateOfObjective(hidden!.id), headers: demo.learner2 })).statusCode).toBe(404);
  });

  it('gives the learner their own objective access and nobody else’s', async () => {
    const [saf] = await demo.db.query<{ id: string }>(`SELECT id FROM objectives WHERE code = 'SEC-101'`);
    const mine = await demo.app.inject({ url: LIST_PATHS.objectiveAccess(saf!.id), headers: demo.learner });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ retake: true, objective: { code: 'SEC-101' } });
    expect((await demo.app.inject({ url: LIST_PATHS.objectiveAccess(saf!.id), headers: demo.learner2 })).statusCode).toBe(404);
    expect((await demo.app.inject({ url: LIST_PATHS.objectiveAccess('not-an-id'), headers: demo.learner })).statusCode).toBe(400);
  });
});
