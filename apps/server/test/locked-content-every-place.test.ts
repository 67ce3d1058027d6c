import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_PATHS, WORKFLOW_PATHS } from '@lp/contract';
import { CALENDAR_PATHS } from '@lp/contract/calendar';
import { LtiPaths } from '@lp/contract/lti';
import { TUTOR_PATHS } from '@lp/contract/tutor';
import { loadConfig } from '../src/config.ts';
import { AnswerLinks, KnowledgeCheckWorker } from '../src/modules/knowledge-checks/index.ts';
import { spawnSmtpPeer, type SpawnedSmtpPeer } from '../../../peers/smtp/src/spawn.ts';
import { TEST_PUBLIC_URL } from './app.ts';
import { importDemo } from './demo.ts';
import { importWithFiles } from './import-with-files.ts';
import { ASKED, KINDS, LEAK, lockedContentImport, SHOWN } from './locked-content-fixture.ts';
import { idsBySegment, walkRoutes, WALK_TIMEOUT_MS, type Answer, type RunIds } from './route-walk.ts';
import { setupTestApp } from './setup-test-app.ts';

/**
 * Decisions 0007 and 0056: a locked activity's content leaves by no way out — no call of
 * the route catalog (activity calls, the run tree, files, the calendar's one-event files,
 * the dashboard, the lists and their search…), nor the calendar's events call and feed,
 * a tool launch, the tutor's citations or the knowledge checks' e-mails. The fixture has a
 * locked activity of every kind for every lock there is, each content field marked.
 */
const CODES = ['LK-LOCKED', 'LK-DONE'];
const demo = setupTestApp({
  load: async (db) => {
    await importDemo(db);
    const { data, files } = lockedContentImport();
    await importWithFiles(db, files, data);
  },
  sessions: ['learner'],
});

let peer: SpawnedSmtpPeer;
let mailDir: string;
beforeAll(async () => {
  mailDir = await mkdtemp(join(tmpdir(), 'lk-mail-'));
  peer = await spawnSmtpPeer({ smtpPort: 0, webPort: 0, dir: mailDir });
}, 30_000);
afterAll(async () => {
  await peer?.stop();
  await rm(mailDir, { recursive: true, force: true });
});

/** The fixture's own ids: every event's one-event file, every file its activities hold; it has no certificates. */
async function ownIds(runs: RunIds[]) {
  const activities = runs.flatMap((r) => r.activities);
  const one = async (sql: string) => (await demo.db.query<{ id: string }>(sql, [activities])).map((r) => r.id);
  const events = new Set(await one(`SELECT id FROM activities WHERE id = ANY($1::uuid[]) AND type = 'event'`));
  return {
    'calendar-events': [
      ...runs.flatMap((r) => r.activities.filter((a) => events.has(a)).map((a) => `event.${r.objective}.${a}.ics`)),
      'due.nothing.ics',
    ],
    files: await one('SELECT id FROM files WHERE activity_id = ANY($1::uuid[])'),
    'certificate-records': ['none'],
    certificates: ['none.pdf'],
  };
}

const answer = (call: string, status: number, body: string): Answer => ({ call, route: call, status, body });

async function get(url: string, headers: Record<string, string> = demo.learner): Promise<Answer> {
  const res = await demo.app.inject({ url, headers });
  return answer(`GET ${url}`, res.statusCode, res.body);
}

/** The calendar's events call over the next month and the learner's feed, as a calendar program fetches it. */
async function calendar(): Promise<Answer[]> {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const events = await get(`${CALENDAR_PATHS.events}?from=${day(-1)}&to=${day(30)}`);
  const made = await demo.app.inject({ method: 'POST', url: CALENDAR_PATHS.feed, headers: demo.learner });
  const feed = await get(new URL(made.json<{ url: string }>().url).pathname, {});
  return [events, feed];
}

/** The tutor asked the word every content field holds, in both courses. */
async function tutor(runs: RunIds[]): Promise<Answer[]> {
  return Promise.all(
    [...new Set(runs.map((r) => r.objective))].map(async (id) => {
      const res = await demo.app.inject({
        method: 'POST',
        url: TUTOR_PATHS.answers(id),
        headers: demo.learner,
        payload: { question: `What is a ${ASKED}?` },
      });
      return answer(`POST tutor ${id}`, res.statusCode, res.body);
    }),
  );
}

/** The lists' keyword search (doc 1 §7) in My courses and the catalog: how many courses a word finds. */
async function found(word: string): Promise<number[]> {
  const filter = JSON.stringify([
    ['objective.name', 'contains', word],
    'or',
    ['objective.code', 'contains', word],
    'or',
    ['objective.description', 'contains', word],
  ]);
  const answers = await Promise.all(
    [LIST_PATHS.enrolled, LIST_PATHS.catalog].map((path) => get(`${path}?filter=${encodeURIComponent(filter)}`)),
  );
  return answers.map((a) => (JSON.parse(a.body) as { data: unknown[] }).data.length);
}

/** A launch of every activity the learner has a workflow of: the locked ones are refused before anything of the tool is sent. */
async function launches(runs: RunIds[]): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (const run of runs) {
    for (const aw of run.activityWorkflows) {
      const res = await demo.app.inject({
        method: 'POST',
        url: LtiPaths.resourceLink(run.run),
        headers: demo.learner,
        payload: { activityWorkflowIds: [aw] },
      });
      answers.push(answer(`POST launch ${aw}`, res.statusCode, res.body));
    }
  }
  return answers;
}

/** The knowledge checks of the handed-in course, sent through a real SMTP server to the learner. */
async function mail(): Promise<Answer[]> {
  const smtpUrl = peer.smtpUrl;
  const config = loadConfig({ SMTP_URL: smtpUrl, MAIL_FROM: 'Portal <portal@test.test>' }).mail;
  const worker = new KnowledgeCheckWorker({
    db: demo.db,
    mail: { ...config, smtpUrl },
    publicUrl: TEST_PUBLIC_URL,
    links: new AnswerLinks(demo.db),
  });
  try {
    await worker.runOnce();
  } finally {
    await worker.stop();
  }
  const messages = (await (await fetch(`${peer.webUrl}/api/messages?to=learner@demo.test`)).json()) as unknown[];
  return messages.map((m, i) => answer(`mail ${i}`, 250, JSON.stringify(m)));
}

/** An answer's text with a calendar's folded lines (RFC 5545 §3.1) put back together, so a marker split by a fold is found. */
const unfolded = (a: Answer) => a.body.replace(/\r\n[ \t]/g, '');
const leaks = (answers: Answer[]) =>
  answers.flatMap((a) => {
    const text = unfolded(a);
    const at = text.indexOf(LEAK);
    return at < 0 ? [] : [`${a.call} → ${a.status}: …${text.slice(at - 60, at + 40)}…`];
  });
const carrying = (answers: Answer[], text: string) => answers.filter((a) => unfolded(a).includes(text)).map((a) => a.call);

describe('a locked activity’s content leaves by no way out (decisions 0007, 0056)', () => {
  it(
    'is in no answer of any call, the calendar, a launch, the tutor or an e-mail, while the open activities’ content is',
    async () => {
      const ids = await idsBySegment(demo.db, CODES, ownIds);
      const walked = [
        ...(await walkRoutes(demo.app, ids, (method) => method === 'GET', [['learner', demo.learner]])),
        // The run tree as the web asks for it (decision 0037): the walk asks for the spec's view.
        ...(await Promise.all(ids.runs.map((r) => get(`${WORKFLOW_PATHS.tree(r.run)}?view=compact`)))),
      ];
      const [events, feed] = await calendar();
      const asked = await tutor(ids.runs);
      const launched = await launches(ids.runs);
      const mailed = await mail();
      const everything = [...walked, events!, feed!, ...asked, ...launched, ...mailed];

      expect(leaks(everything)).toEqual([]);

      // The same places carry an open activity's content: the walk reaches them.
      for (const kind of KINDS) expect(carrying(walked, `${SHOWN}open${kind}`), kind).not.toEqual([]);
      expect(carrying([events!, feed!], `${SHOWN}openeventjoin`)).toHaveLength(2);
      expect(carrying([events!, feed!], `${SHOWN}openeventplace`)).toHaveLength(2);
      expect(carrying([events!, feed!], `${SHOWN}newopenjoin`)).toHaveLength(2);
      expect(carrying(asked, `${SHOWN}opentexthtml`)).toHaveLength(1);
      expect(mailed.length).toBeGreaterThan(0);
      // The search finds a course by its own words, never by a locked activity's.
      expect(await found(`${LEAK}textstartfromhtml`)).toEqual([0, 0]);
      expect((await found('Locked content'))[0]).toBe(1);
      // A locked activity's name and its dates still show (decision 0056): a locked event is on the calendar, at its time.
      expect(events!.body).toContain('Activity eventstartfrom');
      expect(feed!.body).toContain('Activity eventstartfrom');
    },
    WALK_TIMEOUT_MS * 2,
  );

  it(
    'is in no answer of the calls that change state, nor in any call after them',
    async () => {
      const ids = await idsBySegment(demo.db, CODES, ownIds);
      const changes = await walkRoutes(demo.app, ids, (method) => method !== 'GET', [['learner', demo.learner]]);
      expect(leaks(changes)).toEqual([]);
      const after = await idsBySegment(demo.db, CODES, ownIds);
      expect(
        leaks([...(await walkRoutes(demo.app, after, (method) => method === 'GET', [['learner', demo.learner]])), ...(await calendar())]),
      ).toEqual([]);
    },
    WALK_TIMEOUT_MS * 2,
  );
});
