import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { LIST_PATHS, type CatalogCourse, type EnrolledCourse, type ListResponse } from '@lp/contract';
import type { Db } from '../../db/client.ts';
import { createTestDb } from '../../../test/db.ts';
import { buildTestApp } from '../../../test/app.ts';
import { importDemo, sessionHeaders } from '../../../test/demo.ts';

let db: Db;
let app: FastifyInstance;
let learner: Record<string, string>;
let learner2: Record<string, string>;
let catalog: CatalogCourse[];

beforeAll(async () => {
  db = await createTestDb();
  await importDemo(db);
  app = await buildTestApp(db);
  learner = await sessionHeaders(app, 'learner');
  learner2 = await sessionHeaders(app, 'learner2');
  catalog = (await app.inject({ url: LIST_PATHS.catalog, headers: learner2, query: { take: '500' } })).json<ListResponse<CatalogCourse>>().data;
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const enrol = (headers: Record<string, string>, objectiveId: string, id: string = randomUUID(), path: string = LIST_PATHS.createSelfEnrollments) =>
  app.inject({ method: 'POST', url: path, headers: { ...headers, prefer: 'respond-sync' }, payload: { id, objectiveAccessId: objectiveId } });
const myCodes = async (headers: Record<string, string>) =>
  (await app.inject({ url: LIST_PATHS.enrolled, headers, query: { take: '500' } })).json<ListResponse<EnrolledCourse>>().data.map((c) => c.objective.code);

describe('self-enrolment', () => {
  it('adds a catalog course to My courses and marks it enrolled in the catalog', async () => {
    const course = catalog.find((c) => !c.isEnrolled && c.selfEnrollment)!;
    const res = await enrol(learner2, course.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ objectiveId: course.id, objectiveWorkflowAggregateId: expect.any(String) });
    expect(await myCodes(learner2)).toContain(course.objective.code);
    const after = (await app.inject({ url: LIST_PATHS.catalog, headers: learner2, query: { take: '500' } })).json<ListResponse<CatalogCourse>>().data;
    expect(after.find((c) => c.id === course.id)?.isEnrolled).toBe(true);
  });

  it('is idempotent: a retry with the same id and a double click with new ids enrol once', async () => {
    const course = catalog.filter((c) => !c.isEnrolled && c.selfEnrollment)[1]!;
    const id = randomUUID();
    const results = await Promise.all([enrol(learner2, course.id, id), enrol(learner2, course.id, id), enrol(learner2, course.id)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
    const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM objective_accesses a JOIN users u ON u.id = a.user_id WHERE u.email = $1 AND a.objective_id = $2', ['learner2@demo.test', course.id]);
    expect(count?.n).toBe(1);
  });

  it('turns an assigned optional course into a self-enrolled one (it then shows in My courses)', async () => {
    const ai = (await app.inject({ url: LIST_PATHS.catalog, headers: learner, query: { take: '500' } })).json<ListResponse<CatalogCourse>>().data.find((c) => c.objective.code === 'AI-101')!;
    expect(await myCodes(learner)).not.toContain('AI-101');
    const res = await enrol(learner, ai.id, randomUUID(), LIST_PATHS.createObjectiveAccess);
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(ai.objectiveAccess!.id);
    expect(await myCodes(learner)).toContain('AI-101');
  });

  it('refuses courses outside the catalog and unknown ones with 404, anonymous callers with 401', async () => {
    const [hidden] = await db.query<{ id: string }>(`SELECT id FROM objectives WHERE code = 'ABC-110'`);
    expect((await enrol(learner2, hidden!.id)).statusCode).toBe(404);
    expect((await enrol(learner2, randomUUID())).statusCode).toBe(404);
    expect((await enrol({ 'x-requested-with': 'x' }, catalog[0]!.id)).statusCode).toBe(401);
  });

  it('refuses an enrolment id that belongs to someone else with 409', async () => {
    const [theirs] = await db.query<{ id: string }>(`SELECT a.id FROM objective_accesses a JOIN users u ON u.id = a.user_id WHERE u.email = 'learner@demo.test' LIMIT 1`);
    const course = catalog.filter((c) => !c.isEnrolled && c.selfEnrollment)[2]!;
    expect((await enrol(learner2, course.id, theirs!.id)).statusCode).toBe(409);
  });

  it('answers a malformed body with 400 naming the field', async () => {
    const res = await app.inject({ method: 'POST', url: LIST_PATHS.createSelfEnrollments, headers: learner2, payload: { id: 'nope' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('id');
  });
});

describe('the aggregate of a course and the objective access', () => {
  it('answers the aggregate a catalog course will have before enrolment, with the same id after', async () => {
    const course = catalog.filter((c) => !c.isEnrolled && c.selfEnrollment)[3]!;
    const before = await app.inject({ url: LIST_PATHS.aggregateOfObjective(course.id), headers: learner2 });
    expect(before.statusCode).toBe(200);
    const enrolled = await enrol(learner2, course.id);
    expect(enrolled.json().objectiveWorkflowAggregateId).toBe(before.json().id);
    const after = await app.inject({ url: LIST_PATHS.aggregateOfObjective(course.id), headers: learner2 });
    expect(after.json()).toMatchObject({ id: before.json().id, isSelfEnrolled: true });
  });

  it('answers 404 for a course the learner cannot see', async () => {
    const [hidden] = await db.query<{ id: string }>(`SELECT id FROM objectives WHERE code = 'EXP-100'`);
    expect((await app.inject({ url: LIST_PATHS.aggregateOfObjective(hidden!.id), headers: learner2 })).statusCode).toBe(404);
  });

  it('gives the learner their own objective access and nobody else’s', async () => {
    const [saf] = await db.query<{ id: string }>(`SELECT id FROM objectives WHERE code = 'SEC-101'`);
    const mine = await app.inject({ url: LIST_PATHS.objectiveAccess(saf!.id), headers: learner });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ retake: true, objective: { code: 'SEC-101' } });
    expect((await app.inject({ url: LIST_PATHS.objectiveAccess(saf!.id), headers: learner2 })).statusCode).toBe(404);
    expect((await app.inject({ url: LIST_PATHS.objectiveAccess('not-an-id'), headers: learner })).statusCode).toBe(400);
  });
});
