import { useCallback, useState } from 'react';
import { useToast } from '../../../components/ui/toast.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation.ts';
import { finishObjectiveWorkflow, getFinishRefusal, type FinishRefusal } from '../api/finish-objective-workflow.ts';
import { useRefreshCourse } from '../api/refresh-course.ts';
import { waitForRecord } from '../lib/wait-for-record.ts';
import { courseRefusalMessage } from '../lib/start-error-message.ts';
import { markJustHandedIn } from '../lib/just-handed-in.ts';

/**
 * doc 2 §4 Submitting, §8 Finish-course blockers: finishing hands the run in unless
 * mandatory activities are incomplete or being graded; then the server's lists come back
 * as `refusal` for the blockers dialog, and the run's tree is read again so the dialog lists
 * them with links (issue 33). The result id is made once per click.
 */
export function useFinishCourse(objectiveId: string) {
  const t = useT();
  const toast = useToast();
  const refresh = useRefreshCourse();
  const [refusal, setRefusal] = useState<FinishRefusal | null>(null);

  const mutation = useSingleFlightMutation({
    mutationFn: async (objectiveWorkflowId: string) =>
      waitForRecord(await finishObjectiveWorkflow({ id: crypto.randomUUID(), objectiveWorkflowId }), objectiveWorkflowId),
    onSuccess: async () => {
      markJustHandedIn(objectiveId);
      toast('success', t.t('courseActions.finished'));
      await refresh();
    },
    onError: async (error) => {
      const blockers = getFinishRefusal(error);
      if (blockers) setRefusal(blockers);
      else toast('critical', courseRefusalMessage(error, t));
      await refresh();
    },
  });

  return { finish: mutation.run, busy: mutation.isPending, refusal, dismissRefusal: useCallback(() => setRefusal(null), []) };
}
