import type { ActivityTreeNode } from '@lp/contract';
import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { buildTree } from './build-tree.ts';
import { loadActivityWorkflows, loadParts, type ActivityWorkflowRow, type PartRow } from './tree-repository.ts';

export interface RunTree {
  objectiveWorkflowId: string;
  objectiveId: string;
  userId: string;
  workflowState: number;
  rootActivityId: string;
  gradingScaleId: string | null;
  accessNewContentAfterCompletion: boolean;
  root: PartRow;
  tree: ActivityTreeNode[];
  parts: PartRow[];
  workflows: ActivityWorkflowRow[];
  /** Part ids of activities an instructor grades. */
  manualGrading: Set<string>;
  rootManualGrading: boolean;
  rootHasRecord: boolean;
}

/** A run's course tree with the run's activity workflows: what the rules and the table of contents work on. */
export async function loadRunTree(db: Queryable, tenantId: string, objectiveWorkflowId: string): Promise<RunTree> {
  const [run] = await db.query<{ objective_id: string; user_id: string; state: number; activity_id: string; grading_scale_id: string | null; access_new: boolean }>(
    `SELECT w.objective_id, w.user_id, w.state, o.activity_id, o.grading_scale_id, o.access_new_content_after_completion AS access_new
       FROM objective_workflows w JOIN objectives o ON o.id = w.objective_id WHERE w.id = $1 AND w.tenant_id = $2`,
    [objectiveWorkflowId, tenantId],
  );
  if (!run) throw notFound('No such run.');
  const [rootRows, parts, workflows] = await Promise.all([
    db.query<PartRow>(
      `SELECT id, id AS child_activity_id, name, code, type, file_type, state, description, image_url, duration, tool_url, display_mode,
              presentation_mode, preferred_width, preferred_height, support_review, support_mobile_view, support_fullscreen_view,
              proctored, max_score, manual_grading FROM activities WHERE id = $1`,
      [run.activity_id],
    ),
    loadParts(db, tenantId, run.activity_id),
    loadActivityWorkflows(db, objectiveWorkflowId),
  ]);
  const rootWorkflow = workflows.find((w) => w.activity_part_id === null);
  return {
    objectiveWorkflowId,
    objectiveId: run.objective_id,
    userId: run.user_id,
    workflowState: run.state,
    rootActivityId: run.activity_id,
    gradingScaleId: run.grading_scale_id,
    accessNewContentAfterCompletion: run.access_new,
    root: rootRows[0]!,
    tree: buildTree(run.activity_id, parts, workflows),
    parts,
    workflows,
    manualGrading: new Set(parts.filter((p) => p.manual_grading).map((p) => p.id)),
    rootManualGrading: rootRows[0]!.manual_grading && rootRows[0]!.type !== 'composite',
    rootHasRecord: (rootWorkflow?.record_count ?? 0) > 0,
  };
}
