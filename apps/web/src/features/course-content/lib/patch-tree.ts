import type { ActivityTreeNode, ActivityTreeView, ActivityWorkflowView, CourseDetails } from '@lp/contract';

function patchNodes(nodes: ActivityTreeNode[], partId: string, workflow: ActivityWorkflowView): ActivityTreeNode[] {
  return nodes.map((node) => {
    if (node.id === partId) {
      const aggregate = node.childActivity.activityWorkflowAggregate;
      return {
        ...node,
        childActivity: {
          ...node.childActivity,
          activityWorkflowAggregate: { bestActivityRecord: aggregate?.bestActivityRecord ?? null, lastActivityWorkflow: workflow },
        },
      };
    }
    const children = node.childActivity.children;
    return children ? { ...node, childActivity: { ...node.childActivity, children: patchNodes(children, partId, workflow) } } : node;
  });
}

/** The tree with one part's activity workflow replaced: the table of contents changes at once, before the refetch. */
export function withActivityWorkflow(tree: ActivityTreeView, partId: string, workflow: ActivityWorkflowView): ActivityTreeView {
  return { ...tree, children: patchNodes(tree.children, partId, workflow) };
}

/** The course details with the run's new progress (0..1) after an activity was finished. */
export function withRunProgress(details: CourseDetails, objectiveWorkflowId: string, progress: number): CourseDetails {
  const aggregate = details.objectiveWorkflowAggregate;
  const run = aggregate?.lastObjectiveWorkflow;
  if (!aggregate || !run || run.id !== objectiveWorkflowId) return details;
  return { ...details, objectiveWorkflowAggregate: { ...aggregate, lastObjectiveWorkflow: { ...run, progress } } };
}
