import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '../src/db/client.ts';
import { insertContentPackage } from '../src/data/content-packages.ts';
import { importData } from '../src/modules/import/index.ts';

export const CMI5_PASSWORD = 'cmi5-test-password-1';
export const COURSE_IRI = 'https://publisher.example/courses/safety';
export const AU_IRI = 'https://publisher.example/courses/safety/au/quiz';
export const AU2_IRI = 'https://publisher.example/courses/safety/au/welcome';
export const MASTERY = 0.8;

/**
 * A tenant with a course of two cmi5 AUs of one package — a judged quiz (moveOn
 * CompletedAndPassed, masteryScore 0.8) and a welcome page (NotApplicable) — and two
 * learners with a run in progress. Until the package import lands, the AUs are imported as
 * text activities and turned into cmi5 ones here, as the import will write them (issue 34).
 */
export function cmi5File(prefix: string) {
  const run = (user: string) => ({
    externalId: `${prefix}-${user}-run`,
    user: `${prefix}-${user}`,
    course: `${prefix}-c1`,
    state: 'inProgress',
    started: '-1d',
    activities: [
      { activity: `${prefix}-root`, state: 'inProgress', started: '-1d' },
      { activity: `${prefix}-quiz`, state: 'inProgress', started: '-1h' },
      { activity: `${prefix}-welcome`, state: 'inProgress', started: '-1h' },
    ],
  });
  const user = (name: string) => ({
    externalId: `${prefix}-${name}`,
    email: `${name}@${prefix}.test`,
    firstName: name,
    lastName: 'Learner',
    password: CMI5_PASSWORD,
  });
  return {
    tenant: { externalId: prefix, name: 'cmi5 Academy' },
    users: [user('ann'), user('cy')],
    courses: [
      {
        externalId: `${prefix}-c1`,
        name: 'Safety course',
        code: 'CMI5-1',
        activities: [
          {
            externalId: `${prefix}-root`,
            type: 'composite',
            name: 'Safety course',
            parts: [{ activity: `${prefix}-welcome` }, { activity: `${prefix}-quiz` }],
          },
          { externalId: `${prefix}-welcome`, type: 'text', name: 'Welcome', html: '<p>AU</p>' },
          { externalId: `${prefix}-quiz`, type: 'text', name: 'Safety quiz', html: '<p>AU</p>', maxScore: 10 },
        ],
      },
    ],
    enrolments: [
      { user: `${prefix}-ann`, course: `${prefix}-c1` },
      { user: `${prefix}-cy`, course: `${prefix}-c1` },
    ],
    workflows: [run('ann'), run('cy')],
  };
}

export interface Cmi5Fixture {
  packageId: string;
  /** Per learner: the run and the activity workflows of the quiz and the welcome AU. */
  runs: Record<'ann' | 'cy', { ow: string; quiz: string; welcome: string }>;
  quizActivityId: string;
}

/** Imports the file, stores the package (one page whose script is given) and makes the two AUs cmi5 activities. */
export async function setUpCmi5Course(
  db: Db,
  prefix: string,
  files: { path: string; contentType: string; text: string }[],
): Promise<Cmi5Fixture> {
  await importData(db, cmi5File(prefix));
  const [tenant] = await db.query<{ id: string }>('SELECT id FROM tenants WHERE external_id = $1', [prefix]);
  const bytes = files.map((f) => ({ path: f.path, contentType: f.contentType, bytes: Buffer.from(f.text) }));
  const digest = createHash('sha256')
    .update(prefix)
    .update(Buffer.concat(bytes.map((f) => f.bytes)))
    .digest('hex');
  const packageId = await insertContentPackage(db, {
    id: randomUUID(),
    tenantId: tenant!.id,
    kind: 'cmi5',
    manifest: {},
    digest,
    files: bytes,
  });
  const content = (auId: string, extra: Record<string, unknown>) =>
    JSON.stringify({ packageId, courseId: COURSE_IRI, auId, launch: 'index.html?lang=en', launchMethod: 'AnyWindow', ...extra });
  await db.query(`UPDATE activities SET type = 'cmi5', file_type = 'Package', content = $2 WHERE external_id = $1 AND tenant_id = $3`, [
    `${prefix}-quiz`,
    content(AU_IRI, { moveOn: 'CompletedAndPassed', masteryScore: MASTERY, launchParameters: 'level=2' }),
    tenant!.id,
  ]);
  await db.query(`UPDATE activities SET type = 'cmi5', file_type = 'Package', content = $2 WHERE external_id = $1 AND tenant_id = $3`, [
    `${prefix}-welcome`,
    content(AU2_IRI, { moveOn: 'NotApplicable', launchMethod: 'OwnWindow' }),
    tenant!.id,
  ]);
  const rows = await db.query<{ ow: string; aw: string; external_id: string; email: string; activity_id: string }>(
    `SELECT w.id AS ow, aw.id AS aw, a.external_id, u.email, a.id AS activity_id FROM activity_workflows aw
       JOIN objective_workflows w ON w.id = aw.objective_workflow_id JOIN users u ON u.id = w.user_id JOIN activities a ON a.id = aw.activity_id
      WHERE a.tenant_id = $1`,
    [tenant!.id],
  );
  const runs = { ann: { ow: '', quiz: '', welcome: '' }, cy: { ow: '', quiz: '', welcome: '' } };
  let quizActivityId = '';
  for (const r of rows) {
    const who = r.email.startsWith('ann') ? runs.ann : runs.cy;
    who.ow = r.ow;
    if (r.external_id === `${prefix}-quiz`) {
      who.quiz = r.aw;
      quizActivityId = r.activity_id;
    }
    if (r.external_id === `${prefix}-welcome`) who.welcome = r.aw;
  }
  return { packageId, runs, quizActivityId };
}
