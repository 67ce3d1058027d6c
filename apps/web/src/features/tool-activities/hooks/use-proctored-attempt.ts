import type { ActivityTreeNode } from '@lp/contract';
import { findInTree, type WorkflowState } from '@lp/domain';
import { useCourseDetails } from '../../../lib/api/get-course-details.ts';
import { useActivityTree } from '../../../lib/api/get-activity-tree.ts';

/** The exam of the proctor route in the learner's current run. */
export interface ProctoredAttempt {
  objectiveId: string;
  courseName: string;
  objectiveWorkflowId: string;
  /** The activity part: the exam's place in the tree (its id is the launch's part). */
  partId: string;
  axis: string;
  activityId: string;
  name: string;
  /** The learner's work on the exam in this run; null when it was never started. */
  activityWorkflowId: string | null;
  workflowState: WorkflowState | null;
}

export type ProctoredAttemptState =
  | { kind: 'pending' }
  | { kind: 'error'; error: unknown }
  | { kind: 'notFound'; courseName: string }
  | { kind: 'found'; attempt: ProctoredAttempt; reload: () => Promise<ProctoredAttempt | null> };

const locate = (children: ActivityTreeNode[], activityPathId: string) =>
  findInTree<ActivityTreeNode>(children, (node) => node.activityPathId === activityPathId);

/**
 * doc 2 §2 /courses/proctor/{objectiveId}/{activityPathId}: the learner's run is the course
 * details' last objective workflow, and the exam the part whose activityPathId the route
 * names (the server's path id is the part id). `reload` reads the run's tree again, for
 * the exam's state after the tool's return.
 */
export function useProctoredAttempt(objectiveId: string, activityPathId: string): ProctoredAttemptState {
  const details = useCourseDetails(objectiveId);
  const objectiveWorkflowId = details.data?.objectiveWorkflowAggregate?.lastObjectiveWorkflow?.id ?? null;
  const tree = useActivityTree(objectiveWorkflowId);
  if (details.isError) return { kind: 'error', error: details.error };
  if (details.isPending) return { kind: 'pending' };
  const courseName = details.data.objective.name;
  if (!objectiveWorkflowId || tree.isError) return { kind: 'notFound', courseName };
  if (tree.isPending) return { kind: 'pending' };
  const toAttempt = (children: ActivityTreeNode[]): ProctoredAttempt | null => {
    const found = locate(children, activityPathId);
    if (!found) return null;
    const activity = found.node.childActivity;
    const workflow = activity.activityWorkflowAggregate?.lastActivityWorkflow ?? null;
    return {
      objectiveId,
      courseName,
      objectiveWorkflowId,
      partId: found.node.id,
      axis: found.axis,
      activityId: activity.id,
      name: activity.name,
      activityWorkflowId: workflow?.id ?? null,
      workflowState: (workflow?.state ?? null) as WorkflowState | null,
    };
  };
  const attempt = toAttempt(tree.data.children);
  if (!attempt) return { kind: 'notFound', courseName };
  const reload = async () => {
    const next = await tree.refetch();
    return next.data ? toAttempt(next.data.children) : null;
  };
  return { kind: 'found', attempt, reload };
}
