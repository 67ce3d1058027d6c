import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_EVENTS, CHAT_LIMITS, CHAT_PATHS } from '@lp/contract';
import { signIn, WITHOUT_CALL_LIMITS } from '../../../test/app.ts';
import { importDemo } from '../../../test/demo.ts';
import { EventStreamClient } from '../../../test/event-stream-client.ts';
import { setupTestApp } from '../../../test/setup-test-app.ts';
import { importData } from '../import/index.ts';
import { chatEmail, chatFixture, chatLearner } from './chat-fixture.ts';

/**
 * The course chat (issue 14, decision 0025): paging by cursor, questions where replies are
 * open, the instructor's announcements with attachments, read state and unread counts,
 * bad input refused without a change, and the live stream resumed by Last-Event-ID.
 */
const P = 'ch';
// The file posts faster than any learner (40 questions at once, to check their order): without the call budgets.
const demo = setupTestApp({
  load: async (db) => (await importDemo(db), importData(db, chatFixture({ prefix: P, learners: 3, messages: 75 }))),
  sessions: ['learner', 'instructor'],
  config: WITHOUT_CALL_LIMITS,
});

const headers = new Map<string, Record<string, string>>();
async function as(user: string) {
  if (!headers.has(user)) {
    const { jar } = await signIn(demo.app, chatEmail(user), user);
    headers.set(user, { cookie: jar.header(), 'x-requested-with': 'XMLHttpRequest' });
  }
  return headers.get(user)!;
}
const a = chatLearner(P, 0),
  b = chatLearner(P, 1),
  other = `${P}-o0`,
  teacher = `${P}-teacher`;
const channelOf = async (course: string) =>
  (
    await demo.db.query<{ id: string }>('SELECT announcement_channel_id AS id FROM objectives WHERE external_id = $1', [`${P}-${course}`])
  )[0]!.id;
const count = async (channel: string) =>
  (await demo.db.query<{ n: number }>('SELECT count(*)::int AS n FROM announcement_messages WHERE channel_id = $1', [channel]))[0]!.n;
const get = async (url: string, user: string) => demo.app.inject({ method: 'GET', url, headers: await as(user) });
const post = async (url: string, user: string, payload: object) =>
  demo.app.inject({ method: 'POST', url, headers: await as(user), payload });

let base = '';
let channel = '';
let otherChannel = '';
beforeAll(async () => {
  base = await demo.app.listen({ port: 0, host: '127.0.0.1' });
  channel = await channelOf('course');
  otherChannel = await channelOf('other');
});

describe('messages of a channel (doc 2 §2 Notifications layer)', () => {
  it('pages backwards by cursor: newest page first, oldest message first in each, every message once', async () => {
    const seen: string[] = [];
    let before: number | null | undefined;
    let pages = 0;
    do {
      const res = await get(`${CHAT_PATHS.messages(channel)}?take=30${before ? `&before=${before}` : ''}`, a);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json();
      expect(page.channel).toMatchObject({
        id: channel,
        allowReplies: true,
        startsExpanded: true,
        name: 'Chat course: questions and announcements',
      });
      const bodies = page.data.map((m: { body: string }) => m.body);
      seen.unshift(...bodies);
      const seqs = page.data.map((m: { seq: number }) => m.seq);
      expect(seqs).toEqual([...seqs].sort((x: number, y: number) => x - y));
      before = page.before;
      pages++;
    } while (before);
    expect(pages).toBe(3);
    expect(seen).toEqual(Array.from({ length: 75 }, (_, n) => `<p>Announcement number ${n}</p>`));
  });

  it('is unread until read, by message: read up to one, then all', async () => {
    const first = (await get(CHAT_PATHS.messages(channel), b)).json();
    expect(first.unreadCount).toBe(75);
    expect(first.data.every((m: { unread: boolean; author: string }) => m.unread && m.author === 'Teacher Chat')).toBe(true);
    const middle = first.data[9].seq as number;
    expect((await post(CHAT_PATHS.read(channel), b, { upTo: middle })).statusCode).toBe(204);
    const after = (await get(CHAT_PATHS.messages(channel), b)).json();
    expect(after.lastReadSeq).toBe(middle);
    expect(after.unreadCount).toBe(20);
    // A mark never moves back, nor past the newest message.
    await post(CHAT_PATHS.read(channel), b, { upTo: 1 });
    expect((await get(CHAT_PATHS.messages(channel), b)).json().unreadCount).toBe(20);
    await post(CHAT_PATHS.read(channel), b, { upTo: 10 ** 12 });
    const counts = (await get(CHAT_PATHS.unread, b)).json();
    expect(counts.data).toEqual([
      { channelId: channel, objectiveId: expect.any(String), unreadCount: 0, lastReadSeq: after.data.at(-1).seq },
    ]);
    expect(counts.total).toBe(0);
  });

  it('counts on the course card of My courses', async () => {
    const res = await get('/api/platform/v1/objective-workflow-aggregates/query', a);
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('posting', () => {
  it('a learner asks where replies are open; others see it unread, the author does not', async () => {
    const before = (await get(CHAT_PATHS.unread, b)).json().total;
    const res = await post(CHAT_PATHS.messages(channel), a, { body: '<p>When is the <strong>deadline</strong>?</p>' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      kind: 'question',
      mine: true,
      unread: false,
      author: 'Learner0 Chat',
      body: '<p>When is the <strong>deadline</strong>?</p>',
    });
    expect((await get(CHAT_PATHS.unread, b)).json().total).toBe(before + 1);
    const mine = (await get(CHAT_PATHS.messages(channel), a)).json().data.at(-1);
    expect(mine).toMatchObject({ mine: true, unread: false });
  });

  it("a question sent again with its id is posted once, side by side too; another message's id is a 409", async () => {
    const n = await count(channel);
    const id = randomUUID();
    const ask = { id, body: '<p>Is the lab open on Friday?</p>' };
    const answers = await Promise.all([post(CHAT_PATHS.messages(channel), a, ask), post(CHAT_PATHS.messages(channel), a, ask)]);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(answers.map((r) => r.json().id)).toEqual([id, id]);
    expect((await post(CHAT_PATHS.messages(channel), a, ask)).json()).toMatchObject({ id, seq: answers[0]!.json().seq, mine: true });
    expect(await count(channel)).toBe(n + 1);
    for (const [who, payload] of [
      [a, { id, body: '<p>Other words</p>' }],
      [b, ask],
    ] as const) {
      const refused = await post(CHAT_PATHS.messages(channel), who, payload);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().code).toBe('conflict');
    }
    expect(await count(channel)).toBe(n + 1);
  });

  it('bad input is a clear 4xx and changes nothing', async () => {
    const n = await count(channel);
    const refused: [string, Promise<{ statusCode: number; body: string }>, number][] = [
      ['unknown channel', post(CHAT_PATHS.messages('00000000-0000-4000-8000-000000000000'), a, { body: 'hi' }), 404],
      ["another course's channel", post(CHAT_PATHS.messages(otherChannel), a, { body: 'hi' }), 404],
      ["read of another course's channel", post(CHAT_PATHS.read(otherChannel), a, {}), 404],
      ["messages of another course's channel", get(CHAT_PATHS.messages(otherChannel), a), 404],
      ['replies closed', post(CHAT_PATHS.messages(otherChannel), other, { body: 'hi' }), 403],
      ['oversize', post(CHAT_PATHS.messages(channel), a, { body: 'x'.repeat(CHAT_LIMITS.messageLength + 1) }), 400],
      ['empty', post(CHAT_PATHS.messages(channel), a, { body: '<p> </p>' }), 400],
      ['script', post(CHAT_PATHS.messages(channel), a, { body: '<p>hi</p><script>alert(1)</script>' }), 400],
      ['event handler', post(CHAT_PATHS.messages(channel), a, { body: '<img src=x onerror="alert(1)">' }), 400],
      ['script link', post(CHAT_PATHS.messages(channel), a, { body: '<a href="javascript:alert(1)">x</a>' }), 400],
      ['unknown field', post(CHAT_PATHS.messages(channel), a, { body: 'hi', author: 'someone' }), 400],
      [
        'only zero-width and format characters',
        post(CHAT_PATHS.messages(channel), a, { body: '<p>\u200b\u200c\u200d\u2060\ufeff</p>' }),
        400,
      ],
      // A tracking pixel: another site would learn who read the message, and when.
      [
        'an image of another site',
        post(CHAT_PATHS.messages(channel), a, { body: '<img src="https://tracker.example/px.gif" width="1" height="1">' }),
        400,
      ],
      [
        'an image of another site, entity-encoded',
        post(CHAT_PATHS.messages(channel), a, { body: '<img src="&#104;ttps://tracker.example/px.gif">' }),
        400,
      ],
      [
        'an image of another site, plain http',
        post(CHAT_PATHS.messages(channel), a, { body: '<img src=http://tracker.example/px.gif>' }),
        400,
      ],
      ['bad cursor', get(`${CHAT_PATHS.messages(channel)}?before=abc`, a), 400],
      ['page too large', get(`${CHAT_PATHS.messages(channel)}?take=1000`, a), 400],
    ];
    for (const [what, pending, status] of refused) {
      const res = await pending;
      expect(res.statusCode, `${what}: ${res.body}`).toBe(status);
      expect(JSON.parse(res.body).errors.general[0], what).toBeTruthy();
    }
    expect((await post(CHAT_PATHS.messages(channel), a, { body: '<p>hi</p><script>alert(1)</script>' })).json().errors.general[0]).toBe(
      'The message may not contain <script> elements.',
    );
    expect(await count(channel)).toBe(n);
    expect(await count(otherChannel)).toBe(1);
  });

  it('an image the message carries itself (data:) or of the portal is posted', async () => {
    const pixel = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    for (const body of [`<p>look <img src="${pixel}" alt="dot"></p>`, '<p>our logo <img src="/learn/favicon.svg" alt="logo"></p>']) {
      const res = await post(CHAT_PATHS.messages(channel), a, { body });
      expect(res.statusCode, res.body).toBe(201);
    }
    // A scheme-relative source is no source at all to the sanitiser: the image is stored without one.
    const relative = await post(CHAT_PATHS.messages(channel), a, { body: '<p>hi <img src="//tracker.example/px.gif"></p>' });
    expect(relative.json().body).not.toContain('tracker');
  });

  it('an instructor of the course posts an announcement with an attachment, which only members may read', async () => {
    const pdf = Buffer.from('%PDF-1.4 chat attachment');
    const res = await post(CHAT_PATHS.instructorMessages(channel), teacher, {
      body: '<p>Slides attached</p>',
      attachments: [{ name: 'slides.pdf', contentType: 'application/pdf', data: pdf.toString('base64') }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const message = res.json();
    expect(message).toMatchObject({
      kind: 'announcement',
      author: 'Teacher Chat',
      attachments: [{ name: 'slides.pdf', contentType: 'application/pdf', size: pdf.length }],
    });
    const url = message.attachments[0].url as string;
    const member = await get(url, b);
    expect(member.statusCode).toBe(200);
    expect(member.rawPayload.equals(pdf)).toBe(true);
    expect((await get(url, other)).statusCode).toBe(403);
    expect((await demo.app.inject({ url, headers: demo.learner })).statusCode).toBe(403);
    expect((await demo.app.inject({ url })).statusCode).toBe(401);
    const listed = (await get(CHAT_PATHS.messages(channel), b)).json().data.at(-1);
    expect(listed.attachments[0].url).toBe(url);
  });

  it('a learner, an instructor of another course and anyone for an unknown channel are refused; nothing is stored', async () => {
    const n = await count(channel);
    expect((await post(CHAT_PATHS.instructorMessages(channel), a, { body: 'hi' })).statusCode).toBe(403);
    expect(
      (
        await demo.app.inject({
          method: 'POST',
          url: CHAT_PATHS.instructorMessages(channel),
          headers: demo.instructor,
          payload: { body: 'hi' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await post(CHAT_PATHS.instructorMessages(otherChannel), teacher, { body: 'hi' })).statusCode).toBe(403);
    expect((await post(CHAT_PATHS.instructorMessages('00000000-0000-4000-8000-000000000000'), teacher, { body: 'hi' })).statusCode).toBe(
      404,
    );
    expect((await post(CHAT_PATHS.instructorMessages(channel), teacher, { body: '<script>x</script>' })).statusCode).toBe(400);
    expect(await count(channel)).toBe(n);
  });
});

describe('the live stream (server-sent events)', () => {
  const streams: EventStreamClient[] = [];
  const stream = async (user: string) => {
    const h = await as(user);
    const client = new EventStreamClient(base + CHAT_PATHS.events, { cookie: h.cookie! });
    streams.push(client);
    return client;
  };
  afterAll(() => streams.forEach((s) => s.close()));

  it('answers an event stream with the security headers, then ready with the unread counts', async () => {
    const s = await (await stream(b)).open();
    expect(s.status).toBe(200);
    expect(s.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(s.headers['cache-control']).toContain('no-store');
    expect(s.headers['x-content-type-options']).toBe('nosniff');
    expect(s.headers['content-security-policy']).toContain("default-src 'none'");
    const ready = await s.waitFor((e) => e.event === CHAT_EVENTS.ready);
    expect(JSON.parse(ready.data).unread).toEqual([expect.objectContaining({ channelId: channel })]);
    expect(Number(ready.id)).toBeGreaterThan(0);
  });

  it('refuses a caller without a session, a plain request, and a forged Last-Event-ID', async () => {
    const anonymous = await new EventStreamClient(base + CHAT_PATHS.events, {}).open();
    expect(anonymous.status).toBe(401);
    expect((await get(CHAT_PATHS.events, a)).statusCode).toBe(406);
    const forged = await (await stream(a)).open('1; DROP');
    expect(forged.status).toBe(400);
  });

  it("delivers a new message to members only, and a read to the reader's other tabs", async () => {
    const sb = await (await stream(b)).open();
    const so = await (await stream(other)).open();
    await sb.waitFor((e) => e.event === CHAT_EVENTS.ready);
    await so.waitFor((e) => e.event === CHAT_EVENTS.ready);
    const posted = (await post(CHAT_PATHS.messages(channel), a, { body: 'Live question' })).json();
    const got = await sb.waitFor((e) => e.event === CHAT_EVENTS.message);
    expect(got.id).toBe(String(posted.seq));
    expect(JSON.parse(got.data)).toMatchObject({
      id: posted.id,
      channelId: channel,
      body: 'Live question',
      mine: false,
      unread: true,
      author: 'Learner0 Chat',
    });
    await post(CHAT_PATHS.read(channel), b, {});
    const read = await sb.waitFor((e) => e.event === CHAT_EVENTS.read);
    expect(JSON.parse(read.data)).toEqual({ channelId: channel, lastReadSeq: posted.seq, unreadCount: 0 });
    expect(so.events.filter((e) => e.event !== CHAT_EVENTS.ready)).toEqual([]);
  });

  it('resumes after a drop with Last-Event-ID: what was missed once, in order, then live again', async () => {
    const s = await (await stream(b)).open();
    const ready = await s.waitFor((e) => e.event === CHAT_EVENTS.ready);
    await post(CHAT_PATHS.instructorMessages(channel), teacher, { body: 'Before the drop' });
    await s.waitFor((e) => e.event === CHAT_EVENTS.message && JSON.parse(e.data).body === 'Before the drop');
    expect(Number(s.lastEventId)).toBeGreaterThan(Number(ready.id));
    s.close();
    const missed = [];
    for (const n of [1, 2, 3])
      missed.push((await post(CHAT_PATHS.instructorMessages(channel), teacher, { body: `Missed ${n}` })).json().seq as number);
    await post(CHAT_PATHS.messages(otherChannel), other, { body: 'not mine' }); // another course: never sent to b
    const from = s.events.length;
    await s.open();
    await s.waitFor((e) => e.event === CHAT_EVENTS.ready, 10_000, from);
    const live = (await post(CHAT_PATHS.instructorMessages(channel), teacher, { body: 'After' })).json().seq as number;
    await s.waitFor((e) => e.event === CHAT_EVENTS.message && e.id === String(live), 10_000, from);
    const after = s.events.slice(from).filter((e) => e.event === CHAT_EVENTS.message);
    expect(after.map((e) => Number(e.id))).toEqual([...missed, live]);
    expect(after.map((e) => JSON.parse(e.data).body)).toEqual(['Missed 1', 'Missed 2', 'Missed 3', 'After']);
    // Resuming from the last id again sends nothing twice.
    const again = s.events.length;
    s.close();
    await s.open();
    await s.waitFor((e) => e.event === CHAT_EVENTS.ready, 10_000, again);
    expect(s.events.slice(again).filter((e) => e.event === CHAT_EVENTS.message)).toEqual([]);
  });

  it('posting many messages at once reaches the stream in seq order, each once', async () => {
    const s = await (await stream(b)).open();
    await s.waitFor((e) => e.event === CHAT_EVENTS.ready);
    const seqs = (
      await Promise.all(Array.from({ length: 40 }, (_, n) => post(CHAT_PATHS.messages(channel), a, { body: `burst ${n}` })))
    ).map((r) => r.json().seq as number);
    const last = Math.max(...seqs);
    await s.waitFor((e) => e.id === String(last));
    const ids = s.events.filter((e) => e.event === CHAT_EVENTS.message).map((e) => Number(e.id));
    expect(ids).toEqual([...seqs].sort((x, y) => x - y));
  });
});
