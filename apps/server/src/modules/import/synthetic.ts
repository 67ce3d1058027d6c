import type { BulkChunk } from './bulk-import.ts';

export interface SyntheticOptions {
  courses: number;
  learners: number;
  enrolments: number;
  /** Entities per chunk (default 5,000). */
  chunkSize?: number;
  /** One scrypt hash shared by every learner (hashing each would take minutes). */
  passwordHash?: string;
}

/**
 * Generated volume data for bulkImport: courses of a composite root and three
 * lessons, learners, and enrolments spread over them (every third one started, every
 * fifth finished). Deterministic, so a second run updates instead of adding.
 */
export function* syntheticChunks(o: SyntheticOptions): Generator<BulkChunk> {
  const size = o.chunkSize ?? 5_000;
  for (let start = 0; start < o.courses; start += size) {
    yield {
      courses: range(start, Math.min(o.courses, start + size)).map((i) => ({
        externalId: `bulk-course-${i}`,
        name: `Course ${i + 1}`,
        code: `BULK-${i + 1}`,
        activities: [
          {
            externalId: `bulk-course-${i}-root`,
            type: 'composite' as const,
            name: `Course ${i + 1}`,
            parts: [0, 1, 2].map((k) => ({ activity: `bulk-course-${i}-l${k}` })),
          },
          ...[0, 1, 2].map((k) => ({
            externalId: `bulk-course-${i}-l${k}`,
            type: 'text' as const,
            name: `Lesson ${k + 1}`,
            html: `<p>Lesson ${k + 1}</p>`,
          })),
        ],
      })),
    };
  }
  for (let start = 0; start < o.learners; start += size) {
    yield {
      users: range(start, Math.min(o.learners, start + size)).map((i) => ({
        externalId: `bulk-learner-${i}`,
        email: `learner${i}@bulk.test`,
        firstName: 'Learner',
        lastName: String(i + 1),
        ...(o.passwordHash && { passwordHash: o.passwordHash }),
        permissions: [{ name: 'ObjectiveWorkflow.Create' }],
      })),
    };
  }
  const perLearner = Math.max(1, Math.ceil(o.enrolments / Math.max(1, o.learners)));
  // A learner's enrolments go to distinct courses: (user, course) is unique.
  if (perLearner > o.courses) throw new Error('More enrolments per learner than courses');
  for (let start = 0; start < o.enrolments; start += size) {
    const ids = range(start, Math.min(o.enrolments, start + size));
    const pair = (n: number) => ({
      user: `bulk-learner-${Math.floor(n / perLearner) % o.learners}`,
      course: `bulk-course-${((n % perLearner) + Math.floor(n / perLearner) * 7) % o.courses}`,
    });
    yield {
      enrolments: ids.map((n) => ({ ...pair(n), isMandatory: n % 2 === 0, dueDate: '+30d' })),
      workflows: ids
        .filter((n) => n % 3 === 0)
        .map((n) => ({
          externalId: `bulk-run-${n}`,
          ...pair(n),
          state: n % 5 === 0 ? ('finished' as const) : ('inProgress' as const),
          started: '-10d',
          ...(n % 5 === 0 && { finished: '-2d' }),
        })),
    };
  }
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);
}
