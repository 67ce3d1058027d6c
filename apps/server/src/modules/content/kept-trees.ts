import { LRUCache } from 'lru-cache';
import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { compactChildrenJson, compactTreeAround } from './compact-tree.ts';
import type { CourseStructure } from '../../data/run-tree/build-tree.ts';
import { courseOf, loadRun, resultsRevealed } from '../../data/run-tree/run-tree.ts';
import { loadActivityWorkflows } from '../../data/run-tree/tree-repository.ts';

/**
 * Runs' compact trees kept by this process (decision 0045): the text of each run's `children`,
 * with what it was written from — the version of the run's activities (migration 0030), the
 * kept course structure (itself kept against the tenant's content version) and whether
 * results were shown. The run is read at every request, with both versions in its one
 * statement; only a run whose activities or course changed since, through any process, has
 * its activity workflows read and its tree written again. The workflows are read after the
 * version, so a tree is never older than the version it is kept under.
 *
 * Bounded by the characters kept: a 500-activity course's tree is ~142,000, most are a few
 * thousand.
 */
interface KeptTree {
  activitiesVersion: string;
  structure: CourseStructure;
  revealed: boolean;
  children: string;
}
const KEPT_CHARACTERS = 32 * 1024 * 1024;
const keptTrees = new WeakMap<Queryable, LRUCache<string, KeptTree>>();

function treesOf(db: Queryable): LRUCache<string, KeptTree> {
  let trees = keptTrees.get(db);
  if (!trees) {
    trees = new LRUCache({ maxSize: KEPT_CHARACTERS, sizeCalculation: (tree) => tree.children.length + 1 });
    keptTrees.set(db, trees);
  }
  return trees;
}

/** The learner's own run's tree in its compact view (`?view=compact`, decision 0037), as JSON text; 404 for anyone else's. */
export async function compactTreeOf(
  db: Queryable,
  tenantId: string,
  objectiveWorkflowId: string,
  userId: string,
  now: Date,
): Promise<string> {
  const run = await loadRun(db, tenantId, objectiveWorkflowId);
  if (run.w_user_id !== userId) throw notFound('No such run.');
  const revealed = resultsRevealed(run, now);
  const course = await courseOf(db, tenantId, run.activity_id, run.content_version);
  const trees = treesOf(db);
  const kept = trees.get(objectiveWorkflowId);
  if (kept && kept.activitiesVersion === run.activities_version && kept.structure === course.structure && kept.revealed === revealed) {
    return compactTreeAround(objectiveWorkflowId, run, course, kept.children);
  }
  const workflows = await loadActivityWorkflows(db, objectiveWorkflowId);
  const children = compactChildrenJson({ run, course, workflows, revealed });
  trees.set(objectiveWorkflowId, { activitiesVersion: run.activities_version, structure: course.structure, revealed, children });
  return compactTreeAround(objectiveWorkflowId, run, course, children);
}
