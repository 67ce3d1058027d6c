import type { BulkChunk } from '../apps/server/src/modules/import/index.ts';

/** Row counts at --scale 1: the volumes the portal is built for (issue "bench"). */
export const FULL_SCALE = { courses: 10_000, learners: 100_000, enrolments: 1_000_000 } as const;

export interface DatasetSize {
  courses: number;
  learners: number;
  enrolments: number;
}

export type Phase = 'catalog' | 'courses' | 'learners' | 'enrolments';
export const PHASES: readonly Phase[] = ['catalog', 'courses', 'learners', 'enrolments'];

/** Every externalId of the dataset starts with this, so its rows can be told from anyone else's. */
export const PREFIX = 'bench-';
export const learnerId = (i: number) => `${PREFIX}learner-${i}`;
export const courseId = (i: number) => `${PREFIX}course-${i}`;

const DEPARTMENTS = 50;
const SHOWCASES = 6;
const ATTRIBUTES = 8;
/** The first courses are the mandatory ones (compliance training): every learner's first enrolment. */
const MANDATORY_COURSES = 10;
/** One shared scrypt hash ("bench"): hashing 100,000 passwords would take minutes. */
const PASSWORD_HASH = 'scrypt$YmVuY2gtc2FsdA$YmVuY2gtaGFzaA';

export function sizeAt(scale: number): DatasetSize {
  const n = (full: number) => Math.max(1, Math.round(full * scale));
  return { courses: n(FULL_SCALE.courses), learners: n(FULL_SCALE.learners), enrolments: n(FULL_SCALE.enrolments) };
}

/** Enrolments per learner; every learner gets the same number, in distinct courses. */
export function perLearner(size: DatasetSize): number {
  const per = Math.max(1, Math.ceil(size.enrolments / size.learners));
  if (per > size.courses) throw new Error(`${per} enrolments per learner need at least ${per} courses`);
  return per;
}

/**
 * The courses of learner `l`, deterministic: a mandatory course first (when it does not
 * collide), then courses spread evenly over the catalog from an offset of the learner.
 */
export function coursesOf(l: number, size: DatasetSize): number[] {
  const per = perLearner(size);
  const step = Math.floor(size.courses / per);
  const spread = Array.from({ length: per }, (_, k) => (l * 7 + k * step) % size.courses);
  const mandatory = l % Math.min(MANDATORY_COURSES, size.courses);
  if (!spread.includes(mandatory)) spread[0] = mandatory;
  return spread;
}

/**
 * How far enrolment `n` has got. Mandatory courses are mostly done, the rest mostly
 * not started: 20 % of enrolments finished, 20 % in progress, the rest untouched.
 */
export function progressOf(n: number, mandatory: boolean): 'finished' | 'inProgress' | null {
  const r = (n * 37 + 11) % 100;
  if (mandatory) return r < 70 ? 'finished' : r < 90 ? 'inProgress' : null;
  return r < 15 ? 'finished' : r < 35 ? 'inProgress' : null;
}

/** The chunks of one phase, for bulkImport; `chunkSize` entities (courses, learners, enrolments) per chunk. */
export function* phaseChunks(phase: Phase, size: DatasetSize, chunkSize: number, skip = 0): Generator<BulkChunk> {
  if (phase === 'catalog') yield catalogChunk(size);
  if (phase === 'courses') for (const [from, to] of ranges(skip, size.courses, chunkSize)) yield { courses: courseRange(from, to) };
  if (phase === 'learners') for (const [from, to] of ranges(skip, size.learners, chunkSize)) yield { users: learnerRange(from, to) };
  if (phase === 'enrolments') {
    // Chunks hold whole learners (skip counts learners too), so a run and its result
    // stay in one chunk: workflow references do not outlive a chunk in bulkImport.
    const learnersPerChunk = Math.max(1, Math.floor(chunkSize / perLearner(size)));
    for (const [from, to] of ranges(skip, size.learners, learnersPerChunk)) yield enrolmentRange(from, to, size);
  }
}

/** Chunks of a phase (all of them, skipped or not): to show progress. */
export function chunkCount(phase: Phase, size: DatasetSize, chunkSize: number): number {
  if (phase === 'catalog') return 1;
  if (phase === 'courses') return Math.ceil(size.courses / chunkSize);
  if (phase === 'learners') return Math.ceil(size.learners / chunkSize);
  return Math.ceil(size.learners / Math.max(1, Math.floor(chunkSize / perLearner(size))));
}

/** The size is written into the grading scale's description, so a later run can tell which dataset is stored. */
export const SIZE_MARKER = 'Benchmark dataset ';
export const SCALE_ID = `${PREFIX}scale`;

function catalogChunk(size: DatasetSize): BulkChunk {
  return {
    units: [
      {
        externalId: `${PREFIX}org`,
        name: 'Bench Corporation',
        children: range(0, DEPARTMENTS).map((d) => ({ externalId: `${PREFIX}dept-${d}`, name: `Department ${d + 1}` })),
      },
    ],
    showcases: range(0, SHOWCASES).map((s) => ({ externalId: `${PREFIX}showcase-${s}`, name: `Collection ${s + 1}` })),
    filterCategories: [
      {
        externalId: `${PREFIX}topic`,
        name: 'Topic',
        attributes: range(0, ATTRIBUTES).map((a) => ({ externalId: `${PREFIX}topic-${a}`, name: `Topic ${a + 1}` })),
      },
    ],
    gradingScales: [
      {
        externalId: SCALE_ID,
        name: 'Pass / merit / distinction',
        description: SIZE_MARKER + JSON.stringify(size),
        maxScore: 100,
        passingGrade: `${PREFIX}grade-pass`,
        grades: [
          { externalId: `${PREFIX}grade-fail`, name: 'Fail', normalizedMinScore: 0 },
          { externalId: `${PREFIX}grade-pass`, name: 'Pass', normalizedMinScore: 0.6 },
          { externalId: `${PREFIX}grade-merit`, name: 'Merit', normalizedMinScore: 0.75 },
          { externalId: `${PREFIX}grade-distinction`, name: 'Distinction', normalizedMinScore: 0.9 },
        ],
      },
    ],
  };
}

function courseRange(from: number, to: number): NonNullable<BulkChunk['courses']> {
  return range(from, to).map((i) => benchCourse(i));
}

/** Course `i` of the dataset: root → [module → [lesson 1, lesson 2 (complete previous)], video, summary]; six activities, five parts. */
export function benchCourse(i: number, c = courseId(i)): NonNullable<BulkChunk['courses']>[number] {
  return {
    externalId: c,
    name: `Course ${i + 1}: ${TOPICS[i % TOPICS.length]}`,
    code: `BENCH-${i + 1}`,
    description: `Everything about ${TOPICS[i % TOPICS.length]!.toLowerCase()}, part ${Math.floor(i / TOPICS.length) + 1}.`,
    gradingScale: SCALE_ID,
    showcases: [`${PREFIX}showcase-${i % SHOWCASES}`],
    attributes: [`${PREFIX}topic-${i % ATTRIBUTES}`, `${PREFIX}topic-${(i * 3 + 1) % ATTRIBUTES}`].filter(
      (a, k, all) => all.indexOf(a) === k,
    ),
    selfEnrollment: i >= MANDATORY_COURSES,
    activities: [
      {
        externalId: `${c}-root`,
        type: 'composite' as const,
        name: `Course ${i + 1}`,
        parts: [`${c}-m1`, `${c}-video`, `${c}-summary`].map((activity) => ({ activity })),
      },
      {
        externalId: `${c}-m1`,
        type: 'composite' as const,
        name: 'Module 1',
        parts: [{ activity: `${c}-l1` }, { activity: `${c}-l2`, completePrevious: true }],
      },
      { externalId: `${c}-l1`, type: 'text' as const, name: 'Lesson 1', html: '<p>Lesson 1</p>', duration: 600 },
      { externalId: `${c}-l2`, type: 'text' as const, name: 'Lesson 2', html: '<p>Lesson 2</p>', duration: 900 },
      { externalId: `${c}-video`, type: 'video' as const, name: 'Video', vimeoUrl: 'https://vimeo.com/76979871', duration: 300 },
      { externalId: `${c}-summary`, type: 'text' as const, name: 'Summary', html: '<p>Summary</p>', maxScore: 100 },
    ],
  };
}

function learnerRange(from: number, to: number): NonNullable<BulkChunk['users']> {
  return range(from, to).map((i) => ({
    externalId: learnerId(i),
    email: `learner${i}@bench.test`,
    firstName: FIRST_NAMES[i % FIRST_NAMES.length]!,
    lastName: `Learner${i + 1}`,
    passwordHash: PASSWORD_HASH,
    ...(i % 5 === 0 && { locale: 'de-DE' as const, timezone: 'Europe/Berlin' }),
    permissions: [{ name: 'ObjectiveWorkflow.Create' }],
    units: [{ unit: `${PREFIX}dept-${i % DEPARTMENTS}`, isPrimary: true }],
  }));
}

/** Enrolments of learners [from, to), with a run (and its current activity run) when started and a result when finished. */
function enrolmentRange(from: number, to: number, size: DatasetSize): BulkChunk {
  const enrolments: NonNullable<BulkChunk['enrolments']> = [];
  const workflows: NonNullable<BulkChunk['workflows']> = [];
  const objectiveRecords: NonNullable<BulkChunk['objectiveRecords']> = [];
  const per = perLearner(size);
  for (let l = from; l < to; l++) {
    const user = learnerId(l);
    coursesOf(l, size).forEach((c, k) => {
      const n = l * per + k;
      if (n >= size.enrolments) return;
      const course = courseId(c);
      const mandatory = c < MANDATORY_COURSES;
      enrolments.push({
        user,
        course,
        isMandatory: mandatory,
        isSelfEnrolled: !mandatory && k >= per - 3,
        ...(mandatory && { dueDate: `+${(n % 60) + 1}d` }),
      });
      const state = progressOf(n, mandatory);
      if (!state) return;
      const startedDays = (n % 90) + 2;
      const started = `-${startedDays}d`;
      const finished = `-${(n % (startedDays - 1)) + 1}d`;
      const run = `${PREFIX}run-${n}`;
      workflows.push({
        externalId: run,
        user,
        course,
        state,
        started,
        ...(state === 'finished' ? { finished, progress: 1 } : { progress: 0.25 + (n % 3) * 0.25 }),
        activities: [
          state === 'finished'
            ? { activity: `${course}-summary`, state: 'finished' as const, started, finished }
            : { activity: `${course}-l${(n % 2) + 1}`, state: 'inProgress' as const, started },
        ],
      });
      if (state === 'finished') {
        objectiveRecords.push({
          externalId: `${PREFIX}result-${n}`,
          user,
          course,
          workflow: run,
          score: 40 + (n % 61),
          maxScore: 100,
          finished,
        });
      }
    });
  }
  return { enrolments, workflows, objectiveRecords };
}

const TOPICS = [
  'Data protection',
  'Workplace safety',
  'Leadership',
  'Negotiation',
  'Spreadsheets',
  'Customer care',
  'Compliance',
  'Project management',
  'Public speaking',
  'Security awareness',
];
const FIRST_NAMES = ['Ada', 'Bashir', 'Chen', 'Dana', 'Emeka', 'Farah', 'Goran', 'Hana', 'Ines', 'Jonas'];

function* ranges(start: number, total: number, size: number): Generator<[number, number]> {
  for (let from = Math.max(0, start); from < total; from += size) yield [from, Math.min(total, from + size)];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);
}
