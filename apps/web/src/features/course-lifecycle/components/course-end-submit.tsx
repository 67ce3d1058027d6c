import { useMemo, useState } from 'react';
import type { ActivityTreeView } from '@lp/contract';
import { getFinishChecklist, getVisibleActions, toCourseActionsInput } from '@lp/domain';
import { useCourseDetails } from '../../../lib/api/get-course-details.ts';
import { courseFacts, readCourseState } from '../../../lib/course-state.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config-context.tsx';
import { useSubmitCourse } from '../hooks/use-submit-course.ts';
import { AllDoneCallout } from './all-done-callout.tsx';
import { ConfirmHandInDialog } from './confirm-hand-in-dialog.tsx';
import { NextSteps } from './next-steps.tsx';

/**
 * The end of the last activity in the content view (issue 33): with every required activity
 * done, "Submit the course" there, through the same confirmation as on the details page.
 * The checklist is read from the tree on screen, so it changes as soon as an activity is done.
 */
export function CourseEndSubmit({ objectiveId, tree }: { objectiveId: string; tree: ActivityTreeView }) {
  const details = useCourseDetails(objectiveId).data;
  const { featureFlags } = useRuntimeConfig();
  const { submit, busy } = useSubmitCourse(objectiveId);
  const [confirm, setConfirm] = useState(false);
  const workflowId = details ? readCourseState(details).workflow?.id : undefined;
  const canHandIn = Boolean(
    details && workflowId && getVisibleActions(toCourseActionsInput(courseFacts(details), featureFlags), new Date()).continue,
  );
  const checklist = useMemo(() => getFinishChecklist(tree.children), [tree]);
  if (!canHandIn || !workflowId || workflowId !== tree.objectiveWorkflowId || checklist.incompleteMandatory.length > 0) return null;
  return (
    <>
      <AllDoneCallout busy={busy} onSubmit={() => setConfirm(true)} />
      {confirm ? (
        <ConfirmHandInDialog
          kind="submit"
          objectiveId={objectiveId}
          onConfirm={() => {
            setConfirm(false);
            submit(workflowId);
          }}
          onCancel={() => setConfirm(false)}
        />
      ) : null}
    </>
  );
}

/** What happens next, in the content view of a handed-in run (issue 33). */
export function RunNextSteps({ objectiveId }: { objectiveId: string }) {
  const details = useCourseDetails(objectiveId).data;
  return details ? <NextSteps details={details} /> : null;
}
