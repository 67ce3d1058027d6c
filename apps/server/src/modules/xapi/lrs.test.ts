import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Cmi5Paths } from '@lp/contract/cmi5';
import { Cmi5Iri, Cmi5Verb } from '@lp/domain';
import type { Db } from '../../db/client.ts';
import { buildTestApp, signIn, testConfig, TEST_PUBLIC_URL, WITHOUT_CALL_LIMITS } from '../../../test/app.ts';
import { CMI5_PASSWORD, MASTERY, setUpCmi5Course, type Cmi5Fixture } from '../../../test/cmi5-fixture.ts';
import { createTestDb } from '../../../test/db.ts';

/**
 * The LRS as an AU meets it (decision 0083), through the portal's HTTP interface: the token
 * fetched once and sent as Basic, xAPI 1.0.3's refusals (400, 401, 403, 409, 412, 413), the
 * cmi5 statement rules in order, the session's learner and registration only, CORS for the
 * content origin only, documents with ETags.
 */
let db: Db;
let app: FastifyInstance;
let fixture: Cmi5Fixture;
let ann: Record<string, string>;
let cy: Record<string, string>;
const contentOrigin = testConfig().content.origin;

beforeAll(async () => {
  db = await createTestDb();
  fixture = await setUpCmi5Course(db, 'lrs', [{ path: 'index.html', contentType: 'text/html', text: '<!doctype html><title>AU</title>' }]);
  app = await buildTestApp(db, WITHOUT_CALL_LIMITS);
  const session = async (email: string) => ({
    cookie: (await signIn(app, email, CMI5_PASSWORD)).jar.header(),
    'x-requested-with': 'XMLHttpRequest',
  });
  ann = await session('ann@lrs.test');
  cy = await session('cy@lrs.test');
}, 60_000);
afterAll(async () => {
  await app?.close();
  await db?.close();
});

interface Launch {
  params: URLSearchParams;
  actor: Record<string, unknown>;
  registration: string;
  activityId: string;
  sessionId: string;
  publisherId: string;
  headers: Record<string, string>;
}

/** Launches an AU as the learner, fetches its token once, and reads LMS.LaunchData as an AU does. */
async function launch(learner: Record<string, string>, ow: string, aw: string): Promise<Launch> {
  const res = await app.inject({ method: 'POST', url: Cmi5Paths.launch(ow, aw), headers: learner });
  expect(res.statusCode, res.body).toBe(200);
  const params = new URL(res.json<{ url: string }>().url).searchParams;
  const fetched = await app.inject({ method: 'POST', url: new URL(params.get('fetch')!).pathname });
  const token = fetched.json<{ 'auth-token': string }>()['auth-token'];
  const headers = { authorization: `Basic ${token}`, 'x-experience-api-version': '1.0.3' };
  const actor = JSON.parse(params.get('actor')!) as Record<string, unknown>;
  const state = await app.inject({
    method: 'GET',
    url: Cmi5Paths.state,
    query: {
      activityId: params.get('activityId')!,
      agent: params.get('actor')!,
      registration: params.get('registration')!,
      stateId: 'LMS.LaunchData',
    },
    headers,
  });
  expect(state.statusCode, state.body).toBe(200);
  const template = state.json<{
    contextTemplate: { extensions: Record<string, string>; contextActivities: { grouping: { id: string }[] } };
  }>().contextTemplate;
  return {
    params,
    actor,
    registration: params.get('registration')!,
    activityId: params.get('activityId')!,
    sessionId: template.extensions[Cmi5Iri.sessionId]!,
    publisherId: template.contextActivities.grouping[0]!.id,
    headers,
  };
}

/** A cmi5 defined statement of the session, as an AU builds it from the context template (cmi5 §9.6). */
function statement(
  l: Launch,
  verb: string,
  over: { result?: object; moveOn?: boolean; extensions?: object; actor?: object; registration?: string; defined?: boolean } = {},
) {
  return {
    id: randomUUID(),
    actor: over.actor ?? l.actor,
    verb: { id: verb },
    object: { objectType: 'Activity', id: l.activityId },
    ...(over.result ? { result: over.result } : {}),
    context: {
      registration: over.registration ?? l.registration,
      contextActivities: {
        grouping: [{ id: l.publisherId }],
        ...(over.defined === false
          ? {}
          : { category: [{ id: Cmi5Iri.categoryCmi5 }, ...(over.moveOn ? [{ id: Cmi5Iri.categoryMoveOn }] : [])] }),
      },
      extensions: { [Cmi5Iri.sessionId]: l.sessionId, ...over.extensions },
    },
    timestamp: new Date().toISOString(),
  };
}

const post = (l: Launch, body: unknown, headers: Record<string, string> = l.headers) =>
  app.inject({ method: 'POST', url: Cmi5Paths.statements, headers, payload: body as object });

describe('the launch', () => {
  it("is the learner's own: another learner's run is a 404 like an unknown one, and nothing is launched", async () => {
    const before = await db.query('SELECT 1 FROM cmi5_sessions');
    const foreign = await app.inject({ method: 'POST', url: Cmi5Paths.launch(fixture.runs.cy.ow, fixture.runs.cy.quiz), headers: ann });
    expect(foreign.statusCode).toBe(404);
    const unknown = await app.inject({ method: 'POST', url: Cmi5Paths.launch(randomUUID(), randomUUID()), headers: ann });
    expect(unknown.statusCode).toBe(404);
    expect(await db.query('SELECT 1 FROM cmi5_sessions')).toHaveLength(before.length);
  });

  it('writes LMS.LaunchData and records launched with the launch facts before the AU runs (cmi5 §9.3.1, §9.6.3)', async () => {
    const l = await launch(ann, fixture.runs.ann.ow, fixture.runs.ann.quiz);
    const [launched] = await db.query<{ statement: { context: { extensions: Record<string, unknown>; registration: string } } }>(
      `SELECT statement FROM xapi_statements WHERE session_id = $1 AND verb_id = $2`,
      [l.sessionId, Cmi5Verb.launched],
    );
    expect(launched!.statement.context.registration).toBe(l.registration);
    expect(launched!.statement.context.extensions).toMatchObject({
      [Cmi5Iri.launchMode]: 'Normal',
      [Cmi5Iri.moveOn]: 'CompletedAndPassed',
      [Cmi5Iri.masteryScore]: MASTERY,
      [Cmi5Iri.launchParameters]: 'level=2',
      [Cmi5Iri.sessionId]: l.sessionId,
    });
    // The launch URL without the launch parameters (§9.6.3.4).
    expect(String(launched!.statement.context.extensions[Cmi5Iri.launchUrl])).not.toContain('fetch=');
  });
});

describe('the token: fetched once, sent as Basic, the only proof the LRS takes', () => {
  it('answers error code 2 for a fetch URL it did not make, with status 200 (cmi5 §8.2.3)', async () => {
    const res = await app.inject({ method: 'POST', url: Cmi5Paths.fetch(randomUUID(), 'not-the-key') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ 'error-code': '2' });
  });

  it('refuses a call without the token, with a forged one, or with the portal session cookie only (401)', async () => {
    const l = await launch(ann, fixture.runs.ann.ow, fixture.runs.ann.quiz);
    const body = statement(l, Cmi5Verb.initialized);
    expect((await post(l, body, { 'x-experience-api-version': '1.0.3' })).statusCode).toBe(401);
    const forged = `Basic ${Buffer.from(`${l.sessionId}:guessed`).toString('base64')}`;
    expect((await post(l, body, { authorization: forged, 'x-experience-api-version': '1.0.3' })).statusCode).toBe(401);
    expect((await post(l, body, { cookie: ann.cookie!, 'x-experience-api-version': '1.0.3' })).statusCode).toBe(401);
    expect((await post(l, body)).statusCode).toBe(200);
  });

  it('needs X-Experience-API-Version and answers with it (xAPI Communication §3.3)', async () => {
    const l = await launch(ann, fixture.runs.ann.ow, fixture.runs.ann.welcome);
    const res = await post(l, statement(l, Cmi5Verb.initialized), { authorization: l.headers.authorization! });
    expect(res.statusCode).toBe(400);
    const ok = await post(l, statement(l, Cmi5Verb.initialized));
    expect(ok.headers['x-experience-api-version']).toBe('1.0.3');
  });
});

describe('CORS: the content origin only, never with credentials', () => {
  it('answers the preflight and the call for the content origin, and nothing for another origin', async () => {
    const preflight = (origin: string) =>
      app.inject({ method: 'OPTIONS', url: Cmi5Paths.statements, headers: { origin, 'access-control-request-method': 'POST' } });
    const mine = await preflight(contentOrigin);
    expect(mine.statusCode).toBe(204);
    expect(mine.headers['access-control-allow-origin']).toBe(contentOrigin);
    expect(String(mine.headers['access-control-allow-headers'])).toContain('X-Experience-API-Version');
    expect(mine.headers['access-control-allow-credentials']).toBeUndefined();
    const other = await preflight('https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const portalPage = await preflight(new URL(TEST_PUBLIC_URL).origin);
    expect(portalPage.headers['access-control-allow-origin']).toBeUndefined();
    const about = await app.inject({ method: 'GET', url: Cmi5Paths.about, headers: { origin: contentOrigin } });
    expect(about.json()).toEqual({ version: ['1.0.3'], extensions: {} });
    expect(about.headers['access-control-allow-origin']).toBe(contentOrigin);
    expect(about.headers['access-control-allow-credentials']).toBeUndefined();
  });
});

describe('statements: xAPI 1.0.3 and the cmi5 rules of the session', () => {
  it('refuses statements before initialized and after terminated, and keeps them in between', async () => {
    const l = await launch(cy, fixture.runs.cy.ow, fixture.runs.cy.welcome);
    const early = await post(l, statement(l, 'http://adlnet.gov/expapi/verbs/experienced', { defined: false }));
    expect(early.statusCode).toBe(400);
    expect(early.json().errors.reason).toEqual(['notInitialized']);
    expect((await post(l, statement(l, Cmi5Verb.initialized))).statusCode).toBe(200);
    expect((await post(l, statement(l, 'http://adlnet.gov/expapi/verbs/experienced', { defined: false }))).statusCode).toBe(200);
    expect((await post(l, statement(l, Cmi5Verb.terminated, { result: { duration: 'PT5S' } }))).statusCode).toBe(200);
    const late = await post(l, statement(l, 'http://adlnet.gov/expapi/verbs/experienced', { defined: false }));
    expect(late.statusCode).toBe(400);
    expect(late.json().errors.reason).toEqual(['afterTerminated']);
  });

  it('refuses a statement about another actor or for another registration (403), and a voiding one', async () => {
    const l = await launch(ann, fixture.runs.ann.ow, fixture.runs.ann.welcome);
    await post(l, statement(l, Cmi5Verb.initialized));
    const other = { objectType: 'Agent', account: { homePage: TEST_PUBLIC_URL, name: randomUUID() } };
    expect((await post(l, statement(l, 'http://adlnet.gov/expapi/verbs/experienced', { defined: false, actor: other }))).statusCode).toBe(
      403,
    );
    const cyLaunch = await launch(cy, fixture.runs.cy.ow, fixture.runs.cy.quiz);
    const foreign = await post(
      l,
      statement(l, 'http://adlnet.gov/expapi/verbs/experienced', { defined: false, registration: cyLaunch.registration }),
    );
    expect(foreign.statusCode).toBe(403);
    const voiding = {
      ...statement(l, 'http://adlnet.gov/expapi/verbs/voided', { defined: false }),
      object: { objectType: 'StatementRef', id: randomUUID() },
    };
    expect((await post(l, voiding)).statusCode).toBe(403);
    const [{ count }] = (await db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM xapi_statements WHERE registration = $1 AND actor_key <> $2',
      [cyLaunch.registration, `account:${TEST_PUBLIC_URL}|${String((cyLaunch.actor.account as { name: string }).name)}`],
    )) as [{ count: number }];
    expect(count).toBe(0);
  });

  it('answers 400 for a malformed statement, keeps a retry once, and 409 for another statement under a kept id', async () => {
    const l = await launch(ann, fixture.runs.ann.ow, fixture.runs.ann.quiz);
    const init = statement(l, Cmi5Verb.initialized);
    const { verb: _verb, ...noVerb } = init;
    expect((await post(l, noVerb)).statusCode).toBe(400);
    expect((await post(l, { ...init, id: 'not-a-uuid' })).statusCode).toBe(400);
    expect((await post(l, { ...init, result: { score: { scaled: 3 } } })).statusCode).toBe(400);
    expect((await post(l, init)).statusCode).toBe(200);
    const retry = await post(l, init);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual([init.id]);
    const rows = await db.query('SELECT 1 FROM xapi_statements WHERE id = $1', [init.id]);
    expect(rows).toHaveLength(1);
    const conflicting = await post(l, { ...init, verb: { id: 'http://adlnet.gov/expapi/verbs/experienced' } });
    expect(conflicting.statusCode).toBe(409);
    const got = await app.inject({ method: 'GET', url: Cmi5Paths.statements, query: { statementId: init.id }, headers: l.headers });
    expect(got.statusCode).toBe(200);
    expect(got.json()).toMatchObject({
      id: init.id,
      verb: { id: Cmi5Verb.initialized },
      stored: expect.any(String),
      authority: expect.any(Object),
    });
  });

  it('holds passed and failed to the mastery score and completed to its moveOn category (cmi5 §9.3.4, §9.6.2.2)', async () => {
    const l = await launch(ann, fixture.runs.ann.ow, fixture.runs.ann.quiz);
    await post(l, statement(l, Cmi5Verb.initialized));
    const mastery = { [Cmi5Iri.masteryScore]: MASTERY };
    const low = await post(
      l,
      statement(l, Cmi5Verb.passed, {
        moveOn: true,
        result: { success: true, score: { scaled: 0.5 }, duration: 'PT1M' },
        extensions: mastery,
      }),
    );
    expect(low.json().errors.reason).toEqual(['scoreVersusMastery']);
    const noCategory = await post(l, statement(l, Cmi5Verb.completed, { result: { completion: true, duration: 'PT1M' } }));
    expect(noCategory.json().errors.reason).toEqual(['moveOnCategory']);
    const failed = await post(
      l,
      statement(l, Cmi5Verb.failed, {
        moveOn: true,
        result: { success: false, score: { scaled: 0.5 }, duration: 'PT1M' },
        extensions: mastery,
      }),
    );
    expect(failed.statusCode).toBe(200);
    // Failed does not satisfy CompletedAndPassed: the activity stays open for another try.
    const [aw] = await db.query<{ state: string }>('SELECT state FROM activity_workflows WHERE id = $1', [fixture.runs.ann.quiz]);
    expect(aw!.state).not.toBe('finished');
    const twice = await post(
      l,
      statement(l, Cmi5Verb.passed, {
        moveOn: true,
        result: { success: true, score: { scaled: 0.9 }, duration: 'PT1M' },
        extensions: mastery,
      }),
    );
    expect(twice.json().errors.reason).toEqual(['passedOrFailedTwice']);
  });

  it("reads the learner's statements by registration, a page at a time", async () => {
    const l = await launch(cy, fixture.runs.cy.ow, fixture.runs.cy.welcome);
    await post(l, statement(l, Cmi5Verb.initialized));
    const page = await app.inject({
      method: 'GET',
      url: Cmi5Paths.statements,
      query: { registration: l.registration, limit: '1' },
      headers: l.headers,
    });
    expect(page.statusCode).toBe(200);
    const body = page.json<{ statements: unknown[]; more: string }>();
    expect(body.statements).toHaveLength(1);
    expect(body.more).toMatch(/^\/api\/scorm\/v1\/xapi\/statements\?more=/);
    const next = await app.inject({ method: 'GET', url: body.more, headers: l.headers });
    expect(next.json<{ statements: unknown[] }>().statements).toHaveLength(1);
    const annAgent = JSON.stringify({ objectType: 'Agent', account: { homePage: TEST_PUBLIC_URL, name: randomUUID() } });
    expect(
      (await app.inject({ method: 'GET', url: Cmi5Paths.statements, query: { agent: annAgent }, headers: l.headers })).statusCode,
    ).toBe(403);
  });

  it('refuses a request of statements larger than the limit (413)', async () => {
    const l = await launch(cy, fixture.runs.cy.ow, fixture.runs.cy.quiz);
    const huge = statement(l, Cmi5Verb.initialized, { extensions: { 'https://example.test/blob': 'x'.repeat(300 * 1024) } });
    expect((await post(l, huge)).statusCode).toBe(413);
  });
});

describe('documents: LMS.LaunchData read-only, ETags and preconditions', () => {
  it('keeps LMS.LaunchData from the AU, and writes its own state under If-Match', async () => {
    const l = await launch(ann, fixture.runs.ann.ow, fixture.runs.ann.welcome);
    const query = (stateId: string) => ({
      activityId: l.activityId,
      agent: JSON.stringify(l.actor),
      registration: l.registration,
      stateId,
    });
    const launchData = await app.inject({ method: 'GET', url: Cmi5Paths.state, query: query('LMS.LaunchData'), headers: l.headers });
    expect(launchData.headers.etag).toMatch(/^"[0-9a-f]{40}"$/);
    // NotApplicable: the AU was satisfied at its first launch, and its activity finished; later launches are reviews.
    expect(launchData.json()).toMatchObject({ launchMode: 'Review', moveOn: 'NotApplicable', launchMethod: 'OwnWindow' });
    const overwrite = await app.inject({
      method: 'PUT',
      url: Cmi5Paths.state,
      query: query('LMS.LaunchData'),
      headers: l.headers,
      payload: {},
    });
    expect(overwrite.statusCode).toBe(403);

    const put = (payload: object, extra: Record<string, string> = {}) =>
      app.inject({ method: 'PUT', url: Cmi5Paths.state, query: query('bookmark'), headers: { ...l.headers, ...extra }, payload });
    expect((await put({ page: 1 })).statusCode).toBe(204);
    const read = await app.inject({ method: 'GET', url: Cmi5Paths.state, query: query('bookmark'), headers: l.headers });
    const etag = read.headers.etag as string;
    expect((await put({ page: 2 }, { 'if-match': '"0000000000000000000000000000000000000000"' })).statusCode).toBe(412);
    expect((await put({ page: 2 }, { 'if-match': etag })).statusCode).toBe(204);
    expect((await put({ page: 3 }, { 'if-none-match': '*' })).statusCode).toBe(412);
    const merged = await app.inject({
      method: 'POST',
      url: Cmi5Paths.state,
      query: query('bookmark'),
      headers: l.headers,
      payload: { seen: true },
    });
    expect(merged.statusCode).toBe(204);
    const after = await app.inject({ method: 'GET', url: Cmi5Paths.state, query: query('bookmark'), headers: l.headers });
    expect(after.json()).toEqual({ page: 2, seen: true });
    const other = JSON.stringify({ objectType: 'Agent', account: { homePage: TEST_PUBLIC_URL, name: randomUUID() } });
    expect(
      (await app.inject({ method: 'GET', url: Cmi5Paths.state, query: { ...query('bookmark'), agent: other }, headers: l.headers }))
        .statusCode,
    ).toBe(403);
  });

  it('asks for a precondition before an agent profile is replaced (409, xAPI Communication §3.1)', async () => {
    const l = await launch(cy, fixture.runs.cy.ow, fixture.runs.cy.welcome);
    const query = { agent: JSON.stringify(l.actor), profileId: 'cmi5LearnerPreferences' };
    const put = (extra: Record<string, string> = {}) =>
      app.inject({
        method: 'PUT',
        url: Cmi5Paths.agentProfile,
        query,
        headers: { ...l.headers, ...extra },
        payload: { languagePreference: 'ar-AR' },
      });
    expect((await put({ 'if-none-match': '*' })).statusCode).toBe(204);
    expect((await put()).statusCode).toBe(409);
    const read = await app.inject({ method: 'GET', url: Cmi5Paths.agentProfile, query, headers: l.headers });
    expect(read.json()).toEqual({ languagePreference: 'ar-AR' });
    expect((await put({ 'if-match': read.headers.etag as string })).statusCode).toBe(204);
  });
});
