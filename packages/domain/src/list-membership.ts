import { ContentState } from './enums.ts';
import type { ObjectiveRecordSummary, ObjectiveWorkflowSummary } from './types.ts';

export interface ListMembershipInput {
  readonly activityState: ContentState;
  readonly isMandatory: boolean;
  readonly isSelfEnrolled: boolean;
  readonly lastObjectiveWorkflow: Pick<ObjectiveWorkflowSummary, 'state'> | null | undefined;
  readonly lastObjectiveRecord: ObjectiveRecordSummary | null | undefined;
}

/**
 * doc 1 §4 List membership: archived courses never show; of the rest, only those the
 * learner chose (self-enrolled), must do (mandatory) or has touched (workflow or record).
 */
export function isListedInMyCourses(course: ListMembershipInput): boolean {
  if (course.activityState === ContentState.archived) return false;
  return course.isSelfEnrolled || course.isMandatory || Boolean(course.lastObjectiveWorkflow) || Boolean(course.lastObjectiveRecord);
}
