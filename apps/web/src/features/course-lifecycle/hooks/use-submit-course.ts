import { useToast } from '../../../components/ui/toast.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation.ts';
import { useRefreshCourse } from '../api/refresh-course.ts';
import { submitObjectiveWorkflow } from '../api/submit-objective-workflow.ts';
import { waitForRecord } from '../lib/wait-for-record.ts';
import { courseRefusalMessage } from '../lib/start-error-message.ts';
import { markJustHandedIn } from '../lib/just-handed-in.ts';

/**
 * doc 2 §4 Submitting: the run is handed in through the asynchronous command (doc 1 §4),
 * then read until its result exists, then the page reloads. Failures show the command's
 * message (doc 1 §8); the page reloads too, since it was out of date. The page's next
 * steps of `objectiveId` then take the focus (issue 33).
 */
export function useSubmitCourse(objectiveId: string) {
  const t = useT();
  const toast = useToast();
  const refresh = useRefreshCourse();

  const mutation = useSingleFlightMutation({
    mutationFn: async (objectiveWorkflowId: string) =>
      waitForRecord(await submitObjectiveWorkflow(objectiveWorkflowId), objectiveWorkflowId),
    onSuccess: () => {
      markJustHandedIn(objectiveId);
      toast('success', t.t('courseActions.submitted'));
    },
    onError: (error) => toast('critical', courseRefusalMessage(error, t)),
    onSettled: () => refresh(),
  });

  return { submit: mutation.run, busy: mutation.isPending };
}
