import type { ImportFileInput } from '../../src/modules/import/schema/index.ts';
import { activityId as a } from './kit.ts';

type Enrolment = NonNullable<ImportFileInput['enrolments']>[number];
type Workflow = NonNullable<ImportFileInput['workflows']>[number];
type ActivityRun = NonNullable<Workflow['activities']>[number];
type Result = NonNullable<ImportFileInput['objectiveRecords']>[number];
type Certificate = NonNullable<ImportFileInput['certificateRecords']>[number];

const LEARNER = 'user-learner';
const LEARNER2 = 'user-learner2';

const enrol = (user: string, course: string, o: Partial<Enrolment> = {}): Enrolment => ({ user, course, term: 'term-autumn', ...o });
const run = (user: string, course: string, n: number, state: Workflow['state'], started: string, o: Partial<Workflow> = {}): Workflow => ({
  externalId: `${course}.${user}.run${n}`,
  user,
  course,
  state,
  started,
  ...o,
});
const done = (course: string, item: string, started: string, finished = started, o: Partial<ActivityRun> = {}): ActivityRun => ({
  activity: a(course, item),
  state: 'finished',
  progress: 1,
  started,
  finished,
  ...o,
});
const open = (course: string, item: string, started: string, progress = 0.5): ActivityRun => ({
  activity: a(course, item),
  state: 'inProgress',
  progress,
  started,
});
const result = (user: string, course: string, n: number, o: Partial<Result> = {}): Result => ({
  externalId: `${course}.${user}.result${n}`,
  user,
  course,
  workflow: `${course}.${user}.run${n}`,
  ...o,
});

/**
 * What the demo learner sees: one course per state of the specs (the table in
 * docs/import.md lists them). Dates are relative, so "overdue" stays overdue.
 */
export const enrolments: Enrolment[] = [
  // Can be started for five more weeks: the calendar's last day to start a course (issue 15).
  // Its "Course rules" card (issue 33) also shows a reveal date and a retake window; its
  // safety check carries the grace period.
  enrol(LEARNER, 'saf-101', {
    isMandatory: true,
    dueDate: '+14d',
    availabilityEndDate: '+35d',
    retake: true,
    retakeWindow: 2,
    retakeWindowUnit: 'Weeks',
    gradeRevealPolicy: 'AfterDate',
    gradeRevealDate: '+42d',
  }),
  enrol(LEARNER, 'prv-101', { isMandatory: true, dueDate: '+10d' }),
  // Submitted, waiting for its grade: results on a set date, a retake two weeks after the grade (issue 33 "what happens next").
  enrol(LEARNER, 'wrt-201', {
    isSelfEnrolled: true,
    term: 'term-summer',
    retake: true,
    retakeWindow: 2,
    retakeWindowUnit: 'Weeks',
    gradeRevealPolicy: 'AfterDate',
    gradeRevealDate: '+10d',
  }),
  enrol(LEARNER, 'pm-101', { dueDate: '+20d' }),
  enrol(LEARNER, 'cs-110', { isSelfEnrolled: true, gradeRevealPolicy: 'None' }),
  enrol(LEARNER, 'prs-101', { term: 'term-summer' }),
  enrol(LEARNER, 'fa-101', { isMandatory: true, retake: false, gradeRevealPolicy: 'AfterFinish' }),
  enrol(LEARNER, 'sec-101', { isMandatory: true, retake: true }),
  enrol(LEARNER, 'neg-201', { isMandatory: true, term: 'term-spring' }),
  enrol(LEARNER, 'exp-100', { isMandatory: true, term: 'term-summer' }),
  enrol(LEARNER, 'fw-210', { isMandatory: true, dueDate: '+21d' }),
  enrol(LEARNER, 'abc-110', { isMandatory: true, dueDate: '-3d' }),
  enrol(LEARNER, 'xls-201', { isSelfEnrolled: true, availabilityDate: '+5d', term: 'term-spring' }),
  enrol(LEARNER, 'coc-100', { isMandatory: true, availabilityDate: '-50d', availabilityEndDate: '-10d', dueDate: '-10d' }),
  enrol(LEARNER, 'xls-101', { isSelfEnrolled: true, retake: true, retakeWindow: 30, retakeWindowUnit: 'Days' }),
  enrol(LEARNER, 'mtg-120', { isSelfEnrolled: true, retake: true, retakeWindow: 1, retakeWindowUnit: 'Weeks' }),
  enrol(LEARNER, 'mh-120', { isMandatory: true, retake: true }),
  enrol(LEARNER, 'lng-101', { isSelfEnrolled: true }),
  enrol(LEARNER, 'eml-110', { isSelfEnrolled: true }),
  enrol(LEARNER, 'wel-101', { isSelfEnrolled: true }),
  enrol(LEARNER, 'eth-300', { isMandatory: true, gradeRevealPolicy: 'Never' }),
  enrol(LEARNER, 'div-101', { isMandatory: true, gradeRevealPolicy: 'AfterDate', gradeRevealDate: '+7d' }),
  enrol(LEARNER, 'ldr-201', { isSelfEnrolled: true, gradeRevealPolicy: 'AfterDate', gradeRevealDate: '-1d' }),
  enrol(LEARNER, 'phi-150', { isSelfEnrolled: true, retake: true }),
  // One required lesson left: Submit lists it (issue 33).
  enrol(LEARNER, 'vis-101', { isMandatory: true }),
  // A proctored exam not started yet: the learner can sit it through the bundled tool (decision 0021).
  enrol(LEARNER, 'isc-210', { isMandatory: true, dueDate: '+21d' }),
  // Assigned but neither mandatory nor self-enrolled and never started: not listed,
  // and its details page sends the learner to the catalog (spec doc 2 §4).
  enrol(LEARNER, 'ai-101', {}),

  enrol(LEARNER2, 'prv-101', { isMandatory: true, dueDate: '+10d' }),
  enrol(LEARNER2, 'fa-101', { isMandatory: true }),
  enrol(LEARNER2, 'saf-101', { isMandatory: true, dueDate: '+14d' }),
  enrol(LEARNER2, 'cs-110', { isSelfEnrolled: true }),
  enrol(LEARNER2, 'pm-101', {}),
  // Blocked by a proctoring session flagged for review (spec doc 2 §4 Availability).
  enrol(LEARNER2, 'eth-300', { isMandatory: true, gradeRevealPolicy: 'Never' }),
  // A proctored exam in progress: the proctoring tool's session is open.
  enrol(LEARNER2, 'isc-210', { isMandatory: true, dueDate: '+21d' }),
];

export const workflows: Workflow[] = [
  run(LEARNER, 'prv-101', 1, 'inProgress', '-6d', {
    progress: 0.45,
    activities: [
      open('prv-101', 'root', '-6d', 0.45),
      done('prv-101', 'why', '-6d', '-5d'),
      done('prv-101', 'personal-data', '-6d'),
      done('prv-101', 'two-minutes', '-5d'),
      open('prv-101', 'handling', '-1d', 0.3),
      done('prv-101', 'principles', '-1d'),
      // Issue 33 item 6 (decision 0076): read halfway down on another device; "Continue" opens it there.
      { ...open('prv-101', 'sharing', '-2h', 0.4), data: { position: { savedAt: '-1h', scroll: 0.5 } } },
    ],
  }),
  run(LEARNER, 'wrt-201', 1, 'submitted', '-12d', {
    progress: 1,
    submitted: '-2d',
    activities: [
      done('wrt-201', 'bottom-line', '-12d'),
      done('wrt-201', 'cut', '-11d'),
      done('wrt-201', 'worst-email', '-11d'),
      { activity: a('wrt-201', 'rewrite'), state: 'submitted', progress: 1, started: '-3d', submitted: '-2d' },
    ],
  }),
  run(LEARNER, 'pm-101', 1, 'inGrading', '-25d', {
    progress: 1,
    submitted: '-4d',
    activities: [
      done('pm-101', 'kick-off', '-20d'),
      done('pm-101', 'scope', '-19d'),
      done('pm-101', 'planning', '-15d'),
      done('pm-101', 'risk', '-15d'),
      done('pm-101', 'tracking', '-9d'),
      done('pm-101', 'check', '-8d', '-8d', { records: [{ score: 8, maxScore: 10, passed: true, finished: '-8d' }] }),
      { activity: a('pm-101', 'project-plan'), state: 'inGrading', progress: 1, started: '-6d', submitted: '-4d' },
    ],
  }),
  run(LEARNER, 'cs-110', 1, 'graded', '-15d', {
    progress: 1,
    submitted: '-9d',
    activities: [
      done('cs-110', 'listen-first', '-15d'),
      done('cs-110', 'calls', '-14d'),
      done('cs-110', 'own-it', '-10d'),
      done('cs-110', 'assessment', '-9d', '-9d', {
        state: 'graded',
        records: [{ score: 10, maxScore: 12, passed: true, finished: '-9d' }],
      }),
    ],
  }),
  run(LEARNER, 'prs-101', 1, 'gradingApproved', '-40d', { progress: 1, submitted: '-30d' }),
  run(LEARNER, 'fa-101', 1, 'finished', '-1110d', { progress: 1, submitted: '-1105d', finished: '-1105d' }),
  run(LEARNER, 'fa-101', 2, 'finished', '-25d', {
    progress: 1,
    submitted: '-19d',
    finished: '-19d',
    activities: [
      done('fa-101', 'drsabc', '-25d'),
      done('fa-101', 'recovery', '-24d'),
      done('fa-101', 'bleeding', '-22d'),
      done('fa-101', 'cpr', '-21d'),
      done('fa-101', 'assessment', '-19d', '-19d', { records: [{ score: 18, maxScore: 20, passed: true, finished: '-19d' }] }),
    ],
  }),
  run(LEARNER, 'sec-101', 1, 'finished', '-8d', {
    progress: 1,
    submitted: '-3d',
    finished: '-3d',
    activities: [
      done('sec-101', 'phishing', '-8d'),
      done('sec-101', 'assessment', '-3d', '-3d', { records: [{ score: 9, maxScore: 15, passed: false, finished: '-3d' }] }),
    ],
  }),
  run(LEARNER, 'exp-100', 1, 'finished', '-420d', { progress: 1, finished: '-400d' }),
  run(LEARNER, 'fw-210', 1, 'inProgress', '-7d', {
    progress: 0.35,
    activities: [
      open('fw-210', 'root', '-7d', 0.35),
      open('fw-210', 'begin', '-7d', 0.5),
      done('fw-210', 'role', '-7d'),
      open('fw-210', 'evacuation', '-6d', 0.6),
      open('fw-210', 'science', '-5d', 0.3),
      done('fw-210', 'triangle', '-5d'),
    ],
  }),
  run(LEARNER, 'xls-101', 1, 'finished', '-9d', {
    progress: 1,
    submitted: '-2d',
    finished: '-2d',
    activities: [
      done('xls-101', 'formulas', '-9d'),
      done('xls-101', 'sort-filter', '-8d'),
      done('xls-101', 'check', '-2d', '-2d', { records: [{ score: 8, maxScore: 10, finished: '-2d' }] }),
    ],
  }),
  run(LEARNER, 'mtg-120', 1, 'finished', '-12d', { progress: 1, submitted: '-10d', finished: '-10d' }),
  run(LEARNER, 'lng-101', 1, 'inProgress', '-4d', {
    progress: 0.3,
    activities: [
      open('lng-101', 'root', '-4d', 0.3),
      done('lng-101', 'greetings', '-4d', '-3d'),
      done('lng-101', 'hola', '-4d'),
      done('lng-101', 'greetings-video', '-3d'),
    ],
  }),
  run(LEARNER, 'vis-101', 1, 'inProgress', '-2d', {
    progress: 0.67,
    activities: [open('vis-101', 'root', '-2d', 0.67), done('vis-101', 'sign-in', '-2d'), done('vis-101', 'escort', '-1d')],
  }),
  run(LEARNER, 'wel-101', 1, 'inProgress', '-1d', { progress: 0.33, activities: [done('wel-101', 'breathing', '-1d')] }),
  // Sat under proctoring, the attempt verified, passed (the grade itself is never shown: ETH-300's policy).
  run(LEARNER, 'eth-300', 1, 'finished', '-6d', {
    progress: 1,
    submitted: '-6d',
    finished: '-6d',
    protectResults: true,
    activities: [
      done('eth-300', 'guidance', '-6d'),
      done('eth-300', 'exam', '-6d', '-6d', {
        records: [{ score: 34, maxScore: 40, passed: true, finished: '-6d' }],
        proctoringSessions: [{ state: 'Verified', created: '-6d' }],
      }),
    ],
  }),
  // Graded, but the grade (and the quiz's score it is made of) is hidden until the reveal date (decision 0011).
  run(LEARNER, 'div-101', 1, 'finished', '-3d', {
    progress: 1,
    submitted: '-1d',
    finished: '-1d',
    activities: [
      done('div-101', 'bias', '-3d'),
      done('div-101', 'voices', '-2d'),
      done('div-101', 'reflection', '-1d', '-1d', { records: [{ score: 7, maxScore: 8, passed: true, finished: '-1d' }] }),
    ],
  }),
  run(LEARNER, 'ldr-201', 1, 'finished', '-20d', { progress: 1, submitted: '-5d', finished: '-5d' }),
  run(LEARNER, 'phi-150', 1, 'finished', '-4d', {
    progress: 1,
    submitted: '-4d',
    finished: '-4d',
    activities: [done('phi-150', 'simulation', '-4d', '-4d', { records: [{ score: 17, maxScore: 20, passed: true, finished: '-4d' }] })],
  }),

  run(LEARNER2, 'prv-101', 1, 'inProgress', '-3d', {
    progress: 0.7,
    activities: [done('prv-101', 'why', '-3d'), done('prv-101', 'personal-data', '-3d')],
  }),
  run(LEARNER2, 'fa-101', 1, 'finished', '-62d', { progress: 1, submitted: '-60d', finished: '-60d' }),
  run(LEARNER2, 'pm-101', 1, 'finished', '-50d', { progress: 1, submitted: '-35d', finished: '-30d' }),
  run(LEARNER2, 'isc-210', 1, 'inProgress', '-1h', {
    progress: 0.5,
    activities: [
      open('isc-210', 'root', '-1h', 0.5),
      done('isc-210', 'rules', '-1h'),
      {
        activity: a('isc-210', 'exam'),
        state: 'inProgress',
        progress: 0.2,
        started: '-20m',
        proctoringSessions: [{ state: 'InProgress', created: '-20m' }],
      },
    ],
  }),
  run(LEARNER2, 'eth-300', 1, 'inProgress', '-2d', {
    progress: 0.5,
    activities: [
      open('eth-300', 'root', '-2d', 0.5),
      done('eth-300', 'guidance', '-2d'),
      {
        activity: a('eth-300', 'exam'),
        state: 'inProgress',
        progress: 0.4,
        started: '-1d',
        proctoringSessions: [
          { state: 'InProgress', created: '-1d' },
          { state: 'Suspicious', created: '-20h' },
        ],
      },
    ],
  }),
];

export const objectiveRecords: Result[] = [
  // Submitted for manual grading: finished with passed null means the grade is pending.
  result(LEARNER, 'pm-101', 1, { finished: '-4d', passed: null, progress: 1 }),
  result(LEARNER, 'cs-110', 1, { score: 10, maxScore: 12, finished: '-7d' }),
  result(LEARNER, 'prs-101', 1, { score: 82, maxScore: 100, finished: '-28d' }),
  result(LEARNER, 'fa-101', 1, { score: 17, maxScore: 20, finished: '-1105d' }),
  result(LEARNER, 'fa-101', 2, { score: 18, maxScore: 20, finished: '-19d' }),
  result(LEARNER, 'sec-101', 1, { score: 9, maxScore: 15, finished: '-3d' }),
  result(LEARNER, 'exp-100', 1, { score: 5, maxScore: 5, finished: '-400d' }),
  result(LEARNER, 'xls-101', 1, { score: 8, maxScore: 10, finished: '-2d' }),
  result(LEARNER, 'mtg-120', 1, { score: 5, maxScore: 6, finished: '-10d' }),
  result(LEARNER, 'eth-300', 1, { score: 31, maxScore: 40, finished: '-6d', protectResults: true }),
  result(LEARNER, 'div-101', 1, { score: 7, maxScore: 8, finished: '-1d' }),
  result(LEARNER, 'ldr-201', 1, { score: 13, maxScore: 15, finished: '-5d' }),
  result(LEARNER, 'phi-150', 1, { score: 17, maxScore: 20, finished: '-4d' }),
  // A completion imported from the previous learning platform: no run behind it.
  { externalId: 'mh-120.user-learner.imported', user: LEARNER, course: 'mh-120', score: 7, maxScore: 8, finished: '-200d', imported: true },

  result(LEARNER2, 'fa-101', 1, { score: 16, maxScore: 20, finished: '-60d' }),
  result(LEARNER2, 'pm-101', 1, { score: 71, maxScore: 100, finished: '-30d' }),
];

export const certificateRecords: Certificate[] = [
  // First Aid has two: the original (expired) and the renewal.
  {
    user: LEARNER,
    course: 'fa-101',
    template: 'fa-101.certificate',
    objectiveRecord: 'fa-101.user-learner.result1',
    certificateNumber: 'BWA-FA101-004211',
    created: '-1105d',
    expirationDate: '-10d',
    normalizedPassingScore: 0.5,
  },
  {
    user: LEARNER,
    course: 'fa-101',
    template: 'fa-101.certificate',
    objectiveRecord: 'fa-101.user-learner.result2',
    certificateNumber: 'BWA-FA101-007388',
    created: '-19d',
    expirationDate: '+1076d',
    normalizedPassingScore: 0.5,
  },
  {
    user: LEARNER,
    course: 'xls-101',
    template: 'xls-101.certificate',
    objectiveRecord: 'xls-101.user-learner.result1',
    certificateNumber: 'BWA-XLS101-002954',
    created: '-2d',
  },
  // Earned, while its score and grade stay hidden until the course's reveal date.
  {
    user: LEARNER,
    course: 'div-101',
    template: 'div-101.certificate',
    objectiveRecord: 'div-101.user-learner.result1',
    certificateNumber: 'BWA-DIV101-003141',
    created: '-1d',
  },
  // Valid for a month and running out: "Expires soon", with "Retake before" (the course offers a retake).
  {
    user: LEARNER,
    course: 'mtg-120',
    objectiveRecord: 'mtg-120.user-learner.result1',
    certificateNumber: 'BWA-MTG120-000873',
    created: '-10d',
    expirationDate: '+20d',
  },
  {
    user: LEARNER2,
    course: 'fa-101',
    template: 'fa-101.certificate',
    objectiveRecord: 'fa-101.user-learner2.result1',
    certificateNumber: 'BWA-FA101-007102',
    created: '-60d',
    expirationDate: '+1035d',
    normalizedPassingScore: 0.5,
  },
  // Issued in error and revoked (decision 0023): its public page says so, and it has no files.
  {
    user: LEARNER2,
    course: 'fa-101',
    template: 'fa-101.certificate',
    certificateNumber: 'BWA-FA101-006930',
    created: '-400d',
    expirationDate: '+695d',
    revokedAt: '-90d',
    revocationReason: 'Issued in error: the practical assessment was not signed off.',
    normalizedPassingScore: 0.5,
  },
];
