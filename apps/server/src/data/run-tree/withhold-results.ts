import type { ActivityRecordView, ActivityTreeNode } from '@lp/contract';
import type { ActivityWorkflowRow } from './tree-repository.ts';

/*
 * The shapes of a run's activity results with the results taken out, for a learner whose
 * course grade is withheld (decision 0011). A record keeps that it exists (an activity
 * done) and when; what it scored and whether it passed go.
 */

export function withholdTreeResults(nodes: ActivityTreeNode[]): ActivityTreeNode[] {
  return nodes.map((node) => {
    const { children, activityWorkflowAggregate: aggregate } = node.childActivity;
    return {
      ...node,
      childActivity: {
        ...node.childActivity,
        children: children ? withholdTreeResults(children) : null,
        activityWorkflowAggregate: aggregate?.bestActivityRecord
          ? { ...aggregate, bestActivityRecord: { passed: null, normalizedScore: null } }
          : aggregate,
      },
    };
  });
}

export const withholdRowResults = (row: ActivityWorkflowRow): ActivityWorkflowRow => ({ ...row, best_normalized: null, best_passed: null });

export const withholdRecordResults = (record: ActivityRecordView): ActivityRecordView => ({
  ...record,
  score: null,
  maxScore: null,
  normalizedScore: null,
  passed: null,
});
