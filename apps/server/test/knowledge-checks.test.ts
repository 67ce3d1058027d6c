import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWLEDGE_PATHS } from '@lp/contract/knowledge';
import { importData } from '../src/modules/import/index.ts';
import { AnswerLinks, KnowledgeCheckWorker } from '../src/modules/knowledge-checks/index.ts';
import { claimDueChecks, renewSendLease } from '../src/modules/knowledge-checks/send-repository.ts';
import { loadConfig } from '../src/config.ts';
import { spawnSmtpPeer, type SpawnedSmtpPeer } from '../../../peers/smtp/src/spawn.ts';
import { sessionsByName, TEST_PUBLIC_URL } from './app.ts';
import { knowledgeCheckFixture } from './knowledge-check-fixture.ts';
import { setupTestApp } from './setup-test-app.ts';

/**
 * Knowledge checks by e-mail (issue 14, decision 0026), end to end on the server: the
 * worker plans a finished run's checks and sends the due ones through a real SMTP server
 * (peers/smtp, a separate process); the learner answers through the signed links.
 */
const demo = setupTestApp({ load: (db) => importData(db, knowledgeCheckFixture(12)) });
const DAY = 24 * 3600 * 1000;

let peer: SpawnedSmtpPeer;
let mailDir: string;
beforeAll(async () => {
  mailDir = await mkdtemp(join(tmpdir(), 'kc-mail-'));
  peer = await spawnSmtpPeer({ smtpPort: 0, webPort: 0, dir: mailDir });
}, 30_000);
const workers: KnowledgeCheckWorker[] = [];
afterAll(async () => {
  await Promise.all(workers.map((w) => w.stop()));
  await peer?.stop();
  await rm(mailDir, { recursive: true, force: true });
});

const workerOn = (smtpUrl = peer.smtpUrl, from = 'Portal <portal@test.test>') => {
  const mail = loadConfig({ SMTP_URL: smtpUrl, MAIL_FROM: from }).mail;
  const worker = new KnowledgeCheckWorker({
    db: demo.db,
    mail: { ...mail, smtpUrl },
    publicUrl: TEST_PUBLIC_URL,
    links: new AnswerLinks(demo.db),
  });
  workers.push(worker);
  return worker;
};

interface Caught {
  id: string;
  subject: string;
  from: string;
  messageId: string;
  text: string;
  html: string | null;
  links: string[];
}
const mailTo = async (user: string): Promise<Caught[]> =>
  (await fetch(`${peer.webUrl}/api/messages?to=${user}@test.test`)).json() as Promise<Caught[]>;
const allMail = async (): Promise<Caught[]> => (await fetch(`${peer.webUrl}/api/messages`)).json() as Promise<Caught[]>;

const as = sessionsByName(
  () => demo.app,
  (user) => `${user}@test.test`,
);
/** The answer link's parameters, as the answer page reads them. */
const paramsOf = (link: string) => {
  const url = new URL(link);
  return { path: url.pathname, answer: url.searchParams.get('answer')!, workflowId: url.searchParams.get('workflowId')! };
};
const getCheck = async (user: string, id: string) =>
  demo.app.inject({ method: 'GET', url: KNOWLEDGE_PATHS.reinforcementWorkflow(id), headers: await as(user) });
const answer = async (user: string, id: string, signed: unknown) =>
  demo.app.inject({
    method: 'POST',
    url: KNOWLEDGE_PATHS.answer(id),
    headers: { ...(await as(user)), prefer: 'respond-sync' },
    payload: { answer: signed },
  });
const rowsOf = (id: string) =>
  demo.db.query<{ answer: string | null; sent_at: Date | null; answered_at: Date | null }>(
    'SELECT answer, sent_at, answered_at FROM reinforcement_workflows WHERE id = $1',
    [id],
  );

describe("the worker plans a finished course's checks and sends the due ones through SMTP", () => {
  it('sends each learner who finished two days ago the day-1 check, once, with one signed link per answer', async () => {
    // A bare address: the tenant's name is the sender's (decision 0064).
    const round = await workerOn(peer.smtpUrl, 'portal@test.test').runOnce();
    // 14 learners × 5 steps (a day-1 check 1 day late is still sent); the course without a model and
    // a run finished before the plan's horizon plan nothing.
    expect(round).toEqual({ planned: 70, sent: 14 });
    const old = await demo.db.query(
      "SELECT p.* FROM knowledge_check_plans p JOIN objective_workflows w ON w.id = p.objective_workflow_id JOIN users u ON u.id = w.user_id WHERE u.email = 'kc-old@test.test'",
    );
    expect(old).toEqual([]);
    const [mail, ...more] = await mailTo('kc-ann');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Knowledge check: Forklift safety');
    expect(mail!.from).toBe('"Knowledge check test" <portal@test.test>');
    expect(mail!.text).toContain('Hello Ann,');
    expect(mail!.text).toContain('How high should a load be carried?');
    expect(mail!.text).toContain('- Just above the floor: ');
    expect(mail!.links).toHaveLength(2);
    const [right, wrong] = mail!.links.map(paramsOf);
    expect(right!.path).toBe('/learn/email-response-callback');
    expect(right!.workflowId).toBe(wrong!.workflowId);
    expect(right!.answer).toMatch(/^a\./);
    expect(wrong!.answer).toMatch(/^b\./);
    expect(mail!.messageId).toBe(`<knowledge-check-${right!.workflowId}@localhost>`);
    // HTML beside the text part (multipart/alternative), the same links as buttons.
    expect(mail!.html).toContain('<bdi>Just above the floor</bdi>');
    expect([...mail!.html!.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'))).toEqual(mail!.links);
  });

  it('sends nothing twice: another round, and two workers at once, find nothing due', async () => {
    const before = (await allMail()).length;
    expect(await workerOn().runOnce()).toEqual({ planned: 0, sent: 0 });
    const results = await Promise.all([workerOn().runOnce(), workerOn().runOnce()]);
    expect(results).toEqual([
      { planned: 0, sent: 0 },
      { planned: 0, sent: 0 },
    ]);
    expect((await allMail()).length).toBe(before);
  });

  it('two workers (as two server processes would) share the next step: every learner gets it exactly once', async () => {
    const later = new Date(Date.now() + 1.5 * DAY); // the day-3 checks fall due
    const [a, b] = await Promise.all([workerOn().runOnce(later), workerOn().runOnce(later)]);
    expect(a!.sent + b!.sent).toBe(14);
    const mail = await allMail();
    const byWorkflow = new Map<string, number>();
    for (const m of mail) {
      const id = paramsOf(m.links[0]!).workflowId;
      byWorkflow.set(id, (byWorkflow.get(id) ?? 0) + 1);
    }
    expect([...byWorkflow.values()].every((n) => n === 1)).toBe(true);
    expect(byWorkflow.size).toBe(28);
    const [newest] = await mailTo('kc-ann');
    expect(newest!.text).toContain('Who may drive a forklift?');
    expect(newest!.links.map((l) => paramsOf(l).answer.split('.')[0])).toEqual(['trained', 'anyone']);
  });

  it('survives a process that died after claiming a send: once its lease ends, another sends it, once', async () => {
    const soon = new Date(Date.now() + 5.5 * DAY); // the day-7 checks
    // A process claims them and dies before sending: the claim is all that is left.
    const claimed = await demo.db.query<{ id: string }>(
      `UPDATE reinforcement_workflows SET send_locked_until = now() + interval '1 hour', send_attempts = 1 WHERE step = 2 RETURNING id`,
    );
    expect(claimed).toHaveLength(14);
    expect(await workerOn().runOnce(soon)).toEqual({ planned: 0, sent: 0 });
    await demo.db.query(`UPDATE reinforcement_workflows SET send_locked_until = now() - interval '1 second' WHERE step = 2`);
    expect(await workerOn().runOnce(soon)).toEqual({ planned: 0, sent: 14 });
    expect(await workerOn().runOnce(soon)).toEqual({ planned: 0, sent: 0 });
  });

  it('keeps a check when the SMTP server is away and tries it again later', async () => {
    const later = new Date(Date.now() + 12.5 * DAY); // the day-14 checks
    const before = (await allMail()).length;
    expect(await workerOn('smtp://127.0.0.1:1').runOnce(later)).toEqual({ planned: 0, sent: 0 });
    const [row] = await demo.db.query<{ sent: number; waiting: number }>(
      'SELECT count(*) FILTER (WHERE sent_at IS NOT NULL)::int AS sent, count(*) FILTER (WHERE send_locked_until > now())::int AS waiting FROM reinforcement_workflows WHERE step = 3',
    );
    expect(row).toEqual({ sent: 0, waiting: 14 });
    expect((await allMail()).length).toBe(before);
  });

  // A round claims several checks under one lease; behind a slow mail server it could run out,
  // another process claim one of them, and both send it.
  it('leaves a check to the process that took it over when the lease ran out before its mail went', async () => {
    const later = new Date(Date.now() + 12.5 * DAY);
    await demo.db.query(`UPDATE reinforcement_workflows SET send_locked_until = now() - interval '1 second' WHERE step = 3`);
    const [first] = await claimDueChecks(demo.db, later, 120, 1); // process A, its mail server slow
    await demo.db.query(`UPDATE reinforcement_workflows SET send_locked_until = now() - interval '1 second' WHERE id = $1`, [first!.id]);
    const taken = (await claimDueChecks(demo.db, later, 120, 100)).find((c) => c.id === first!.id); // process B
    expect(taken?.attempt).toBe(first!.attempt + 1);
    expect(await renewSendLease(demo.db, first!, 120)).toBe(false);
    expect(await renewSendLease(demo.db, taken!, 120)).toBe(true);
  });
});

describe('GET users/me/reinforcement-learning-workflows/{id} (doc 2 §3, §7)', () => {
  it('answers the learner\'s sent check without its answer yet, and "Workflow not found" to anyone else', async () => {
    const { workflowId } = paramsOf((await mailTo('kc-ann')).at(-1)!.links[0]!);
    const own = await getCheck('kc-ann', workflowId);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({
      id: workflowId,
      question: 'How high should a load be carried?',
      answer: null,
      answerText: null,
      normalizedScore: null,
      feedback: null,
    });
    const other = await getCheck('kc-bob', workflowId);
    expect(other.statusCode).toBe(404);
    expect(other.json().errors.general).toEqual(['Workflow not found']);
    expect(other.body).not.toContain('load');
    expect((await getCheck('kc-ann', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await getCheck('kc-ann', 'not-an-id')).statusCode).toBe(400);
    expect((await demo.app.inject({ method: 'GET', url: KNOWLEDGE_PATHS.reinforcementWorkflow(workflowId) })).statusCode).toBe(401);
  });

  it('does not show a check that was not sent yet', async () => {
    const [unsent] = await demo.db.query<{ id: string }>(
      "SELECT rw.id FROM reinforcement_workflows rw JOIN users u ON u.id = rw.user_id WHERE u.email = 'kc-ann@test.test' AND rw.sent_at IS NULL LIMIT 1",
    );
    expect((await getCheck('kc-ann', unsent!.id)).statusCode).toBe(404);
  });
});

describe('POST users/me/reinforcement-learning-workflows/{id}/answer (doc 2 §4, §7)', () => {
  it('records the answer of a signed link and answers the feedback; the first answer stays', async () => {
    const [right, wrong] = (await mailTo('kc-ann')).at(-1)!.links.map(paramsOf);
    const first = await answer('kc-ann', right!.workflowId, right!.answer);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      answer: 'a',
      answerText: 'Just above the floor',
      normalizedScore: 1,
      feedback: 'Low loads keep the truck stable.',
    });
    const again = await answer('kc-ann', wrong!.workflowId, wrong!.answer);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ answer: 'a', normalizedScore: 1 });
    expect((await getCheck('kc-ann', right!.workflowId)).json()).toMatchObject({ answer: 'a', answerText: 'Just above the floor' });
    // A correct answer asks for no retry.
    expect(await demo.db.query('SELECT id FROM reinforcement_workflows WHERE retry_of = $1', [right!.workflowId])).toEqual([]);
  });

  it("refuses a forged link with a 400 and another learner's check with a 404, changing nothing", async () => {
    const [right, wrong] = (await mailTo('kc-bob')).at(-1)!.links.map(paramsOf);
    const signature = right!.answer.split('.')[1]!;
    const cases: [string, string, unknown, number][] = [
      ["the right answer's key with the wrong answer's signature", 'kc-bob', `a.${wrong!.answer.split('.')[1]}`, 400],
      ["another key under the right answer's signature", 'kc-bob', `b.${signature}`, 400],
      ['a made-up signature', 'kc-bob', 'a.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 400],
      ['no signature', 'kc-bob', 'a', 400],
      ['not a string', 'kc-bob', 1, 400],
      ["Ann with Bob's link", 'kc-ann', right!.answer, 404],
    ];
    for (const [why, user, signed, status] of cases) {
      const res = await answer(user, right!.workflowId, signed);
      expect(res.statusCode, why).toBe(status);
      expect(res.json().status, why).toBe(status);
    }
    const link = await answer('kc-bob', right!.workflowId, 'b.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(link.json().errors.answer).toEqual(['This answer link is not valid.']);
    expect(await rowsOf(right!.workflowId)).toMatchObject([{ answer: null, answered_at: null }]);
    // A check of Bob's signed for another of his checks does not answer this one.
    const [older] = (await mailTo('kc-bob')).map((m) => paramsOf(m.links[0]!)).filter((p) => p.workflowId !== right!.workflowId);
    expect((await answer('kc-bob', right!.workflowId, older!.answer)).statusCode).toBe(400);
    expect(await rowsOf(right!.workflowId)).toMatchObject([{ answer: null }]);
  });

  it('asks a question answered incorrectly again a day later', async () => {
    const [, wrong] = (await mailTo('kc-bob')).at(-1)!.links.map(paramsOf);
    const res = await answer('kc-bob', wrong!.workflowId, wrong!.answer);
    expect(res.json()).toMatchObject({
      answer: 'b',
      answerText: 'At eye level',
      normalizedScore: 0,
      feedback: 'A high load tips the truck over.',
    });
    const [retry] = await demo.db.query<{ due_at: Date; retry: number }>(
      'SELECT due_at, retry FROM reinforcement_workflows WHERE retry_of = $1',
      [wrong!.workflowId],
    );
    expect(retry!.retry).toBe(1);
    expect(new Date(retry!.due_at).getTime() - Date.now()).toBeGreaterThan(0.9 * DAY);
    expect(new Date(retry!.due_at).getTime() - Date.now()).toBeLessThan(1.1 * DAY);
  });
});

describe('GET users/me/objective-workflow-aggregates/{id}/knowledge-model (doc 2 §7)', () => {
  const aggregateOf = async (user: string, course: string) =>
    (
      await demo.db.query<{ id: string }>(
        'SELECT a.id FROM objective_workflow_aggregates a JOIN users u ON u.id = a.user_id JOIN objectives o ON o.id = a.objective_id WHERE u.email = $1 AND o.external_id = $2',
        [`${user}@test.test`, course],
      )
    )[0]!.id;
  const modelOf = async (user: string, aggregateId: string) =>
    demo.app.inject({ method: 'GET', url: KNOWLEDGE_PATHS.knowledgeModel(aggregateId), headers: await as(user) });

  it("answers the model of the learner's course, as the check names its aggregate", async () => {
    const aggregateId = await aggregateOf('kc-ann', 'kc-course');
    const res = await modelOf('kc-ann', aggregateId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ knowledgeModelId: expect.any(String) });
    const { workflowId } = paramsOf((await mailTo('kc-ann')).at(-1)!.links[0]!);
    expect((await getCheck('kc-ann', workflowId)).json().aggregateId).toBe(aggregateId);
  });

  it('is "Module not found" for a course without a model, another learner\'s aggregate or an archived course', async () => {
    const plain = await modelOf('kc-ann', await aggregateOf('kc-ann', 'kc-plain'));
    expect(plain.statusCode).toBe(404);
    expect(plain.json().errors.general).toEqual(['Module not found']);
    expect((await modelOf('kc-bob', await aggregateOf('kc-ann', 'kc-course'))).statusCode).toBe(404);
    expect((await modelOf('kc-bob', 'nope')).statusCode).toBe(400);
    await demo.db.query("UPDATE activities SET state = 4 WHERE external_id = 'kc-course.text'");
    expect((await modelOf('kc-ann', await aggregateOf('kc-ann', 'kc-course'))).statusCode).toBe(404);
    await demo.db.query("UPDATE activities SET state = 2 WHERE external_id = 'kc-course.text'");
  });
});
