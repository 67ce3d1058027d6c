import { useMemo } from 'react';
import type { CourseDetails } from '@lp/contract';
import { getActivityCount, type ActivityCount } from '@lp/domain';
import { useActivityTree } from '../../../lib/api/get-activity-tree.ts';
import { useCourseOutline } from '../../../lib/api/get-course-outline.ts';

/**
 * The course's activities counted (getActivityCount): from the learner's last run's tree
 * when there is one (what is done), else from the outline (what there is to do). Null
 * while loading or when neither answers.
 */
export function useCourseCount(details: CourseDetails): ActivityCount | null {
  const runId = details.objectiveWorkflowAggregate?.lastObjectiveWorkflow?.id ?? null;
  const tree = useActivityTree(runId);
  const outline = useCourseOutline(details.objective.id, !runId);
  const children = runId ? tree.data?.children : outline.data?.children;
  return useMemo(() => (children ? getActivityCount(children) : null), [children]);
}
