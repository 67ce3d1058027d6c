import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_PATHS,
  WORKFLOW_PATHS,
  type ActivityContentView,
  type ActivityTreeNode,
  type ActivityTreeView,
  expandActivityTree,
} from '@lp/contract';
import { flattenTree } from '@lp/domain';
import type { Db } from '../../db/client.ts';
import { importDemo, sessionHeaders } from '../../../test/demo.ts';
import { importWithFiles } from '../../../test/import-with-files.ts';
import { setupTestApp } from '../../../test/setup-test-app.ts';

const attack =
  '<p onclick="steal()">Hello <img src="x" onerror="steal()"><a href="javascript:steal()">link</a></p><style>body{display:none}</style><script>steal()</script><iframe src="https://evil.test"></iframe>';

/** The demo plus a course whose texts carry an attack, with a locked, a draft and a discussion activity. */
async function importDemoWithSecurityCourse(db: Db) {
  await importDemo(db);
  await importWithFiles(
    db,
    { 'notes.txt': 'private notes for enrolled learners only' },
    {
      courses: [
        {
          externalId: 'sec-test',
          name: 'Security test course',
          code: 'SEC-TEST',
          about: attack,
          activities: [
            {
              externalId: 'sec-test.root',
              type: 'composite',
              name: 'Root',
              parts: [
                { activity: 'sec-test.open' },
                { activity: 'sec-test.later', startFrom: '+2d' },
                { activity: 'sec-test.draft' },
                { activity: 'sec-test.talk' },
              ],
            },
            {
              externalId: 'sec-test.open',
              type: 'text',
              name: 'Open lesson',
              html: attack,
              attachments: [{ file: 'notes.txt', name: 'Open notes.txt' }],
            },
            {
              externalId: 'sec-test.later',
              type: 'text',
              name: 'Later lesson',
              html: '<p>secret of the future</p>',
              attachments: [{ file: 'notes.txt', name: 'Later notes.txt' }],
            },
            { externalId: 'sec-test.draft', type: 'text', name: 'Draft lesson', state: 'draft', html: '<p>unfinished draft text</p>' },
            { externalId: 'sec-test.talk', type: 'discussion', name: 'Talk', html: '<p>Say hello</p>' },
          ],
        },
      ],
      enrolments: [{ externalId: 'sec-test.learner', user: 'user-learner', course: 'sec-test', isMandatory: true }],
    },
  );
}

const demo = setupTestApp({ load: importDemoWithSecurityCourse, sessions: ['learner', 'learner2'] });
let run: string;
let tree: ActivityTreeView;

beforeAll(async () => {
  const [agg] = await demo.db.query<{ id: string }>(
    `SELECT a.id FROM objective_workflow_aggregates a JOIN objectives o ON o.id = a.objective_id JOIN users u ON u.id = a.user_id WHERE o.code = 'SEC-TEST' AND u.email = 'learner@demo.test'`,
  );
  run = randomUUID();
  const started = await demo.app.inject({
    method: 'POST',
    url: WORKFLOW_PATHS.startObjectiveWorkflows,
    headers: { ...demo.learner, prefer: 'respond-sync' },
    payload: { objectiveWorkflowAggregateId: agg!.id, id: run },
  });
  expect(started.statusCode).toBe(200);
  tree = expandActivityTree((await demo.app.inject({ url: WORKFLOW_PATHS.tree(run), headers: demo.learner })).json());
});

const node = (name: string) => flattenTree<ActivityTreeNode>(tree.children).find((n) => n.node.childActivity.name === name)!.node;
const activity = async (partId: string, headers = demo.learner) =>
  (await demo.app.inject({ url: CONTENT_PATHS.activity(run, partId), headers })).json<ActivityContentView>();

describe('what the tree and the activity calls send', () => {
  it('sends the tree to its learner only', async () => {
    expect(tree.children.map((n) => n.childActivity.name)).toEqual(['Open lesson', 'Later lesson', 'Draft lesson', 'Talk']);
    expect((await demo.app.inject({ url: WORKFLOW_PATHS.tree(run), headers: demo.learner2 })).statusCode).toBe(404);
    expect((await demo.app.inject({ url: CONTENT_PATHS.activity(run, node('Open lesson').id), headers: demo.learner2 })).statusCode).toBe(
      404,
    );
  });

  it('answers the spec’s full tree by default and the compact view only when asked, which expands to the same tree', async () => {
    const full = (await demo.app.inject({ url: WORKFLOW_PATHS.tree(run), headers: demo.learner })).json<ActivityTreeView>();
    for (const { node } of flattenTree<ActivityTreeNode>(full.children)) {
      expect(node.axis.split('/').at(-1)).toBe(node.id);
      expect(node.activityPathId).toBe(node.id);
      expect(Object.keys(node.activityConstraint)).toEqual(expect.arrayContaining(['reviewPolicy', 'resultsDisclosurePolicy', 'due']));
      expect(node.childActivity).toHaveProperty('maxScore');
      expect(node.childActivity).toHaveProperty('children');
    }
    const compact = await demo.app.inject({ url: `${WORKFLOW_PATHS.tree(run)}?view=compact`, headers: demo.learner });
    expect(compact.body.length).toBeLessThan(JSON.stringify(full).length);
    expect(compact.body).not.toContain('"axis"');
    expect(compact.body).not.toContain('"order"'); // the lessons' orders follow each other
    expect(expandActivityTree(compact.json())).toEqual(full);
    const bad = await demo.app.inject({ url: `${WORKFLOW_PATHS.tree(run)}?view=tiny`, headers: demo.learner });
    expect(bad.statusCode).toBe(400);
  });

  it('withholds a locked activity’s content and says when it opens', async () => {
    const later = await activity(node('Later lesson').id);
    expect(later.content).toBeNull();
    expect(later.lockedReason).toBe('beforeStartFrom');
    expect(later.opensAt).toBeTruthy();
    const raw = (await demo.app.inject({ url: CONTENT_PATHS.activity(run, node('Later lesson').id), headers: demo.learner })).body;
    expect(raw).not.toContain('secret of the future');
  });

  it('withholds a draft’s content', async () => {
    const draft = await activity(node('Draft lesson').id);
    expect(draft.content).toBeNull();
    expect(draft.lockedReason).toBe('comingSoon');
    expect(node('Draft lesson').contentAvailable).toBe(false);
  });

  it('removes scripts, styles, handlers and javascript: links from every rich text it serves', async () => {
    const open = await activity(node('Open lesson').id);
    for (const html of [
      open.content!.html!,
      (await demo.app.inject({ url: `/api/lms/v1/users/me/objectives/${tree.objectiveId}`, headers: demo.learner })).json().objective.about,
    ]) {
      expect(html).toContain('Hello');
      expect(html).not.toMatch(/<script|<style|onclick|onerror|javascript:|<iframe/i);
    }
    expect(open.content!.scriptedUrl).toBeUndefined();
    const page = await demo.app.inject({ url: CONTENT_PATHS.scriptedContent(run, node('Open lesson').id), headers: demo.learner });
    expect(page.statusCode).toBe(404);
  });

  it('hands the script copy out only with the media-block-scripts flag, for a sandboxed frame', async () => {
    await demo.db.query(`UPDATE tenants SET feature_flags = feature_flags || '{"mediaBlockScripts": true}'::jsonb`);
    demo.app.invalidateTenants();
    const open = await activity(node('Open lesson').id);
    expect(open.content!.scriptedUrl).toBe(CONTENT_PATHS.scriptedContent(run, node('Open lesson').id));
    expect(open.content!.html).not.toContain('<script');
    const page = await demo.app.inject({ url: open.content!.scriptedUrl!, headers: demo.learner });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<script>');
    expect(page.body).not.toContain('<style');
    // Its own policy sandboxes it: an opaque origin, whatever frame or tab it is opened in.
    expect(page.headers['content-security-policy']).toMatch(/^sandbox allow-scripts;/);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    // Another learner, or a locked activity, gets nothing.
    expect((await demo.app.inject({ url: open.content!.scriptedUrl!, headers: demo.learner2 })).statusCode).toBe(404);
    expect(
      (await demo.app.inject({ url: CONTENT_PATHS.scriptedContent(run, node('Later lesson').id), headers: demo.learner })).statusCode,
    ).toBe(404);
    await demo.db.query(`UPDATE tenants SET feature_flags = feature_flags - 'mediaBlockScripts'`);
    demo.app.invalidateTenants();
  });
});

describe('attachment bytes', () => {
  it('serves an open activity’s attachment with its size to HEAD and in ranges', async () => {
    const file = (await activity(node('Open lesson').id)).content!.attachments![0]!;
    const head = await demo.app.inject({ method: 'HEAD', url: file.url, headers: demo.learner });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(file.size));
    const part = await demo.app.inject({ url: file.url, headers: { ...demo.learner, range: 'bytes=0-6' } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('private');
    expect(part.headers['content-range']).toBe(`bytes 0-6/${file.size}`);
    expect((await demo.app.inject({ url: file.url, headers: { ...demo.learner, range: 'bytes=9999-' } })).statusCode).toBe(416);
  });

  it('refuses the bytes of a locked activity’s attachment, other learners and anonymous callers', async () => {
    const open = (await activity(node('Open lesson').id)).content!.attachments![0]!;
    const [locked] = await demo.db.query<{ id: string }>(`SELECT f.id FROM files f WHERE f.name = 'Later notes.txt'`);
    const url = `/api/lms-storage/v1/files/${locked!.id}`;
    expect((await demo.app.inject({ url, headers: demo.learner })).statusCode).toBe(403);
    expect((await demo.app.inject({ url, headers: { ...demo.learner, range: 'bytes=0-3' } })).statusCode).toBe(403);
    expect((await demo.app.inject({ url: open.url, headers: demo.learner2 })).statusCode).toBe(403);
    expect((await demo.app.inject({ url: open.url })).statusCode).toBe(401);
  });
});

describe('an uploaded video’s bytes (the demo’s SAF-101 clip)', () => {
  it('streams to its learner in ranges and to nobody who has not opened the course', async () => {
    const [agg] = await demo.db.query<{ id: string }>(
      `SELECT a.id FROM objective_workflow_aggregates a JOIN objectives o ON o.id = a.objective_id JOIN users u ON u.id = a.user_id WHERE o.code = 'SAF-101' AND u.email = 'learner@demo.test'`,
    );
    const safRun = randomUUID();
    const started = await demo.app.inject({
      method: 'POST',
      url: WORKFLOW_PATHS.startObjectiveWorkflows,
      headers: { ...demo.learner, prefer: 'respond-sync' },
      payload: { objectiveWorkflowAggregateId: agg!.id, id: safRun },
    });
    expect(started.statusCode).toBe(200);
    const safTree: ActivityTreeView = expandActivityTree(
      (await demo.app.inject({ url: WORKFLOW_PATHS.tree(safRun), headers: demo.learner })).json(),
    );
    const clip = flattenTree<ActivityTreeNode>(safTree.children).find(
      (n) => n.node.childActivity.name === 'Keep walkways clear (short clip)',
    )!.node;
    const { content } = (
      await demo.app.inject({ url: CONTENT_PATHS.activity(safRun, clip.id), headers: demo.learner })
    ).json<ActivityContentView>();
    expect(content).toMatchObject({ provider: 'file', file: { contentType: 'video/webm', name: 'keep-walkways-clear.webm' } });
    const { url, size } = content!.file!;
    const head = await demo.app.inject({ method: 'HEAD', url, headers: demo.learner });
    expect(head.headers).toMatchObject({ 'content-length': String(size), 'accept-ranges': 'bytes' });
    const part = await demo.app.inject({ url, headers: { ...demo.learner, range: 'bytes=0-3' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])); // the EBML magic of a WebM file
    expect((await demo.app.inject({ url, headers: { ...demo.learner, range: `bytes=${size - 10}-` } })).headers['content-range']).toBe(
      `bytes ${size - 10}-${size - 1}/${size}`,
    );
    // learner2 is enrolled but has no run yet; the instructor is not enrolled at all.
    for (const other of [demo.learner2, await sessionHeaders(demo.app, 'instructor')]) {
      expect((await demo.app.inject({ url, headers: { ...other, range: 'bytes=0-3' } })).statusCode).toBe(403);
    }
    expect((await demo.app.inject({ url, headers: { range: 'bytes=0-3' } })).statusCode).toBe(401);
  });
});

describe('discussions', () => {
  it('stores posts and replies, once per client id, and shows them to the course’s learners', async () => {
    const talk = node('Talk');
    const url = CONTENT_PATHS.discussionPosts(run, talk.childActivity.id);
    const id = randomUUID();
    const post = { id, body: 'Hello from the test' };
    expect((await demo.app.inject({ method: 'POST', url, headers: demo.learner, payload: post })).statusCode).toBe(201);
    expect((await demo.app.inject({ method: 'POST', url, headers: demo.learner, payload: post })).statusCode).toBe(201);
    await demo.app.inject({ method: 'POST', url, headers: demo.learner, payload: { id: randomUUID(), body: 'A reply', parentId: id } });
    const list = (await demo.app.inject({ url, headers: demo.learner })).json();
    expect(list.data.map((p: { body: string }) => p.body)).toEqual(['Hello from the test', 'A reply']);
    expect(list.data[0]).toMatchObject({ mine: true, authorName: expect.any(String) });
    expect(list.data[1].parentId).toBe(id);
    // The id of a post that is already there, with other text: refused, and the post keeps its own.
    const reused = await demo.app.inject({ method: 'POST', url, headers: demo.learner, payload: { id, body: 'Other text' } });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('conflict');
    const after = (await demo.app.inject({ url, headers: demo.learner })).json();
    expect(after.data.map((p: { body: string }) => p.body)).toEqual(['Hello from the test', 'A reply']);
  });

  it('rejects an empty post with the field message', async () => {
    const url = CONTENT_PATHS.discussionPosts(run, node('Talk').childActivity.id);
    const res = await demo.app.inject({ method: 'POST', url, headers: demo.learner, payload: { id: randomUUID(), body: '   ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.body).toEqual(['Field is required']);
  });
});

describe('activity workflows follow the same locks', () => {
  it('refuses to start a locked activity with the reason code, and starts an open one once', async () => {
    const start = (partId: string) =>
      demo.app.inject({
        method: 'POST',
        url: WORKFLOW_PATHS.startActivityWorkflows,
        headers: demo.learner,
        payload: { objectiveWorkflowId: run, activityPartIds: [partId] },
      });
    const refused = await start(node('Later lesson').id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.reason).toEqual(['beforeStartFrom']);
    // The part named twice in one request (a client's slip) is started once.
    const first = await demo.app.inject({
      method: 'POST',
      url: WORKFLOW_PATHS.startActivityWorkflows,
      headers: demo.learner,
      payload: { objectiveWorkflowId: run, activityPartIds: [node('Open lesson').id, node('Open lesson').id] },
    });
    expect(first.json().data).toHaveLength(1);
    const [{ n }] = (await demo.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM activity_workflows WHERE objective_workflow_id = $1 AND activity_part_id = $2',
      [run, node('Open lesson').id],
    )) as [{ n: number }];
    expect(n).toBe(1);
    const second = await start(node('Open lesson').id);
    expect(first.json().data[0].id).toBe(second.json().data[0].id);
    const finished = await demo.app.inject({
      method: 'POST',
      url: WORKFLOW_PATHS.finishActivityWorkflows,
      headers: demo.learner,
      payload: { objectiveWorkflowId: run, activityWorkflowIds: [first.json().data[0].id] },
    });
    expect(finished.statusCode).toBe(200);
    expect(finished.json().progress).toBeCloseTo(1 / 3);
  });
});
