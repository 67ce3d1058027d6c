// What other modules may use of the content module: the learner's run tree, where an activity sits in it and the text of what its learner may open.
export { locateActivity, partOfActivity } from './activity-access.ts';
export { loadRunTree, type RunTree } from './run-tree.ts';
export { loadCourseLocks } from './course-locks.ts';
export { toActivityWorkflowAggregate, toActivityWorkflowView } from './build-tree.ts';
export type { ActivityWorkflowTimesRow } from './tree-repository.ts';
export { loadOpenActivityTexts, type OpenActivityText } from './searchable-text.ts';
