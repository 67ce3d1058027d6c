import { useCallback, useRef, useState } from 'react';
import { useToast } from '../../../components/ui/toast.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { useRefreshCourse } from '../api/refresh-course.ts';
import { submitObjectiveWorkflow } from '../api/submit-objective-workflow.ts';
import { waitForRecord } from '../lib/wait-for-record.ts';
import { courseRefusalMessage } from '../lib/start-error-message.ts';

/**
 * doc 2 §4 Submitting: the run is handed in through the asynchronous command (doc 1 §4),
 * then read until its result exists, then the page reloads. Failures show the command's
 * message (doc 1 §8); the page reloads too, since it was out of date.
 */
export function useSubmitCourse() {
  const t = useT();
  const toast = useToast();
  const refresh = useRefreshCourse();
  const running = useRef(false);
  const [busy, setBusy] = useState(false);

  const submit = useCallback(
    async (objectiveWorkflowId: string) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      try {
        const submitted = await submitObjectiveWorkflow(objectiveWorkflowId);
        await waitForRecord(submitted, objectiveWorkflowId);
        toast('success', t.t('courseActions.submitted'));
      } catch (error) {
        toast('critical', courseRefusalMessage(error, t));
      } finally {
        await refresh();
        running.current = false;
        setBusy(false);
      }
    },
    [refresh, t, toast],
  );

  return { submit, busy };
}
