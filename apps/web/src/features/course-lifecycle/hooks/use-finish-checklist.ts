import { useMemo } from 'react';
import type { ActivityTreeNode } from '@lp/contract';
import { getFinishChecklist, type FinishChecklist } from '@lp/domain';
import { useActivityTree } from '../../../lib/api/get-activity-tree.ts';

export type CourseChecklist = FinishChecklist<ActivityTreeNode>;

/**
 * The finish checklist of a run in progress (issue 33), from its tree: the same lists the
 * server refuses a finish by (doc 2 §8), with where each activity is. Null until the tree
 * is there, or with no run (`objectiveWorkflowId` null).
 */
export function useFinishChecklist(objectiveWorkflowId: string | null | undefined): CourseChecklist | null {
  const tree = useActivityTree(objectiveWorkflowId);
  return useMemo(() => (tree.data ? getFinishChecklist(tree.data.children) : null), [tree.data]);
}
