import { useSearchParams } from 'wouter';
import type { CourseDetails } from '@lp/contract';
import { getRedirectorTarget, type ContentType } from '@lp/domain';
import { useActivityTree } from '../../../lib/api/get-activity-tree.ts';

export type RedirectorState = { kind: 'pending' } | { kind: 'ready'; path: string };

/** `?inProctoringIframe` (no value, as doc 2 §2 writes it) or any value but false and 0 is set. */
export const readInProctoringIframe = (value: string | null) => value !== null && value !== 'false' && value !== '0';

/**
 * doc 2 §2 Redirector: the content of the asked activity (activityPathId, else activityId)
 * in the learner's run, or the details when there is no started run of a composite course
 * or the activity is not in the run's tree. In the proctoring tool's frame
 * (inProctoringIframe) the activity opens on the proctor route; the flag is carried on.
 */
export function useRedirectorTarget(details: CourseDetails | undefined): RedirectorState {
  const [search] = useSearchParams();
  const activityId = search.get('activityId');
  const activityPathId = search.get('activityPathId');
  const inProctoringIframe = search.get('inProctoringIframe');
  const workflowId = details?.objectiveWorkflowAggregate?.lastObjectiveWorkflow?.id ?? null;
  const needsTree = Boolean(workflowId && (activityId || activityPathId));
  const tree = useActivityTree(needsTree ? workflowId : null);
  if (!details || (needsTree && tree.isPending)) return { kind: 'pending' };
  const target = getRedirectorTarget({
    objectiveId: details.objective.id,
    courseType: details.objective.activity.type as ContentType,
    hasStartedWorkflow: workflowId !== null,
    activityId,
    activityPathId,
    // A tree that failed to load finds nothing: the activity is "not found" and details open.
    tree: tree.data?.children ?? [],
    inProctoringIframe: readInProctoringIframe(inProctoringIframe),
  });
  const query = inProctoringIframe !== null ? `?${new URLSearchParams({ inProctoringIframe })}` : '';
  return { kind: 'ready', path: target.path + query };
}
