import type { Queryable } from '../../apps/server/src/db/client.ts';
import { PHASES, PREFIX, SCALE_ID, SIZE_MARKER, type DatasetSize, type Phase } from '../dataset.ts';

export interface Existing {
  courses: number;
  learners: number;
  enrolments: number;
  /** Users that are not the benchmark's (demo data, another import). */
  foreignUsers: number;
  /** The size the stored dataset was generated for, when one was started. */
  size: DatasetSize | undefined;
}

export async function inspectDataset(db: Queryable): Promise<Existing> {
  const count = async (sql: string) => (await db.query<{ n: number }>(sql))[0]!.n;
  return {
    courses: await count(`SELECT count(*)::int AS n FROM objectives WHERE external_id LIKE '${PREFIX}course-%'`),
    learners: await count(`SELECT count(*)::int AS n FROM users WHERE external_id LIKE '${PREFIX}learner-%'`),
    // An enrolment's externalId defaults to "<user>:<course>".
    enrolments: await count(`SELECT count(*)::int AS n FROM objective_accesses WHERE external_id LIKE '${PREFIX}learner-%'`),
    foreignUsers: await count(`SELECT count(*)::int AS n FROM users WHERE external_id IS NULL OR external_id NOT LIKE '${PREFIX}%'`),
    size: await storedSize(db),
  };
}

async function storedSize(db: Queryable): Promise<DatasetSize | undefined> {
  const [row] = await db.query<{ description: string }>('SELECT description FROM grading_scales WHERE external_id = $1', [SCALE_ID]);
  if (!row?.description.startsWith(SIZE_MARKER)) return undefined;
  return JSON.parse(row.description.slice(SIZE_MARKER.length)) as DatasetSize;
}

const describe = (s: DatasetSize) => `${s.courses} courses, ${s.learners} learners, ${s.enrolments} enrolments`;

/** A phase is done, or to be imported from the `startAt`-th entity on (courses, learners, enrolments). */
export interface PhasePlan {
  phase: Phase;
  startAt: number | 'done';
}

/**
 * What to import. Chunks are committed in order, each in its own transaction, so
 * the stored count of a phase's entities says where an interrupted run stopped.
 */
export function planPhases(
  existing: Existing,
  size: DatasetSize,
  options: { force: boolean },
): { phases: PhasePlan[] } | { refuse: string } {
  if (existing.foreignUsers > 0) {
    return {
      refuse:
        `This database holds ${existing.foreignUsers} users that are not benchmark data (demo or imported data?). ` +
        'The benchmark needs a database of its own: set DATABASE_URL or DATA_DIR to another one, or pass --fresh to drop it.',
    };
  }
  const other = existing.size && describe(existing.size) !== describe(size) ? describe(existing.size) : undefined;
  const unknown = !existing.size && existing.courses + existing.learners + existing.enrolments > 0;
  if (other || unknown) {
    // Which courses a learner is enrolled in depends on the catalog's size: growing a
    // dataset in place would mix two layouts, so another size means another database.
    return {
      refuse:
        `This database holds ${other ? `the benchmark dataset of another size (${other})` : 'benchmark rows of an unknown size'}; this scale needs ${describe(size)}. ` +
        'Run the load test against it as it is, pick another DATABASE_URL or DATA_DIR, or pass --fresh to drop it.',
    };
  }
  const stored: Record<Phase, number> = {
    catalog: existing.size ? 1 : 0,
    courses: existing.courses,
    learners: existing.learners,
    enrolments: existing.enrolments,
  };
  const wanted: Record<Phase, number> = { catalog: 1, courses: size.courses, learners: size.learners, enrolments: size.enrolments };
  return {
    phases: PHASES.map((phase) => ({
      phase,
      startAt: options.force ? 0 : stored[phase] >= wanted[phase] ? 'done' : stored[phase],
    })),
  };
}
