import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ATTACHMENT_PATHS, WORKFLOW_PATHS } from '@lp/contract';
import { sessionsByName } from '../../../test/app.ts';
import { setupTestApp } from '../../../test/setup-test-app.ts';
import { importData } from '../import/index.ts';
import { attachmentEmail, attachmentFixture } from '../storage/attachment-fixture.ts';

/**
 * The team's one hand-in (issue 34 item 4, decision 0081): Ada and Ben are the Blue team,
 * Cyd the Red team. Any member replaces it naming the version read; a save since is a 409,
 * never lost silently; once handed in it is read-only; the course's instructor reads it.
 */
const P = 'hand';
const demo = setupTestApp({ load: (db) => importData(db, attachmentFixture(P)) });
const as = sessionsByName(() => demo.app, attachmentEmail);
const [ada, ben, cyd, out, teacher] = ['a', 'b', 'c', 'out', 'teacher'].map((x) => `${P}-${x}`) as [string, string, string, string, string];

const one = async <T>(sql: string, params: unknown[]) => (await demo.db.query<T>(sql, params))[0]!;
const team = (n: 1 | 2) =>
  one<{ id: string }>('SELECT id FROM group_activity_workflows WHERE external_id = $1', [`${P}-team${n}`]).then((r) => r.id);
const aggregateOf = (user: string) =>
  one<{ id: string }>('SELECT a.id FROM objective_workflow_aggregates a JOIN users u ON u.id = a.user_id WHERE u.external_id = $1', [
    user,
  ]).then((r) => r.id);
const urlOf = async (user: string, n: 1 | 2 = 1) => ATTACHMENT_PATHS.teamHandIn(await aggregateOf(user), await team(n));
const read = async (user: string, n: 1 | 2 = 1) => demo.app.inject({ url: await urlOf(user, n), headers: await as(user) });
const save = async (user: string, payload: { body: string; version: number; attachments?: string[] }) =>
  demo.app.inject({ method: 'PUT', url: await urlOf(user), headers: await as(user), payload });
const upload = async (user: string, text: string) => {
  const res = await demo.app.inject({
    method: 'POST',
    url: ATTACHMENT_PATHS.attachments,
    headers: await as(user),
    payload: { id: randomUUID(), name: 'report.txt', contentType: 'text/plain', data: Buffer.from(text).toString('base64') },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; url: string };
};

describe("a team's hand-in", () => {
  it('is empty before the first save, and only for members: another team and outsiders get 404', async () => {
    const res = await read(ada);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      teamId: await team(1),
      body: '',
      attachments: [],
      version: 0,
      savedBy: null,
      saved: null,
      readOnly: false,
    });
    // Cyd names Blue with his own aggregate; Oz is not in the course.
    const cydUrl = ATTACHMENT_PATHS.teamHandIn(await aggregateOf(cyd), await team(1));
    expect((await demo.app.inject({ url: cydUrl, headers: await as(cyd) })).statusCode).toBe(404);
    expect(
      (await demo.app.inject({ method: 'PUT', url: cydUrl, headers: await as(cyd), payload: { body: 'x', version: 0 } })).statusCode,
    ).toBe(404);
    expect((await demo.app.inject({ url: await urlOf(ada), headers: await as(out) })).statusCode).toBe(404);
    expect((await read(cyd, 2)).json().version).toBe(0);
  });

  it('one member saves text and a file; the other sees who saved it and reads the file; another team does not', async () => {
    const file = await upload(ada, 'Our findings');
    const saved = await save(ada, { body: 'Findings, v1', version: 0, attachments: [file.id] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ version: 1, body: 'Findings, v1', savedBy: { name: 'Ada Tester' }, saved: expect.any(String) });
    const seen = (await read(ben)).json();
    expect(seen).toMatchObject({ body: 'Findings, v1', version: 1, attachments: [{ id: file.id, name: 'report.txt', size: 12 }] });
    expect((await demo.app.inject({ url: file.url, headers: await as(ben) })).statusCode).toBe(200);
    expect((await demo.app.inject({ url: file.url, headers: await as(cyd) })).statusCode).toBe(404);
  });

  it('a save over a version another member replaced is a 409 naming them, and changes nothing', async () => {
    const current = (await read(ben)).json();
    const stale = await save(ben, { body: 'Ben’s older edit', version: current.version - 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors.general[0]).toMatch(/^Ada Tester saved the team's hand-in since you opened it/);
    expect((await read(ben)).json().body).toBe(current.body);
  });

  it('any member replaces it, keeping the files already on it; a retried save is stored once', async () => {
    const current = (await read(ben)).json();
    const payload = { body: 'Findings, v2 by Ben', version: current.version, attachments: [current.attachments[0].id] };
    const first = await save(ben, payload);
    expect(first.statusCode, first.body).toBe(200);
    const again = await save(ben, payload);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      version: current.version + 1,
      savedBy: { name: 'Ben Tester' },
      attachments: [{ name: 'report.txt' }],
    });
  });

  it('two members saving the same version at once: one is stored, the other told', async () => {
    const { version, attachments: files } = (await read(ada)).json();
    const attachments = files.map((f: { id: string }) => f.id);
    const answers = await Promise.all([
      save(ada, { body: 'Ada at once', version, attachments }),
      save(ben, { body: 'Ben at once', version, attachments }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json();
    expect((await read(ada)).json()).toMatchObject({ body: winner.body, version: version + 1 });
  });

  it('a file dropped from the hand-in is gone', async () => {
    const { version, attachments } = (await read(ada)).json();
    expect(attachments).toHaveLength(1);
    expect((await save(ada, { body: 'No files', version, attachments: [] })).statusCode).toBe(200);
    expect((await demo.app.inject({ url: attachments[0].url, headers: await as(ada) })).statusCode).toBe(404);
  });

  it("the course's instructor reads it; a learner and an instructor of nothing here may not", async () => {
    const url = ATTACHMENT_PATHS.instructorTeamHandIn(await team(1));
    const res = await demo.app.inject({ url, headers: await as(teacher) });
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toBe((await read(ada)).json().body);
    expect((await demo.app.inject({ url, headers: await as(ada) })).statusCode).toBe(403);
    expect(
      (await demo.app.inject({ url: ATTACHMENT_PATHS.instructorTeamHandIn(randomUUID()), headers: await as(teacher) })).statusCode,
    ).toBe(404);
  });

  it('once the team hands in its work it is read-only: saves are a 409', async () => {
    const run = await one<{ id: string }>('SELECT id FROM objective_workflows WHERE external_id = $1', [`${ada}.${P}-course.run`]);
    const part = await one<{ id: string }>(
      'SELECT p.id FROM activity_parts p JOIN activities a ON a.id = p.child_activity_id WHERE a.external_id = $1',
      [`${P}.task`],
    );
    const headers = await as(ada);
    const started = await demo.app.inject({
      method: 'POST',
      url: WORKFLOW_PATHS.startActivityWorkflows,
      headers,
      payload: { objectiveWorkflowId: run.id, activityPartIds: [part.id] },
    });
    const aw = started.json().data[0].id as string;
    const finished = await demo.app.inject({
      method: 'POST',
      url: WORKFLOW_PATHS.finishActivityWorkflows,
      headers,
      payload: { objectiveWorkflowId: run.id, activityWorkflowIds: [aw] },
    });
    expect(finished.statusCode, finished.body).toBe(200);
    const after = (await read(ben)).json();
    expect(after.readOnly).toBe(true);
    const refused = await save(ben, { body: 'Too late', version: after.version });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors.general).toEqual(["Your team's work is handed in: its hand-in can no longer be changed."]);
  });
});
