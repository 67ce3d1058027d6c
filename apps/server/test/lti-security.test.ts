import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, jwtVerify, SignJWT, base64url } from 'jose';
import { AgsMediaType, AgsScope, LtiPaths } from '@lp/contract/lti';
import { WorkflowState } from '@lp/domain';
import type { Db } from '../src/db/client.ts';
import { buildTestApp, signIn, TEST_PUBLIC_URL } from './app.ts';
import { createTestDb } from './db.ts';
import { importData } from '../src/modules/import/index.ts';
import { ltiFile, PASSWORD, toolKeys, type ToolKeys } from './lti-fixture.ts';
import { PlatformKeys, rotatePlatformKeys } from '../src/lib/platform-keys.ts';
import { spawnLtiTool, type SpawnedLtiTool } from '../../../peers/lti-tool/src/spawn.ts';

/**
 * The IMS certification's known-bad launches and service calls (issue 11 part 7), each
 * refused with a clear 4xx and nothing written. The test plays the tools' part with
 * keys of its own; the journey with the real tool process is lti-journey.test.ts.
 */
let db: Db;
let app: FastifyInstance;
/** The bundled tool answers the launch's reachability check; the test signs as the tool with keys of its own. */
let tool: SpawnedLtiTool;
let keys: { a: ToolKeys; b: ToolKeys; stranger: ToolKeys };
const learner: Record<string, string> = {};
const other: Record<string, string> = {};
const ids = { objective: '', annRun: '', cyRun: '', aw: {} as Record<string, string>, activity: {} as Record<string, string>, cyQuiz: '' };

const TOKEN_URL = `${TEST_PUBLIC_URL}${LtiPaths.token}`;

beforeAll(async () => {
  keys = { a: await toolKeys('a-1'), b: await toolKeys('b-1'), stranger: await toolKeys('a-1') };
  tool = await spawnLtiTool({ port: 0, platforms: [{ issuer: TEST_PUBLIC_URL, clientId: 'client-a' }] });
  db = await createTestDb();
  await importData(db, ltiFile({ a: keys.a.publicJwk, b: keys.b.publicJwk }, { origin: tool.url }));
  app = await buildTestApp(db);
  for (const [who, headers] of [
    ['ann@lti.test', learner],
    ['cy@lti.test', other],
  ] as const) {
    const { jar } = await signIn(app, who, PASSWORD);
    Object.assign(headers, { cookie: jar.header(), 'x-requested-with': 'XMLHttpRequest' });
  }
  const rows = await db.query<{ email: string; ow: string; objective_id: string; aw: string; external_id: string; activity_id: string }>(
    `SELECT u.email, w.id AS ow, w.objective_id, aw.id AS aw, a.external_id, a.id AS activity_id
       FROM activity_workflows aw JOIN objective_workflows w ON w.id = aw.objective_workflow_id JOIN users u ON u.id = w.user_id
       JOIN activities a ON a.id = aw.activity_id WHERE a.type = 'lti'`,
  );
  for (const r of rows) {
    ids.objective = r.objective_id;
    ids.activity[r.external_id] = r.activity_id;
    if (r.email === 'ann@lti.test') {
      ids.annRun = r.ow;
      ids.aw[r.external_id] = r.aw;
    } else {
      ids.cyRun = r.ow;
      if (r.external_id === 'c1-quiz') ids.cyQuiz = r.aw;
    }
  }
}, 60_000);
afterAll(async () => {
  await tool?.stop();
  await app?.close();
  await db?.close();
});

const resourceLink = (ow: string, aw: string, headers = learner, extra: Record<string, unknown> = {}) =>
  app.inject({ method: 'POST', url: LtiPaths.resourceLink(ow), headers, payload: { activityWorkflowIds: [aw], ...extra } });

/** Begins a launch of Ann's quiz and answers the authorization request the tool would send. */
async function launch(aw = ids.aw['c1-quiz']!) {
  const res = await resourceLink(ids.annRun, aw);
  expect(res.statusCode, res.body).toBe(200);
  const login = new URL(res.json<{ targetLinkUri: string }>().targetLinkUri);
  const p = login.searchParams;
  return {
    login,
    params: {
      scope: 'openid',
      response_type: 'id_token',
      response_mode: 'form_post',
      prompt: 'none',
      client_id: p.get('client_id')!,
      redirect_uri: `${tool.url}/launch`,
      login_hint: p.get('login_hint')!,
      lti_message_hint: p.get('lti_message_hint')!,
      state: randomUUID(),
      nonce: randomUUID(),
    } as Record<string, string>,
  };
}
const authorize = (params: Record<string, string>, headers: Record<string, string> = { cookie: learner.cookie! }) =>
  app.inject({ method: 'GET', url: `${LtiPaths.authorize}?${new URLSearchParams(params)}`, headers });
const idTokenOf = (html: string) => /name="id_token" value="([^"]+)"/.exec(html)?.[1];
const usedLaunches = async () =>
  Number((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM lti_launches WHERE used_at IS NOT NULL'))[0]!.n);

describe("the launch (resource-link, then the platform's authorization endpoint)", () => {
  it('hands the tool a signed id_token with the LTI claims, verifiable with the published keys', async () => {
    const { login, params } = await launch();
    expect(login.origin + login.pathname).toBe(`${tool.url}/login`);
    expect(Object.fromEntries(login.searchParams)).toMatchObject({
      iss: TEST_PUBLIC_URL,
      client_id: 'client-a',
      lti_deployment_id: 'dep-a',
      target_link_uri: `${tool.url}/launch`,
    });
    const res = await authorize(params);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-security-policy']).toContain(`form-action 'self' ${tool.url}`);
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'self'/);
    expect(res.body).toContain(`action="${tool.url}/launch"`);
    expect(res.body).toContain(`name="state" value="${params.state}"`);
    const jwks = (await app.inject({ url: LtiPaths.jwks })).json();
    const { payload, protectedHeader } = await jwtVerify(idTokenOf(res.body)!, createLocalJWKSet(jwks), {
      issuer: TEST_PUBLIC_URL,
      audience: 'client-a',
    });
    expect(protectedHeader.alg).toBe('RS256');
    const claim = (name: string) => payload[`https://purl.imsglobal.org/spec/lti/claim/${name}`];
    expect(payload).toMatchObject({ nonce: params.nonce, sub: params.login_hint, given_name: 'Ann', email: 'ann@lti.test' });
    expect(claim('message_type')).toBe('LtiResourceLinkRequest');
    expect(claim('version')).toBe('1.3.0');
    expect(claim('deployment_id')).toBe('dep-a');
    expect(claim('resource_link')).toEqual({ id: ids.activity['c1-quiz'], title: 'Quiz' });
    expect(claim('roles')).toEqual(['http://purl.imsglobal.org/vocab/lis/v2/membership#Learner']);
    expect(claim('context')).toMatchObject({ id: ids.objective, label: 'LTI-1', title: 'Tools course' });
    expect(claim('custom')).toEqual({ questions: '3' });
    expect((claim('launch_presentation') as { return_url: string }).return_url).toMatch(
      new RegExp(`^${TEST_PUBLIC_URL}/learn/lti-tool-callback\\?objectiveId=`),
    );
    const ags = payload['https://purl.imsglobal.org/spec/lti-ags/claim/endpoint'] as { lineitem: string; scope: string[] };
    expect(ags.lineitem).toBe(`${TEST_PUBLIC_URL}${LtiPaths.lineItem(ids.objective, ids.activity['c1-quiz']!)}`);
    expect(ags.scope).toContain(AgsScope.score);
  });

  it('refuses each known-bad authorization request with a clear 4xx page and leaves the launch unspent', async () => {
    const { params } = await launch();
    const before = await usedLaunches();
    const bad: [string, Record<string, string>, number, RegExp][] = [
      ['missing nonce', { ...params, nonce: '' }, 400, /nonce/],
      ['unregistered redirect_uri', { ...params, redirect_uri: 'https://evil.test/launch' }, 400, /redirect_uri/],
      ['another client', { ...params, client_id: 'client-b' }, 400, /client_id/],
      ["another user's login_hint", { ...params, login_hint: randomUUID() }, 403, /another user/],
      ['unknown launch', { ...params, lti_message_hint: randomUUID() }, 400, /unknown/],
      ['not a launch id', { ...params, lti_message_hint: '<script>' }, 400, /unknown/],
      ['wrong response type', { ...params, response_type: 'code' }, 400, /response_type/],
      ['without prompt=none', { ...params, prompt: 'login' }, 400, /prompt/],
    ];
    for (const [what, query, status, message] of bad) {
      const res = await authorize(query);
      expect(res.statusCode, what).toBe(status);
      expect(res.headers['content-type'], what).toMatch(/^text\/html/);
      expect(res.body, what).toMatch(message);
      expect(idTokenOf(res.body), what).toBeUndefined();
    }
    // The reason is in the learner's language, from the catalogs, like the rest of the page.
    const arabic = await authorize({ ...params, lti_message_hint: randomUUID() }, { cookie: learner.cookie!, 'accept-language': 'ar-AR' });
    expect(arabic.body).toContain('عملية الفتح هذه غير معروفة. افتح النشاط مرة أخرى.');
    expect(arabic.body).not.toMatch(/unknown/);
    // Signed in as someone else: the launch is not theirs.
    expect((await authorize(params, { cookie: other.cookie! })).statusCode).toBe(403);
    expect(await usedLaunches()).toBe(before);
    // The same launch still works for its learner, once.
    expect(idTokenOf((await authorize(params)).body)).toBeDefined();
    const replay = await authorize({ ...params, nonce: randomUUID() });
    expect(replay.statusCode).toBe(400);
    expect(replay.body).toMatch(/used already/);
  });

  it('signs one id_token when the same launch, or one nonce, is authorized twice at once (a double click, a replay race)', async () => {
    const { params } = await launch();
    const same = await Promise.all([authorize(params), authorize({ ...params, nonce: randomUUID() })]);
    expect(same.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const [a, b] = [await launch(), await launch()];
    const nonce = randomUUID();
    const racing = await Promise.all([authorize({ ...a.params, nonce }), authorize({ ...b.params, nonce })]);
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('never signs the same nonce twice, and refuses an expired launch', async () => {
    const first = await launch();
    expect((await authorize(first.params)).statusCode).toBe(200);
    const second = await launch();
    const reused = await authorize({ ...second.params, nonce: first.params.nonce! });
    expect(reused.statusCode).toBe(400);
    await db.query("UPDATE lti_launches SET expires_at = now() - interval '1 second' WHERE id = $1", [second.params.lti_message_hint]);
    const expired = await authorize(second.params);
    expect(expired.statusCode).toBe(400);
    expect(expired.body).toMatch(/expired/);
  });

  it("is refused for a locked activity, another learner's run, and a tool whose origin may not be framed", async () => {
    const locked = await resourceLink(ids.annRun, ids.aw['c1-later']!);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().errors.reason).toEqual(['beforeStartFrom']);
    expect((await resourceLink(ids.cyRun, ids.cyQuiz)).statusCode).toBe(404);
    expect((await resourceLink(ids.annRun, ids.cyQuiz)).statusCode).toBe(404);
    const framed = await resourceLink(ids.annRun, ids.aw['c1-other']!);
    expect(framed.statusCode).toBe(403);
    expect(framed.json().errors.reason).toEqual(['toolOriginNotAllowed']);
    // In a window of its own the same tool may open — but it does not answer: a message to show, not a dead page.
    const unreachable = await resourceLink(ids.annRun, ids.aw['c1-other']!, learner, { documentTarget: 'window' });
    expect(unreachable.statusCode).toBe(502);
    expect(unreachable.json()).toMatchObject({ code: 'toolUnavailable', errors: { general: [expect.stringMatching(/does not answer/)] } });
    expect((await resourceLink(ids.annRun, ids.aw['c1-quiz']!, { 'x-requested-with': 'XMLHttpRequest' })).statusCode).toBe(401);
    expect((await resourceLink(ids.annRun, 'nope')).statusCode).toBe(400);
    expect(
      (await app.inject({ method: 'POST', url: LtiPaths.resourceLink(ids.annRun), headers: learner, payload: { activityWorkflowIds: [] } }))
        .statusCode,
    ).toBe(400);
  });

  it('answers 501 Not implemented for an LTI 1.1 link: the portal launches LTI 1.3 tools only (doc 1 §8)', async () => {
    await importData(db, {
      tenant: { externalId: 'lti' },
      courses: [
        {
          externalId: 'c-legacy',
          name: 'Legacy tools',
          activities: [
            { externalId: 'legacy-root', type: 'composite', name: 'Legacy tools', parts: [{ activity: 'legacy-quiz' }] },
            { externalId: 'legacy-quiz', type: 'lti', name: 'Old quiz', toolUrl: `${tool.url}/launch`, ltiVersion: '1.1' },
          ],
        },
      ],
      enrolments: [{ user: 'ann', course: 'c-legacy' }],
      workflows: [
        {
          externalId: 'ann-legacy-run',
          user: 'ann',
          course: 'c-legacy',
          state: 'inProgress',
          started: '-1d',
          activities: [
            { activity: 'legacy-root', state: 'inProgress', started: '-1d' },
            { activity: 'legacy-quiz', state: 'inProgress', started: '-1h' },
          ],
        },
      ],
    });
    const [row] = await db.query<{ ow: string; aw: string }>(
      `SELECT w.id AS ow, aw.id AS aw FROM activity_workflows aw JOIN objective_workflows w ON w.id = aw.objective_workflow_id
         JOIN activities a ON a.id = aw.activity_id WHERE a.external_id = 'legacy-quiz'`,
    );
    const res = await resourceLink(row!.ow, row!.aw);
    expect(res.statusCode).toBe(501);
    expect(res.json()).toMatchObject({ status: 501, code: 'notImplemented', errors: { general: [expect.stringMatching(/LTI 1\.1/)] } });
    // Only its owner learns that: another learner's attempt at the same run is still a 404.
    expect((await resourceLink(row!.ow, row!.aw, other)).statusCode).toBe(404);
  });
});

/** A client assertion as a tool signs it (RFC 7523), with whatever the case needs changed. */
async function assertion(key = keys.a, claims: Record<string, unknown> = {}, clientId = 'client-a') {
  const now = Math.floor(Date.now() / 1000);
  const payload = { iss: clientId, sub: clientId, aud: TOKEN_URL, iat: now, exp: now + 300, jti: randomUUID(), ...claims };
  return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: key.publicJwk.kid! }).sign(key.privateKey);
}
const tokenRequest = (fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: LtiPaths.token,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
const grant = (clientAssertion: string, scope: string = AgsScope.score) => ({
  grant_type: 'client_credentials',
  client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
  client_assertion: clientAssertion,
  scope,
});
async function accessToken(
  key = keys.a,
  scope: string = `${AgsScope.score} ${AgsScope.lineItemReadOnly} ${AgsScope.resultReadOnly}`,
  clientId = 'client-a',
) {
  const res = await tokenRequest(grant(await assertion(key, {}, clientId), scope));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ access_token: string }>().access_token;
}
const unsigned = (claims: Record<string, unknown>, header: Record<string, unknown>) =>
  `${base64url.encode(JSON.stringify(header))}.${base64url.encode(JSON.stringify(claims))}.`;

describe('the token endpoint (client credentials with a signed client assertion)', () => {
  it('grants a short-lived token limited to the scopes asked for and registered', async () => {
    const res = await tokenRequest(grant(await assertion(), `${AgsScope.score} https://example.test/other`));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 3600, scope: AgsScope.score });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses unknown keys, forged algorithms, wrong audiences, expired and replayed assertions (OAuth errors)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const hmac = await new SignJWT({ jti: randomUUID() })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('client-a')
      .setSubject('client-a')
      .setAudience(TOKEN_URL)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(JSON.stringify(keys.a.publicJwk)));
    const replayed = await assertion();
    expect((await tokenRequest(grant(replayed))).statusCode).toBe(200);
    const cases: [string, Record<string, string>, number, string][] = [
      ['signed by an unknown key', grant(await assertion(keys.stranger)), 401, 'invalid_client'],
      ["signed by another tool's key", grant(await assertion(keys.b)), 401, 'invalid_client'],
      [
        'alg none',
        grant(unsigned({ iss: 'client-a', sub: 'client-a', aud: TOKEN_URL, jti: randomUUID(), iat: now, exp: now + 300 }, { alg: 'none' })),
        401,
        'invalid_client',
      ],
      ['HS256 with the public key as secret', grant(hmac), 401, 'invalid_client'],
      ['another audience', grant(await assertion(keys.a, { aud: 'https://elsewhere.test/token' })), 401, 'invalid_client'],
      ['expired', grant(await assertion(keys.a, { iat: now - 7200, exp: now - 3600 })), 401, 'invalid_client'],
      ['replayed jti', grant(replayed), 401, 'invalid_client'],
      ['malformed', grant('not.a.jwt'), 401, 'invalid_client'],
      ['an unknown client', grant(await assertion(keys.a, {}, 'client-z')), 401, 'invalid_client'],
      ['no scope it may have', grant(await assertion(), 'https://example.test/other'), 400, 'invalid_scope'],
      ['another grant type', { ...grant(await assertion()), grant_type: 'password' }, 400, 'unsupported_grant_type'],
      ['no assertion', { grant_type: 'client_credentials' }, 400, 'invalid_request'],
    ];
    for (const [what, fields, status, error] of cases) {
      const res = await tokenRequest(fields);
      expect(res.statusCode, what).toBe(status);
      expect(res.json(), what).toMatchObject({ error, error_description: expect.any(String) });
    }
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM lti_access_tokens'))[0]!.n).toBe(2);
  });
});

describe('grade passback (AGS line items and scores)', () => {
  /** Ann's quiz launched and signed in to the tool, so the tool may score her. */
  beforeAll(async () => {
    const { params } = await launch();
    expect((await authorize(params)).statusCode).toBe(200);
  });

  const scoreUrl = (activity = ids.activity['c1-quiz']!) => LtiPaths.scores(ids.objective, activity);
  const post = (token: string | undefined, body: unknown, url = scoreUrl(), contentType: string = AgsMediaType.score) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const annId = async () => (await db.query<{ id: string }>("SELECT id FROM users WHERE email = 'ann@lti.test'"))[0]!.id;
  const score = async (extra: Record<string, unknown> = {}) => ({
    userId: await annId(),
    scoreGiven: 8,
    scoreMaximum: 10,
    activityProgress: 'Completed',
    gradingProgress: 'FullyGraded',
    timestamp: new Date().toISOString(),
    ...extra,
  });
  const state = async () => {
    const [row] = await db.query<{ state: number; records: number; lti: number }>(
      `SELECT aw.state, (SELECT count(*)::int FROM activity_records r WHERE r.activity_workflow_id = aw.id) AS records,
              (SELECT count(*)::int FROM lti_scores s WHERE s.activity_workflow_id = aw.id) AS lti
         FROM activity_workflows aw WHERE aw.id = $1`,
      [ids.aw['c1-quiz']],
    );
    return row!;
  };

  it("lists the tool's line items of the course, one per activity, and only its own", async () => {
    const res = await app.inject({ url: LtiPaths.lineItems(ids.objective), headers: { authorization: `Bearer ${await accessToken()}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(AgsMediaType.lineItemContainer);
    expect(
      res
        .json()
        .map((i: { label: string }) => i.label)
        .sort(),
    ).toEqual(['Essay', 'Final quiz', 'Proctored exam', 'Quiz', 'Team quiz']);
  });

  it('refuses bad scores and bad callers, writing nothing', async () => {
    const token = await accessToken();
    const readOnly = await accessToken(keys.a, AgsScope.lineItemReadOnly);
    const toolB = await accessToken(keys.b, AgsScope.score, 'client-b');
    const cyId = (await db.query<{ id: string }>("SELECT id FROM users WHERE email = 'cy@lti.test'"))[0]!.id;
    const before = await state();
    const cases: [string, Promise<{ statusCode: number }>, number][] = [
      ['no token', post(undefined, await score()), 401],
      ['an unknown token', post('forged-token', await score()), 401],
      ['a token without the score scope', post(readOnly, await score()), 403],
      ["another tool's token for this line item", post(toolB, await score()), 404],
      ['a learner this tool never launched for', post(token, await score({ userId: cyId })), 404],
      ['a learner who does not exist', post(token, await score({ userId: 'nobody' })), 404],
      ['an unknown line item', post(token, await score(), scoreUrl(randomUUID())), 404],
      ['a line item of another tool', post(token, await score(), scoreUrl(ids.activity['c1-other'])), 404],
      ['scoreGiven above scoreMaximum', post(token, await score({ scoreGiven: 11 })), 400],
      ['a negative score', post(token, await score({ scoreGiven: -1 })), 400],
      ['scoreGiven without scoreMaximum', post(token, await score({ scoreMaximum: undefined })), 400],
      ['an unknown progress', post(token, await score({ gradingProgress: 'Done' })), 400],
      ['no timestamp', post(token, await score({ timestamp: undefined })), 400],
      ['malformed JSON', post(token, '{"userId":'), 400],
      ['an oversize body', post(token, JSON.stringify({ ...(await score()), comment: 'x'.repeat(70_000) })), 413],
    ];
    for (const [what, request, status] of cases) expect((await request).statusCode, what).toBe(status);
    expect(await state()).toEqual(before);
  });

  it('a score finishes the activity with one record; retries and older scores count once, newer ones replace', async () => {
    const token = await accessToken();
    const first = await score({ scoreGiven: 6 });
    expect((await post(token, first)).statusCode).toBe(204);
    expect((await post(token, first)).statusCode).toBe(204);
    expect(await state()).toEqual({ state: WorkflowState.finished, records: 1, lti: 1 });
    expect((await post(token, await score({ scoreGiven: 2, timestamp: new Date(Date.now() - 60_000).toISOString() }))).statusCode).toBe(
      204,
    );
    const newer = await score({ scoreGiven: 9, timestamp: new Date(Date.now() + 1000).toISOString() });
    expect((await post(token, newer, scoreUrl(), 'application/json')).statusCode).toBe(204);
    const [record] = await db.query<{ score: number; normalized_score: number; passed: boolean }>(
      'SELECT score, normalized_score, passed FROM activity_records WHERE activity_workflow_id = $1',
      [ids.aw['c1-quiz']],
    );
    expect(record).toEqual({ score: 9, normalized_score: 0.9, passed: true });
    expect(await state()).toMatchObject({ records: 1 });
    const results = await app.inject({
      url: LtiPaths.results(ids.objective, ids.activity['c1-quiz']!),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(results.json()).toEqual([expect.objectContaining({ userId: await annId(), resultScore: 9, resultMaximum: 10 })]);
  });
});

describe("the platform's signing keys", () => {
  it('are rotated by a command: the new key signs, the retired one stays published for tokens already out', async () => {
    const before = (await app.inject({ url: LtiPaths.jwks })).json<{ keys: { kid: string }[] }>().keys.map((k) => k.kid);
    const { kid, retired } = await rotatePlatformKeys(db);
    expect(retired).toEqual(before);
    const after = (await app.inject({ url: LtiPaths.jwks })).json<{ keys: { kid: string; d?: string }[] }>().keys;
    expect(after.map((k) => k.kid)).toEqual([kid, ...before]);
    expect(after.every((k) => k.d === undefined)).toBe(true);
    // A fresh process signs with the new key (a running one within its minute of cache).
    const signer = await new PlatformKeys(db).signingKey();
    expect(signer.kid).toBe(kid);
  });
});
