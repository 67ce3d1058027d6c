import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ATTACHMENT_PATHS, CONTENT_PATHS } from '@lp/contract';
import { sessionsByName } from '../../../test/app.ts';
import { setupTestApp } from '../../../test/setup-test-app.ts';
import { importData } from '../import/index.ts';
import { attachmentEmail, attachmentFixture } from './attachment-fixture.ts';
import { UPLOAD_BODY_LIMIT } from './upload-routes.ts';

/**
 * Attachments (issue 34 item 4, decision 0081): the tenant allows 1 KB of pdf, txt and png.
 * Refusals carry doc 2 §5's messages; an upload is its uploader's until it is on a post,
 * then the discussion's readers'; everyone else gets 404. Files leave locked (decision 0012).
 */
const P = 'att';
const demo = setupTestApp({ load: (db) => importData(db, attachmentFixture(P)) });
const as = sessionsByName(() => demo.app, attachmentEmail);
const [ada, ben, out] = [`${P}-a`, `${P}-b`, `${P}-out`];

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n');
const upload = async (user: string, file: { name: string; contentType?: string; bytes: Buffer }) =>
  demo.app.inject({
    method: 'POST',
    url: ATTACHMENT_PATHS.attachments,
    headers: await as(user),
    payload: { id: randomUUID(), name: file.name, contentType: file.contentType ?? '', data: file.bytes.toString('base64') },
  });
const uploaded = async (user: string, name = 'work.pdf', bytes = PDF) => {
  const res = await upload(user, { name, contentType: 'application/pdf', bytes });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; url: string; name: string; size: number };
};
const get = async (url: string, user: string, method: 'GET' | 'HEAD' = 'GET') => demo.app.inject({ method, url, headers: await as(user) });
const one = async <T>(sql: string, params: unknown[]) => (await demo.db.query<T>(sql, params))[0]!;
const talkUrl = async (user: string, course = `${P}-course`, activity = `${P}.talk`) => {
  const run = await one<{ id: string }>('SELECT id FROM objective_workflows WHERE external_id = $1', [`${user}.${course}.run`]);
  const act = await one<{ id: string }>('SELECT id FROM activities WHERE external_id = $1', [activity]);
  return CONTENT_PATHS.discussionPosts(run.id, act.id);
};
const newPost = async (user: string, attachments: string[], id = randomUUID(), body = 'My work') =>
  demo.app.inject({ method: 'POST', url: await talkUrl(user), headers: await as(user), payload: { id, body, attachments } });

describe('uploads are held to the tenant’s limits with doc 2 §5’s messages', () => {
  it('answers the limits the picker checks', async () => {
    const res = await get(ATTACHMENT_PATHS.limits, ada);
    expect(res.json()).toEqual({ maxBytes: 1024, types: ['pdf', 'txt', 'png'] });
  });

  it('stores a file within them with the type of its extension', async () => {
    const res = await upload(ada, { name: 'notes.txt', contentType: 'text/plain', bytes: Buffer.from('hello') });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'notes.txt',
      contentType: 'text/plain',
      size: 5,
      url: expect.stringMatching(/^\/api\/lms-storage\/v1\/files\//),
    });
  });

  it('refuses a file over the size: "We support attaching files not bigger than {size}"', async () => {
    const res = await upload(ada, { name: 'big.pdf', contentType: 'application/pdf', bytes: Buffer.concat([PDF, Buffer.alloc(1024)]) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.general).toEqual(['We support attaching files not bigger than 1 KB']);
    expect(res.json().errors.data).toEqual(['We support attaching files not bigger than 1 KB']);
  });

  it('refuses another type: "We support attaching only these types of files: {types}"', async () => {
    const message = 'We support attaching only these types of files: pdf, txt, png';
    const html = await upload(ada, { name: 'page.html', contentType: 'text/html', bytes: Buffer.from('<script>alert(1)</script>') });
    expect(html.statusCode).toBe(400);
    expect(html.json().errors).toMatchObject({ general: [message], name: [message] });
    // A PDF by name that the browser calls a page, and one whose bytes are a page.
    const named = await upload(ada, { name: 'a.pdf', contentType: 'text/html', bytes: PDF });
    expect(named.json().errors.general).toEqual([message]);
    const spoofed = await upload(ada, { name: 'a.pdf', contentType: 'application/pdf', bytes: Buffer.from('<html><script>x</script>') });
    expect(spoofed.statusCode).toBe(400);
    expect(spoofed.json().errors.general).toEqual([message]);
    expect(spoofed.json().errors.data).toEqual(['The content of a.pdf is not what its extension says']);
  });

  it('refuses an empty file and bytes that are not base64', async () => {
    const empty = await upload(ada, { name: 'a.txt', bytes: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.data).toEqual(['The file is empty']);
    const bad = await demo.app.inject({
      method: 'POST',
      url: ATTACHMENT_PATHS.attachments,
      headers: await as(ada),
      payload: { id: randomUUID(), name: 'a.txt', data: '%%%' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.data).toEqual(['data must be base64']);
  });

  it('stores a retried upload once, and refuses its id for another file', async () => {
    const id = randomUUID();
    const payload = { id, name: 'a.txt', contentType: 'text/plain', data: Buffer.from('one').toString('base64') };
    const send = async (user: string, body: object) =>
      demo.app.inject({ method: 'POST', url: ATTACHMENT_PATHS.attachments, headers: await as(user), payload: body });
    expect((await send(ada, payload)).statusCode).toBe(201);
    expect((await send(ada, payload)).statusCode).toBe(201);
    expect((await send(ben, payload)).statusCode).toBe(409);
    expect((await one<{ n: number }>('SELECT count(*)::int AS n FROM files WHERE id = $1', [id])).n).toBe(1);
  });
});

describe('an upload is its uploader’s until it is on a post', () => {
  it('only its uploader reads it; anyone else gets 404, as for nothing', async () => {
    const file = await uploaded(ada);
    expect((await get(file.url, ada)).statusCode).toBe(200);
    expect((await get(file.url, ben)).statusCode).toBe(404);
    expect((await get(file.url, out)).statusCode).toBe(404);
    expect((await demo.app.inject({ url: file.url })).statusCode).toBe(401);
  });

  it('is served locked: sandbox, nosniff, a download (a PDF) or inline (a PNG)', async () => {
    const file = await uploaded(ada);
    const res = await get(file.url, ada);
    expect(res.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'(;|$)/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe("attachment; filename*=UTF-8''work.pdf");
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const image = (await upload(ada, { name: 'pic.png', contentType: 'image/png', bytes: png })).json();
    expect((await get(image.url, ada)).headers['content-disposition']).toMatch(/^inline;/);
    // doc 2 §7: a HEAD of the url answers the size.
    expect((await get(file.url, ada, 'HEAD')).headers['content-length']).toBe(String(PDF.length));
  });
});

describe('discussion posts carry attachments', () => {
  it('shows a post’s files with name and size to the discussion’s readers, not to others', async () => {
    const file = await uploaded(ada, 'essay.pdf');
    const res = await newPost(ada, [file.id]);
    expect(res.statusCode, res.body).toBe(201);
    const list = (await get(await talkUrl(ben), ben)).json();
    const mine = list.data.find((p: { attachments: { id: string }[] }) => p.attachments.some((a) => a.id === file.id));
    expect(mine.attachments).toEqual([{ id: file.id, name: 'essay.pdf', contentType: 'application/pdf', size: PDF.length, url: file.url }]);
    expect((await get(file.url, ben)).statusCode).toBe(200);
    expect((await get(file.url, out)).statusCode).toBe(404);
  });

  it('takes only the author’s own uploads not already on something, at the field', async () => {
    const bens = await uploaded(ben);
    const res = await newPost(ada, [bens.id], randomUUID(), 'Taking Ben’s file');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['attachments.0']).toEqual(['No such upload of yours']);
    // Nothing was stored: the post did not go in without its file.
    const bodies = (await get(await talkUrl(ada), ada)).json().data.map((p: { body: string }) => p.body);
    expect(bodies).not.toContain('Taking Ben’s file');
    const posted = await uploaded(ada);
    expect((await newPost(ada, [posted.id])).statusCode).toBe(201);
    expect((await newPost(ada, [posted.id])).json().errors['attachments.0']).toEqual(['No such upload of yours']);
  });

  it('refuses more than five files, and one file named twice', async () => {
    const files = await Promise.all(Array.from({ length: 6 }, () => uploaded(ada)));
    const many = await newPost(
      ada,
      files.map((f) => f.id),
    );
    expect(many.statusCode).toBe(400);
    expect(many.json().errors.attachments).toEqual(['You can attach at most 5 files']);
    const twice = await newPost(ada, [files[0]!.id, files[0]!.id]);
    expect(twice.json().errors.attachments).toEqual(['A file is named twice']);
  });

  it('stores a retried post once with its files', async () => {
    const file = await uploaded(ada);
    const id = randomUUID();
    expect((await newPost(ada, [file.id], id)).statusCode).toBe(201);
    expect((await newPost(ada, [file.id], id)).statusCode).toBe(201);
    const rows = await demo.db.query('SELECT 1 FROM discussion_post_attachments WHERE post_id = $1', [id]);
    expect(rows).toHaveLength(1);
  });
});

describe('what uploads cost is bounded', () => {
  it('refuses a body over the largest any tenant allows before reading it (413)', async () => {
    const res = await demo.app.inject({
      method: 'POST',
      url: ATTACHMENT_PATHS.attachments,
      headers: { ...(await as(ada)), 'content-type': 'application/json' },
      payload: `{"id":"${randomUUID()}","name":"a.txt","data":"${'A'.repeat(UPLOAD_BODY_LIMIT)}"}`,
    });
    expect(res.statusCode).toBe(413);
  });

  it('deletes uploads named on nothing a day later, and keeps the ones on a post', async () => {
    const [abandoned, posted] = [await uploaded(ada), await uploaded(ada)];
    expect((await newPost(ada, [posted.id])).statusCode).toBe(201);
    await demo.db.query("UPDATE files SET created_at = now() - interval '2 days' WHERE id = ANY($1::uuid[])", [[abandoned.id, posted.id]]);
    await uploaded(ada);
    expect((await get(abandoned.url, ada)).statusCode).toBe(404);
    expect((await get(posted.url, ada)).statusCode).toBe(200);
  });
});
