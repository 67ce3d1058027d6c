import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, SignJWT } from 'jose';
import { ACS_SCOPE, AgsMediaType, AgsScope, LtiPaths } from '@lp/contract/lti';
import type { Db } from '../src/db/client.ts';
import { importData } from '../src/modules/import/index.ts';
import { spawnLtiTool, type SpawnedLtiTool } from '../../../peers/lti-tool/src/spawn.ts';
import { buildTestApp, signIn, TEST_PUBLIC_URL } from './app.ts';
import { createTestDb } from './db.ts';
import { ltiFile, PASSWORD, toolKeys, type ToolKeys } from './lti-fixture.ts';

/**
 * Issue 31 part 4: the proctoring messages (LTI Proctoring Services 1.0, decisions 0021 and
 * 0057) as a second registered tool and a careless or hostile browser would send them.
 * Every message and token of the exam's tool is refused when another registered tool
 * signs it, every refused start leaves the attempt as it was, and opening the proctoring
 * tool again before the exam starts is the same attempt. The test signs as the tools.
 */
let db: Db;
let app: FastifyInstance;
let tool: SpawnedLtiTool;
let keys: { a: ToolKeys; b: ToolKeys };
const ann: Record<string, string> = {};
const cy: Record<string, string> = {};
const ids = { run: '', objective: '', exam: '', examActivity: '', quizActivity: '', annId: '' };
const LTI = 'https://purl.imsglobal.org/spec/lti/claim';
const AP = 'https://purl.imsglobal.org/spec/lti-ap/claim';
const TOKEN_URL = `${TEST_PUBLIC_URL}${LtiPaths.token}`;

beforeAll(async () => {
  keys = { a: await toolKeys('a-1'), b: await toolKeys('b-1') };
  tool = await spawnLtiTool({ port: 0, platforms: [{ issuer: TEST_PUBLIC_URL, clientId: 'client-a' }] });
  db = await createTestDb();
  const file = ltiFile({ a: keys.a.publicJwk, b: keys.b.publicJwk }, { origin: tool.url });
  // Tool B may ask for every service tool A may: only the exam's tool decides, never a scope.
  Object.assign(file.ltiTools[1]!, {
    deploymentId: 'dep-b',
    scopes: [AgsScope.lineItemReadOnly, AgsScope.resultReadOnly, AgsScope.score, ACS_SCOPE],
  });
  await importData(db, file);
  app = await buildTestApp(db);
  for (const [who, headers] of [
    ['ann@lti.test', ann],
    ['cy@lti.test', cy],
  ] as const) {
    const { jar } = await signIn(app, who, PASSWORD);
    Object.assign(headers, { cookie: jar.header(), 'x-requested-with': 'XMLHttpRequest' });
  }
  const [row] = await db.query<{ ow: string; objective_id: string; aw: string; exam: string; quiz: string; user_id: string }>(
    `SELECT w.id AS ow, w.objective_id, aw.id AS aw, a.id AS exam, w.user_id, (SELECT id FROM activities WHERE external_id = 'c1-quiz') AS quiz
       FROM activity_workflows aw JOIN objective_workflows w ON w.id = aw.objective_workflow_id JOIN users u ON u.id = w.user_id
       JOIN activities a ON a.id = aw.activity_id WHERE u.email = 'ann@lti.test' AND a.external_id = 'c1-exam'`,
  );
  Object.assign(ids, {
    run: row!.ow,
    objective: row!.objective_id,
    exam: row!.aw,
    examActivity: row!.exam,
    quizActivity: row!.quiz,
    annId: row!.user_id,
  });
}, 60_000);
afterAll(async () => {
  await tool?.stop();
  await app?.close();
  await db?.close();
});

interface ProctoringLaunch {
  token: string;
  attempt: number;
}

/** Start exam: the proctoring tool's launch (LtiStartProctoring) as the learner's browser and tool A run it; answers what the tool was given. */
async function openProctoringTool(): Promise<ProctoringLaunch> {
  const begun = await app.inject({
    method: 'POST',
    url: LtiPaths.resourceLink(ids.run),
    headers: ann,
    payload: { activityWorkflowIds: [ids.exam], messageType: 'LtiStartProctoring' },
  });
  expect(begun.statusCode, begun.body).toBe(200);
  const login = new URL(begun.json<{ targetLinkUri: string }>().targetLinkUri).searchParams;
  const params = {
    scope: 'openid',
    response_type: 'id_token',
    response_mode: 'form_post',
    prompt: 'none',
    client_id: login.get('client_id')!,
    redirect_uri: `${tool.url}/launch`,
    login_hint: login.get('login_hint')!,
    lti_message_hint: login.get('lti_message_hint')!,
    state: randomUUID(),
    nonce: randomUUID(),
  };
  const page = await app.inject({ url: `${LtiPaths.authorize}?${new URLSearchParams(params)}`, headers: { cookie: ann.cookie! } });
  expect(page.statusCode, page.body).toBe(200);
  const claims = decodeJwt(/name="id_token" value="([^"]+)"/.exec(page.body)![1]!);
  return { token: claims[`${AP}/session_data`] as string, attempt: claims[`${AP}/attempt_number`] as number };
}

/** LtiStartAssessment as a tool signs it, with whatever the case changes. */
async function startMessage(
  launch: ProctoringLaunch,
  o: { key?: ToolKeys; clientId?: string; deploymentId?: string; claims?: Record<string, unknown>; iat?: number } = {},
) {
  const iat = o.iat ?? Math.floor(Date.now() / 1000);
  return new SignJWT({
    nonce: randomUUID(),
    [`${LTI}/message_type`]: 'LtiStartAssessment',
    [`${LTI}/version`]: '1.3.0',
    [`${LTI}/deployment_id`]: o.deploymentId ?? 'dep-a',
    [`${LTI}/resource_link`]: { id: ids.examActivity },
    [`${AP}/attempt_number`]: launch.attempt,
    [`${AP}/session_data`]: launch.token,
    ...o.claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: (o.key ?? keys.a).publicJwk.kid! })
    .setIssuer(o.clientId ?? 'client-a')
    .setAudience(TEST_PUBLIC_URL)
    .setIssuedAt(iat)
    .setExpirationTime(iat + 300)
    .sign((o.key ?? keys.a).privateKey);
}
const start = (jwt: string, headers: Record<string, string> = { cookie: ann.cookie! }) =>
  app.inject({
    method: 'POST',
    url: LtiPaths.startAssessment,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({ JWT: jwt }).toString(),
  });

/** The exam's attempts and start tokens, and whether the exam itself opens: what a refused step must leave as it was. */
const examState = async () => {
  const sessions = await db.query<{ attempt_number: number | null; state: string; tokens: number }>(
    `SELECT s.attempt_number, s.state, (SELECT count(*)::int FROM proctoring_start_tokens t WHERE t.proctoring_session_id = s.id) AS tokens
       FROM proctoring_sessions s WHERE s.activity_workflow_id = $1 ORDER BY s.created_at, s.attempt_number`,
    [ids.exam],
  );
  const exam = await app.inject({
    method: 'POST',
    url: LtiPaths.resourceLink(ids.run),
    headers: ann,
    payload: { activityWorkflowIds: [ids.exam] },
  });
  return { sessions, examOpens: exam.statusCode === 200 };
};

async function serviceToken(key: ToolKeys, clientId: string, scope: string) {
  const now = Math.floor(Date.now() / 1000);
  const assertion = await new SignJWT({ jti: randomUUID() })
    .setProtectedHeader({ alg: 'RS256', kid: key.publicJwk.kid! })
    .setIssuer(clientId)
    .setSubject(clientId)
    .setAudience(TOKEN_URL)
    .setIssuedAt(now)
    .setExpirationTime(now + 300)
    .sign(key.privateKey);
  const res = await app.inject({
    method: 'POST',
    url: LtiPaths.token,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'client_credentials',
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      client_assertion: assertion,
      scope,
    }).toString(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ access_token: string }>().access_token;
}

describe("a proctored exam's messages and tokens from another registered tool", () => {
  it("are all refused: the start message, assessment control, scores, the line item and results; nothing changes and the exam's tool still starts it", async () => {
    const launch = await openProctoringTool();
    const before = await examState();
    expect(before.examOpens).toBe(false);
    const bToken = await serviceToken(
      keys.b,
      'client-b',
      `${ACS_SCOPE} ${AgsScope.score} ${AgsScope.lineItemReadOnly} ${AgsScope.resultReadOnly}`,
    );
    const bearer = { authorization: `Bearer ${bToken}` };
    const control = (action: string) => ({
      user: { iss: TEST_PUBLIC_URL, sub: ids.annId },
      resource_link: { id: ids.examActivity },
      attempt_number: launch.attempt,
      action,
      incident_time: new Date().toISOString(),
    });
    const score = {
      userId: ids.annId,
      scoreGiven: 3,
      scoreMaximum: 3,
      activityProgress: 'Completed',
      gradingProgress: 'FullyGraded',
      timestamp: new Date().toISOString(),
    };
    const cases: [string, Promise<{ statusCode: number }>, number][] = [
      [
        'its start message, signed by tool B as itself',
        start(await startMessage(launch, { key: keys.b, clientId: 'client-b', deploymentId: 'dep-b' })),
        403,
      ],
      ["its start message, in tool A's name but signed with tool B's key", start(await startMessage(launch, { key: keys.b })), 401],
      [
        'a terminate through assessment control',
        app.inject({ method: 'POST', url: LtiPaths.assessmentControl, headers: bearer, payload: control('terminate') }),
        404,
      ],
      [
        'a flag through assessment control',
        app.inject({ method: 'POST', url: LtiPaths.assessmentControl, headers: bearer, payload: control('flag') }),
        404,
      ],
      [
        'a verified update through assessment control',
        app.inject({
          method: 'POST',
          url: LtiPaths.assessmentControl,
          headers: bearer,
          payload: { ...control('update'), reason_code: 'verified' },
        }),
        404,
      ],
      [
        'a score for the exam',
        app.inject({
          method: 'POST',
          url: LtiPaths.scores(ids.objective, ids.examActivity),
          headers: { ...bearer, 'content-type': AgsMediaType.score },
          payload: JSON.stringify(score),
        }),
        404,
      ],
      ["the exam's line item", app.inject({ url: LtiPaths.lineItem(ids.objective, ids.examActivity), headers: bearer }), 404],
      ["the exam's results", app.inject({ url: LtiPaths.results(ids.objective, ids.examActivity), headers: bearer }), 404],
    ];
    for (const [what, request, status] of cases) expect((await request).statusCode, what).toBe(status);
    expect(await examState(), 'nothing changed').toEqual(before);

    const started = await start(await startMessage(launch));
    expect(started.statusCode, started.body).toBe(303);
    expect(started.headers.location).toMatch(new RegExp(`^/learn/courses/proctor/${ids.objective}/[0-9a-f-]+\\?inProctoringIframe=1$`));
    expect((await examState()).examOpens).toBe(true);
  });
});

describe('a refused start of a proctored exam (LtiStartAssessment)', () => {
  it('leaves the attempt not started, its token usable and the exam closed, whatever was wrong', async () => {
    const launch = await openProctoringTool();
    const before = await examState();
    expect(before.sessions.at(-1)).toEqual({ attempt_number: launch.attempt, state: 'Created', tokens: 1 });
    expect(before.examOpens).toBe(false);
    const spent = await startMessage(launch, { claims: { [`${AP}/session_data`]: 'not-the-token' } });
    await start(spent);
    const cases: [string, string, Record<string, string> | undefined, number][] = [
      ['another attempt number', await startMessage(launch, { claims: { [`${AP}/attempt_number`]: launch.attempt + 1 } }), undefined, 403],
      [
        'an earlier attempt number',
        await startMessage(launch, { claims: { [`${AP}/attempt_number`]: launch.attempt - 1 } }),
        undefined,
        403,
      ],
      [
        'another activity of the same tool',
        await startMessage(launch, { claims: { [`${LTI}/resource_link`]: { id: ids.quizActivity } } }),
        undefined,
        403,
      ],
      ["another learner's browser", await startMessage(launch), { cookie: cy.cookie! }, 403],
      ['an unknown token', await startMessage(launch, { claims: { [`${AP}/session_data`]: 'forged' } }), undefined, 403],
      ['another deployment', await startMessage(launch, { deploymentId: 'dep-b' }), undefined, 400],
      ['another message type', await startMessage(launch, { claims: { [`${LTI}/message_type`]: 'LtiEndAssessment' } }), undefined, 400],
      ['no attempt number', await startMessage(launch, { claims: { [`${AP}/attempt_number`]: undefined } }), undefined, 400],
      ['an expired message', await startMessage(launch, { iat: Math.floor(Date.now() / 1000) - 3600 }), undefined, 401],
      ['a replayed nonce', spent, undefined, 400],
    ];
    for (const [what, jwt, headers, status] of cases) {
      const res = await start(jwt, headers);
      expect(res.statusCode, what).toBe(status);
      expect(res.headers['content-type'], what).toMatch(/^text\/html/);
      expect(await examState(), what).toEqual(before);
    }
    // The exam's own tool, for its learner and attempt: it starts, once.
    const message = await startMessage(launch);
    expect((await start(message)).statusCode).toBe(303);
    const after = await examState();
    expect(after.sessions.at(-1)).toEqual({ attempt_number: launch.attempt, state: 'InProgress', tokens: 0 });
    expect(after.examOpens).toBe(true);
  });
});

describe('the attempt number (LTI-AP attempt_number, decision 0057)', () => {
  it("stays while the proctoring tool is opened again before the exam starts; the next attempt follows a start; another tab's token then starts nothing", async () => {
    const first = await openProctoringTool();
    const again = [await openProctoringTool(), await openProctoringTool()];
    expect(again.map((l) => l.attempt)).toEqual([first.attempt, first.attempt]);
    const both = await Promise.all([openProctoringTool(), openProctoringTool()]);
    expect(both.map((l) => l.attempt)).toEqual([first.attempt, first.attempt]);
    const created = (await examState()).sessions.filter((s) => s.state === 'Created');
    expect(created).toEqual([{ attempt_number: first.attempt, state: 'Created', tokens: 5 }]);

    expect((await start(await startMessage(again[0]!))).statusCode).toBe(303);
    const otherTab = await start(await startMessage(first));
    expect(otherTab.statusCode).toBe(403);
    expect((await examState()).sessions.at(-1)).toEqual({ attempt_number: first.attempt, state: 'InProgress', tokens: 0 });

    const next = await openProctoringTool();
    expect(next.attempt).toBe(first.attempt + 1);
  });
});
