// What other modules may use of the content module: the learner's run tree and where an activity sits in it.
export { locateActivity, partOfActivity } from './activity-access.ts';
export { loadRunTree, type RunTree } from './run-tree.ts';
export { toActivityWorkflowAggregate, toActivityWorkflowView } from './build-tree.ts';
export type { ActivityWorkflowTimesRow } from './tree-repository.ts';
