import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { TUTOR_LIMITS, TUTOR_PATHS, type TutorCitation } from '@lp/contract/tutor';
import { rankPassages } from '@lp/domain';
import { spawnLlmPeer, type SpawnedLlmPeer } from '../../../peers/llm/src/spawn.ts';
import { buildTestApp, signIn } from './app.ts';
import { DEMO_FILE } from './demo.ts';
import { setupTestApp } from './setup-test-app.ts';
import { htmlToText } from '../src/data/run-tree/searchable-text.ts';
import { importData } from '../src/modules/import/index.ts';

const FIXTURE_FILE = new URL('../../../e2e/imports/ai-tutor.json', import.meta.url);
const file = JSON.parse(readFileSync(FIXTURE_FILE, 'utf8')) as { tenant: object };
/** The e2e file, with the tenant's tutor widget on (the e2e server gets it from the demo tenant). */
const fixture = { ...file, tenant: { ...file.tenant, settings: { widgets: { aiTutor: true } } } };
const test = setupTestApp({ load: (db) => importData(db, fixture) });

interface Answer {
  status: number;
  events: { event: string; data: unknown }[];
  body: string;
}
const parseEvents = (body: string) =>
  body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1];
      return { event, data: data === undefined ? undefined : (JSON.parse(data) as unknown) };
    });

const sessions = new Map<string, Record<string, string>>();
async function headersOf(app: FastifyInstance, who: string) {
  if (!sessions.has(who)) {
    const { jar } = await signIn(app, `tutor-${who}@e2e.test`, `tutor-${who}`);
    sessions.set(who, { cookie: jar.header(), 'x-requested-with': 'XMLHttpRequest' });
  }
  return sessions.get(who)!;
}
const courseId = async (code: string) => (await test.db.query<{ id: string }>('SELECT id FROM objectives WHERE code = $1', [code]))[0]!.id;

async function ask(who: string, code: string, question: unknown, app: FastifyInstance = test.app): Promise<Answer> {
  const res = await app.inject({
    method: 'POST',
    url: TUTOR_PATHS.answers(await courseId(code)),
    headers: await headersOf(test.app, who),
    payload: { question },
  });
  return { status: res.statusCode, body: res.body, events: res.statusCode === 200 ? parseEvents(res.body) : [] };
}
const citationsOf = (a: Answer) => (a.events.find((e) => e.event === 'sources')?.data as { citations: TutorCitation[] }).citations;
const modeOf = (a: Answer) => (a.events.find((e) => e.event === 'sources')?.data as { mode: string }).mode;
const outcomeOf = (a: Answer) => (a.events.at(-1)?.data as { outcome: string }).outcome;

describe('retrieval quality on the demo courses (BM25 over the text of their activities)', () => {
  const demo = JSON.parse(readFileSync(DEMO_FILE, 'utf8')) as {
    courses: { code: string; activities: { name: string; description?: string; html?: string; transcriptHtml?: string }[] }[];
  };
  const documentsOf = (code: string) =>
    demo.courses
      .find((c) => c.code === code)!
      .activities.map((a) => ({
        key: a.name,
        title: a.name,
        text: [a.description ?? '', htmlToText(a.html ?? ''), htmlToText(a.transcriptHtml ?? '')].join('\n'),
      }));
  const questions: [string, string, string][] = [
    ['FA-101', 'How long should I cool a burn?', 'Bleeding, burns and breaks'],
    ['FA-101', 'How many chest compressions in CPR?', 'Choking and CPR'],
    ['FA-101', 'What do I do first when I reach a casualty?', 'DRSABC: the primary survey'],
    ['FA-101', 'How do I stop severe bleeding?', 'Bleeding, burns and breaks'],
    ['FA-101', 'Someone is choking, what do I do?', 'Choking and CPR'],
    ['FW-210', 'Which extinguisher is safe on electrical equipment?', 'Extinguisher types'],
    ['FW-210', 'What three things does a fire need?', 'The fire triangle'],
    ['FW-210', 'May I use the lifts when the alarm sounds?', 'The role of a fire warden'],
    ['FW-210', 'What do I record in the drill log?', 'Drill log template'],
    ['FW-210', 'What does the fire safety order make the responsible person do?', 'Further reading: fire safety law'],
    ['LDR-201', 'How often should a remote team meet?', 'A weekly rhythm that works'],
    ['LDR-201', 'Who gets stretch work and opportunities?', 'Proximity bias'],
    ['LDR-201', 'Does being online mean doing the work?', 'Manage outcomes, not hours online'],
    ['MH-120', 'Should I twist while lifting a load?', 'The safe lifting technique'],
  ];
  it.each(questions)('%s: %s → %s among the citations', (code, question, expected) => {
    expect(rankPassages(documentsOf(code), question).map((p) => p.key)).toContain(expected);
  });

  it('cites the expected activity first for at least 13 of the 14 questions', () => {
    const first = questions.filter(([code, question, expected]) => rankPassages(documentsOf(code), question)[0]?.key === expected);
    expect(first.length).toBeGreaterThanOrEqual(13);
  });
});

describe('POST users/me/objectives/{id}/tutor/answers without a language model: the passages are the answer', () => {
  it('cites the open lesson that answers, with where it opens, as a stream of sources then done', async () => {
    const answer = await ask('ann', 'E2E-TUTOR', 'Should I twist my back when lifting a heavy box?');
    expect(answer.status, answer.body).toBe(200);
    expect(answer.events.map((e) => e.event)).toEqual(['sources', 'done']);
    expect(modeOf(answer)).toBe('passages');
    const [first] = citationsOf(answer);
    expect(first).toMatchObject({ n: 1, title: 'Lifting safely', axis: expect.any(String) });
    expect(first!.text).toContain('Never twist your back');
    expect(outcomeOf(answer)).toBe('answered');
  });

  it('finds a video by its transcript and the course by its introduction', async () => {
    expect(citationsOf(await ask('ann', 'E2E-TUTOR', 'What do I do about a spill?'))[0]?.title).toBe('Spill response');
    const welcome = citationsOf(await ask('ann', 'E2E-TUTOR', 'safety first every shift'))[0];
    expect(welcome).toMatchObject({ title: 'Warehouse safety basics', axis: null });
  });

  it.each([
    ['a part that opens in 30 days', 'What is the answer to exam question one? PELICAN', ['PELICAN', 'Exam preparation']],
    [
      'a part inside a module locked until the previous part is passed',
      'Where do I store acids? corrosive cabinet',
      ['CORROSIVE', 'Chemical storage', 'Advanced storage'],
    ],
  ])('never cites %s, not even its words', async (_what, question, secrets) => {
    const answer = await ask('ann', 'E2E-TUTOR', question);
    expect(answer.status).toBe(200);
    for (const secret of secrets) expect(answer.body).not.toContain(secret);
  });

  it('says when nothing the learner may open matches', async () => {
    const answer = await ask('ann', 'E2E-TUTOR', 'quantum chromodynamics');
    expect(citationsOf(answer)).toEqual([]);
    expect(outcomeOf(answer)).toBe('noPassages');
  });

  it('a learner of the course who has not started it has nothing open yet', async () => {
    const answer = await ask('bob', 'E2E-TUTOR', 'How do I lift a box?');
    expect(citationsOf(answer)).toEqual([]);
    expect(outcomeOf(answer)).toBe('notStarted');
  });
});

describe('bad input and courses without the tutor: a clear 4xx', () => {
  it.each([
    ['an empty question', 'ann', 'E2E-TUTOR', '   ', 400, 'Ask a question.'],
    [
      'an oversized question',
      'ann',
      'E2E-TUTOR',
      'x'.repeat(TUTOR_LIMITS.questionLength + 1),
      400,
      `at most ${TUTOR_LIMITS.questionLength} characters`,
    ],
    ['a question that is not text', 'ann', 'E2E-TUTOR', 42, 400, 'question'],
    ['a course whose tutor is off', 'ann', 'E2E-TUTOR-OFF', 'Where is the canteen?', 404, 'This course has no AI tutor.'],
    [
      "another learner's course the learner is not enrolled in",
      'ann',
      'E2E-TUTOR-BOB',
      'Forklifts at night?',
      404,
      'No such course among yours.',
    ],
  ])('%s', async (_what, who, code, question, status, message) => {
    const answer = await ask(who, code, question);
    expect(answer.status, answer.body).toBe(status);
    expect(answer.body).toContain(message);
    expect(answer.body).not.toContain('blue spotlight');
  });

  it('an unknown course, an id that is not one, anonymous and cross-site callers', async () => {
    const headers = await headersOf(test.app, 'ann');
    const post = (url: string, h: Record<string, string>) =>
      test.app.inject({ method: 'POST', url, headers: h, payload: { question: 'lifting' } });
    expect((await post(TUTOR_PATHS.answers('00000000-0000-4000-8000-000000000000'), headers)).statusCode).toBe(404);
    expect((await post(TUTOR_PATHS.answers('not-a-course'), headers)).statusCode).toBe(400);
    expect((await post(TUTOR_PATHS.answers(await courseId('E2E-TUTOR')), { 'x-requested-with': 'XMLHttpRequest' })).statusCode).toBe(401);
    expect((await post(TUTOR_PATHS.answers(await courseId('E2E-TUTOR')), { cookie: headers.cookie! })).statusCode).toBe(403);
  });

  it('a tenant without the tutor widget offers it on no course', async () => {
    await test.db.query(`UPDATE tenants SET settings = jsonb_set(settings::jsonb, '{widgets,aiTutor}', 'false')`);
    const app = await buildTestApp(test.db);
    try {
      const answer = await ask('ann', 'E2E-TUTOR', 'lifting', app);
      expect(answer.status).toBe(404);
      expect(answer.body).toContain('not offered');
    } finally {
      await app.close();
      await test.db.query(`UPDATE tenants SET settings = jsonb_set(settings::jsonb, '{widgets,aiTutor}', 'true')`);
    }
  });
});

describe('with a language model: the answer streams through a real OpenAI-compatible server (peers/llm)', () => {
  let peer: SpawnedLlmPeer;
  let app: FastifyInstance;
  let url: string;
  beforeAll(async () => {
    peer = await spawnLlmPeer({ key: 'tutor-test-key', chunkDelayMs: 20 });
    app = await buildTestApp(test.db, {
      languageModel: { url: peer.apiUrl, model: 'peer-tutor', apiKey: 'tutor-test-key', timeoutMs: 10_000 },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app?.close();
    await peer?.stop();
  });

  it("sends the sources at once, then the model's answer piece by piece as it comes, citing the passage", async () => {
    const res = await fetch(url + TUTOR_PATHS.answers(await courseId('E2E-TUTOR')), {
      method: 'POST',
      headers: { ...(await headersOf(test.app, 'ann')), 'content-type': 'application/json', host: 'localhost:3999' },
      body: JSON.stringify({ question: 'Who has right of way in the loading bay?' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    // The security-headers hook answers the stream like any other call; nothing compresses or buffers it.
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBeTruthy();
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(res.headers.get('content-encoding')).toBeNull();
    const arrivals: { at: number; text: string }[] = [];
    const decoder = new TextDecoder();
    for await (const chunk of res.body!) arrivals.push({ at: Date.now(), text: decoder.decode(chunk as Uint8Array) });
    const events = parseEvents(arrivals.map((a) => a.text).join(''));
    expect(events[0]).toMatchObject({ event: 'sources', data: { mode: 'model' } });
    expect((events[0]!.data as { citations: TutorCitation[] }).citations[0]?.title).toBe('Forklift zones');
    const deltas = events.filter((e) => e.event === 'delta').map((e) => (e.data as { text: string }).text);
    expect(deltas.length).toBeGreaterThan(5);
    expect(deltas.join('')).toBe('According to "Forklift zones" [1]: Walk only on the marked green paths.');
    expect(events.at(-1)).toEqual({ event: 'done', data: { outcome: 'answered' } });
    // Streamed, not buffered: the pieces reached the browser over time (the peer pauses 20 ms between them).
    expect(arrivals.length).toBeGreaterThan(3);
    expect(arrivals.at(-1)!.at - arrivals[0]!.at).toBeGreaterThan(60);
  });

  it('the prompt holds only open passages: a question about locked parts gets an answer from none of them', async () => {
    const answer = await ask('ann', 'E2E-TUTOR', 'exam question one PELICAN acids corrosive cabinet', app);
    expect(answer.body).not.toMatch(/PELICAN|CORROSIVE|Chemical storage|Exam preparation/);
  });

  it('a model that refuses (a wrong key) leaves the passages as the answer', async () => {
    const wrongKey = await buildTestApp(test.db, {
      languageModel: { url: peer.apiUrl, model: 'peer-tutor', apiKey: 'wrong', timeoutMs: 10_000 },
    });
    try {
      const answer = await ask('ann', 'E2E-TUTOR', 'Who has right of way in the loading bay?', wrongKey);
      expect(answer.status).toBe(200);
      expect(citationsOf(answer)[0]?.title).toBe('Forklift zones');
      expect(answer.events.some((e) => e.event === 'delta')).toBe(false);
      expect(outcomeOf(answer)).toBe('modelFailed');
    } finally {
      await wrongKey.close();
    }
  });
});
