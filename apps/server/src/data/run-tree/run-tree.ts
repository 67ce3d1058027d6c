import type { ActivityTreeNode } from '@lp/contract';
import { canRevealActivityResults, type WorkflowState } from '@lp/domain';
import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { accessJoin, ACCESS_REVEAL_COLUMNS, toRevealTerms, type AccessRevealRow } from '../access.ts';
import { RUN_FACT_COLUMNS, RUN_WITH_RECORD, type RunFactsRow } from '../runs.ts';
import { buildTree, courseStructure, type CourseStructure } from './build-tree.ts';
import { withholdRowResults, withholdTreeResults } from './withhold-results.ts';
import { loadActivityWorkflows, loadParts, type ActivityWorkflowRow, type PartRow } from './tree-repository.ts';

export interface RunTree {
  objectiveWorkflowId: string;
  objectiveId: string;
  userId: string;
  workflowState: WorkflowState;
  rootActivityId: string;
  gradingScaleId: string | null;
  accessNewContentAfterCompletion: boolean;
  root: PartRow;
  /**
   * The tree as its learner may see it: while the course's grade is withheld, every
   * activity result in it is too (decision 0011). Answers and the rules the web repeats
   * (locks, review hidden, finish blockers) read this one.
   */
  tree: ActivityTreeNode[];
  /** The same tree with every result, for scoring the run: never sent. */
  scoringTree: ActivityTreeNode[];
  /** Whether the activity results of this run are withheld from its learner now. */
  resultsWithheld: boolean;
  parts: PartRow[];
  /** The run's activity workflows, results withheld as in `tree`. */
  workflows: ActivityWorkflowRow[];
  /** Part ids of activities an instructor grades. */
  manualGrading: Set<string>;
  rootManualGrading: boolean;
  rootHasRecord: boolean;
}

export interface RunRow extends RunFactsRow, AccessRevealRow {
  activity_id: string;
  /** The tenant's content version (migration 0027), as text: both drivers give bigint differently. */
  content_version: string;
  /** The version of the run's activities (migration 0030), as text. */
  activities_version: string;
  grading_scale_id: string | null;
  access_new: boolean;
}

/** What a run's tree is made of: the run, its course's kept structure and its activity workflows (real results). */
export interface RunParts {
  run: RunRow;
  course: CachedCourse;
  workflows: ActivityWorkflowRow[];
  /** Whether the run's activity results may be shown to its learner now (decision 0011). */
  revealed: boolean;
}

/** The run as the tree reads it (404 when unknown in the tenant): one statement, with the versions of its course's content and of its activities. */
export async function loadRun(db: Queryable, tenantId: string, objectiveWorkflowId: string): Promise<RunRow> {
  const [run] = await db.query<RunRow>(
    `SELECT ${RUN_FACT_COLUMNS}, o.activity_id, o.grading_scale_id, o.access_new_content_after_completion AS access_new,
            ${ACCESS_REVEAL_COLUMNS}, w.activities_version::text AS activities_version,
            COALESCE((SELECT cv.version FROM content_versions cv WHERE cv.tenant_id = w.tenant_id), 0)::text AS content_version
       FROM ${RUN_WITH_RECORD} JOIN objectives o ON o.id = w.objective_id
       ${accessJoin('w.objective_id', 'w.user_id')}
      WHERE w.id = $1 AND w.tenant_id = $2`,
    [objectiveWorkflowId, tenantId],
  );
  if (!run) throw notFound('No such run.');
  return run;
}

/** Whether the run's activity results may be shown to its learner at `now` (decision 0011). */
export const resultsRevealed = (run: RunRow, now: Date) =>
  canRevealActivityResults({ ...toRevealTerms(run), protectResults: run.w_protect_results }, now);

/** The run (404 when unknown in the tenant), its course's structure and its activity workflows: three statements, the course kept. */
export async function loadRunParts(db: Queryable, tenantId: string, objectiveWorkflowId: string, now: Date): Promise<RunParts> {
  const run = await loadRun(db, tenantId, objectiveWorkflowId);
  const [course, workflows] = await Promise.all([
    courseOf(db, tenantId, run.activity_id, run.content_version),
    loadActivityWorkflows(db, objectiveWorkflowId),
  ]);
  return { run, course, workflows, revealed: resultsRevealed(run, now) };
}

/**
 * A run's course tree with the run's activity workflows: what the rules and the table of
 * contents work on, at `now` (which decides whether its results are still withheld).
 * Completion (complete previous) is decided on the real results before they are withheld.
 */
export async function loadRunTree(db: Queryable, tenantId: string, objectiveWorkflowId: string, now: Date): Promise<RunTree> {
  const { run, course, workflows, revealed } = await loadRunParts(db, tenantId, objectiveWorkflowId, now);
  const { root, parts } = course;
  const rootWorkflow = workflows.find((w) => w.activity_part_id === null);
  const fullTree = buildTree(run.activity_id, course.structure, workflows);
  return {
    objectiveWorkflowId,
    objectiveId: run.w_objective_id,
    userId: run.w_user_id,
    workflowState: run.w_state,
    rootActivityId: run.activity_id,
    gradingScaleId: run.grading_scale_id,
    accessNewContentAfterCompletion: run.access_new,
    root,
    tree: revealed ? fullTree : withholdTreeResults(fullTree),
    scoringTree: fullTree,
    resultsWithheld: !revealed,
    parts,
    workflows: revealed ? workflows : workflows.map(withholdRowResults),
    manualGrading: new Set(parts.filter((p) => p.manual_grading).map((p) => p.id)),
    rootManualGrading: root.manual_grading && root.type !== 'composite',
    rootHasRecord: (rootWorkflow?.record_count ?? 0) > 0,
  };
}

export interface CachedCourse {
  version: string;
  root: PartRow;
  parts: PartRow[];
  structure: CourseStructure;
}

/**
 * Courses' structures kept by this process, per database, each with the tenant's content
 * version it was read at (decision 0037). The version comes with the run, in its query:
 * a course whose content changed since — through any process, the triggers of migration
 * 0027 move the version on in the same transaction — is read again. The parts are read
 * after the version, so a structure is never older than the version it is kept under.
 */
const courseCache = new WeakMap<Queryable, Map<string, CachedCourse>>();
const CACHED_COURSES = 200;

export async function courseOf(db: Queryable, tenantId: string, rootActivityId: string, version: string): Promise<CachedCourse> {
  let courses = courseCache.get(db);
  if (!courses) courseCache.set(db, (courses = new Map()));
  const key = `${tenantId}/${rootActivityId}`;
  const cached = courses.get(key);
  if (cached?.version === version) return cached;
  const [rootRows, parts] = await Promise.all([
    db.query<PartRow>(
      `SELECT id, id AS child_activity_id, name, code, type, file_type, state, description, image_url, duration, tool_url, display_mode,
              presentation_mode, preferred_width, preferred_height, support_review, support_mobile_view, support_fullscreen_view,
              proctored, max_score, manual_grading FROM activities WHERE id = $1`,
      [rootActivityId],
    ),
    loadParts(db, tenantId, rootActivityId),
  ]);
  const course = { version, root: rootRows[0]!, parts, structure: courseStructure(parts) };
  courses.delete(key);
  if (courses.size >= CACHED_COURSES) courses.delete(courses.keys().next().value!);
  courses.set(key, course);
  return course;
}
