import type { ActivityTreeNode } from '@lp/contract';
import { DEFAULT_NORMALIZED_PASSING_SCORE, getGradeForScore, getObjectiveScore, isPassed, WorkflowState } from '@lp/domain';
import type { Queryable } from '../../db/client.ts';

interface Scale {
  max_score: number;
  normalized_passing_score: number;
  objectiveGrades: { name: string; normalizedMinScore: number }[];
}

export async function loadGradingScale(db: Queryable, scaleId: string | null): Promise<Scale | undefined> {
  if (!scaleId) return undefined;
  const rows = await db.query<Scale>(
    `SELECT s.max_score, s.normalized_passing_score,
            COALESCE((SELECT json_agg(json_build_object('name', g.name, 'normalizedMinScore', g.normalized_min_score)) FROM grades g WHERE g.grading_scale_id = s.id), '[]'::json) AS "objectiveGrades"
       FROM grading_scales s WHERE s.id = $1`,
    [scaleId],
  );
  return rows[0];
}

/** The leaves the learner has to do: not draft, not archived (already removed from the tree). */
export function leavesOf(nodes: ActivityTreeNode[]): ActivityTreeNode[] {
  return nodes.flatMap((n) => (n.childActivity.children ? leavesOf(n.childActivity.children) : n.childActivity.state === 1 ? [] : [n]));
}

const DONE = new Set<number>([WorkflowState.graded, WorkflowState.gradingApproved, WorkflowState.finished]);

/** Share of required activities done (0..1); with no required activity, all of them. */
export function runProgress(tree: ActivityTreeNode[]): number {
  const required = leavesOf(tree).filter((l) => !l.optional);
  const all = required.length ? required : leavesOf(tree);
  if (all.length === 0) return 1;
  const done = all.filter((l) => DONE.has(l.childActivity.activityWorkflowAggregate?.lastActivityWorkflow?.state ?? 0)).length;
  return done / all.length;
}

/**
 * A course result from its activity results (issue 4): the score weights the scored
 * activities' best normalized scores; the grade is the highest band reached; passed is
 * checked against the scale's passing score. A course with no scored activity passes when
 * every required activity is done (a completion course).
 */
export function scoreRun(tree: ActivityTreeNode[], scale: Scale | undefined) {
  const scored = leavesOf(tree).filter((l) => l.childActivity.activityWorkflowAggregate?.bestActivityRecord?.normalizedScore != null);
  const maxScore = scale?.max_score ?? 1;
  const score = getObjectiveScore(
    scored.map((l) => ({ scoreWeight: l.scoreWeight, normalizedScore: l.childActivity.activityWorkflowAggregate!.bestActivityRecord!.normalizedScore })),
    maxScore,
  );
  if (!score) {
    const complete = runProgress(tree) >= 1;
    return { score: complete ? maxScore : 0, maxScore, normalizedScore: complete ? 1 : 0, grade: null, passed: complete };
  }
  const grade = scale ? getGradeForScore({ objectiveGrades: scale.objectiveGrades }, score.normalizedScore)?.name ?? null : null;
  const passed = isPassed(score.normalizedScore, { normalizedPassingScore: scale?.normalized_passing_score ?? DEFAULT_NORMALIZED_PASSING_SCORE });
  return { ...score, grade, passed };
}
