/**
 * The data of bench/scorm-commits.ts: the import (learners with a run in progress in a course
 * of one SCORM 2004 SCO, the quiz of the demo's data-protection package) and the data model
 * a learner's SCO commits, as an authoring tool's player does: the whole model each time,
 * suspend_data of a few hundred bytes that changes, the location, the score so far and the
 * interactions answered so far. SCORM 2004, not 1.2: a 1.2 score.raw under a mastery score
 * ends the lesson at once (RTE 3.4.4), where a 2004 SCO reports a raw score while incomplete.
 */
import { join } from 'node:path';
import type { FlatCmi } from '@lp/domain';
import { repoRoot } from './target.ts';

export const SCORM_PREFIX = 'bench-scorm';
/** The folder the import's `package` path is relative to. */
export const PACKAGES_DIR = join(repoRoot, 'apps/server/demo/packages/dist');
export const PACKAGE_FILE = 'scorm2004-data-protection.zip';
/** Nobody signs in with a password here (sessions are made directly): any well-formed hash will do. */
const HASH = 'scrypt$YmVuY2g=$YmVuY2g=';

export const scormLearner = (n: number) => `${SCORM_PREFIX}-learner-${n}`;
export const SCORM_ACTIVITY = `${SCORM_PREFIX}.sco`;

export function scormFixture(learners: number) {
  const course = `${SCORM_PREFIX}-course`;
  const ids = Array.from({ length: learners }, (_, n) => scormLearner(n));
  return {
    formatVersion: 1,
    tenant: { externalId: 'default' },
    users: ids.map((externalId, n) => ({
      externalId,
      email: `${externalId}@scorm.bench`,
      passwordHash: HASH,
      firstName: `Learner${n}`,
      lastName: 'Bench',
      roles: ['Learner'],
    })),
    courses: [
      {
        externalId: course,
        name: 'Data protection (bench)',
        code: 'BENCH-SCORM',
        inCatalog: false,
        activities: [
          { externalId: `${SCORM_PREFIX}.root`, type: 'composite', name: 'Data protection', parts: [{ activity: SCORM_ACTIVITY }] },
          { externalId: SCORM_ACTIVITY, type: 'scorm', package: PACKAGE_FILE, item: 'item-check' },
        ],
      },
    ],
    enrolments: ids.map((user) => ({ user, course })),
    workflows: ids.map((user) => ({
      externalId: `${user}-run`,
      user,
      course,
      state: 'inProgress',
      started: '-1d',
      activities: [
        { activity: `${SCORM_PREFIX}.root`, state: 'inProgress', started: '-1d' },
        { activity: SCORM_ACTIVITY, state: 'inProgress', started: '-1h' },
      ],
    })),
  };
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** Characters that look like a tool's compressed state, different for each learner and commit. */
function noise(learner: number, seq: number, length: number): string {
  let x = (learner * 2_654_435_761 + seq * 40_503) >>> 0;
  let out = '';
  for (let i = 0; i < length; i++) {
    x = (Math.imul(x ^ (x >>> 13), 0x5bd1e995) + i) >>> 0;
    out += ALPHABET[x & 63];
  }
  return out;
}

/** An ISO 8601 duration (SCORM 2004 timeinterval): PT1M30S. */
const duration = (seconds: number) => `PT${Math.floor(seconds / 60)}M${seconds % 60}S`;

/** Interactions a learner has answered by a commit: one more each commit, up to the quiz's length. */
const QUIZ_LENGTH = 24;

/**
 * The whole data model of commit `seq` of learner `learner`, on top of what the launch
 * answered (`launched`: the LMS's elements, which the player sends back unchanged).
 * `suspend`: the last one, at Terminate with cmi.exit = suspend.
 */
export function scormCommitCmi(learner: number, seq: number, intervalSeconds: number, launched: FlatCmi, suspend = false): FlatCmi {
  const pages = 12;
  const answered = Math.min(seq, QUIZ_LENGTH);
  let right = 0;
  const cmi: Record<string, string> = {
    ...launched,
    'cmi.location': `page-${seq % pages}`,
    'cmi.completion_status': 'incomplete',
    'cmi.progress_measure': (answered / QUIZ_LENGTH).toFixed(2),
    'cmi.session_time': duration(seq * intervalSeconds),
    'cmi.exit': suspend ? 'suspend' : '',
    // ~300–400 bytes: visited pages, answers, a bookmark and the tool's packed state.
    'cmi.suspend_data': JSON.stringify({
      v: '1'.repeat(seq % pages).padEnd(pages, '0'),
      p: seq % pages,
      n: seq,
      s: noise(learner, seq, 280),
    }),
  };
  for (let k = 0; k < answered; k++) {
    const correct = (learner + k) % 3 !== 0;
    if (correct) right += 1;
    Object.assign(cmi, {
      [`cmi.interactions.${k}.id`]: `dp-q${k + 1}`,
      [`cmi.interactions.${k}.type`]: 'choice',
      [`cmi.interactions.${k}.learner_response`]: correct ? 'b' : 'c',
      [`cmi.interactions.${k}.result`]: correct ? 'correct' : 'incorrect',
      [`cmi.interactions.${k}.timestamp`]: new Date(Date.UTC(2026, 11, 2, 9, 0, k * 37)).toISOString().slice(0, 19),
      [`cmi.interactions.${k}.latency`]: duration(10 + k),
      [`cmi.interactions.${k}.weighting`]: '1',
    });
  }
  // The raw score of the questions answered so far. No score.scaled yet: against the package's
  // passing score it would be a verdict (failed), which ends the attempt (packageResultEffect).
  Object.assign(cmi, { 'cmi.score.raw': String(right), 'cmi.score.min': '0', 'cmi.score.max': String(QUIZ_LENGTH) });
  return cmi;
}
