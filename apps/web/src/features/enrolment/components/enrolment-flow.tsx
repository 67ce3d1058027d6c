import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { LIST_ENTRY_QUERY_KEYS } from '@lp/domain';
import { LoaderOverlay } from '../../../components/ui/loader-overlay.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { paths } from '../../../config/paths.ts';
import { describeCommandError } from '../../../lib/commands.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useReplaceSearch } from '../../../lib/use-replace-search.ts';
import { createSelfEnrollment } from '../../../lib/api/create-self-enrollment.ts';
import { getObjectiveAggregate } from '../../../lib/api/get-objective-aggregate.ts';
import { startObjectiveWorkflow } from '../../../lib/api/start-objective-workflow.ts';
import { isEnrolmentFlow, runEnrolmentFlow, type EnrolmentFlowSteps } from '../lib/run-enrolment-flow.ts';

const steps: EnrolmentFlowSteps = {
  getAggregate: getObjectiveAggregate,
  // The new enrolment's and the new run's ids are made here, once per flow: a retried call cannot do it twice.
  createAccess: (objectiveId) => createSelfEnrollment({ id: crypto.randomUUID(), objectiveAccessId: objectiveId }),
  start: (aggregateId) => startObjectiveWorkflow({ objectiveWorkflowAggregateId: aggregateId, id: crypto.randomUUID() }),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};
const FLOW_KEYS = LIST_ENTRY_QUERY_KEYS;

/**
 * The `occflow` entry of /courses and /catalog (doc 1 §2, §4, §8): enrols (and for
 * startTheCourse starts) the course named by objectiveId behind a blocking loader, then
 * lands on My courses or the course content. Its parameters leave the URL either way.
 * With `landing=course` (the public course page's sign-in, issue 33) an added course lands
 * on its own page rather than My courses: the learner comes back to the course they were
 * looking at. The target is built here from the course's id, never taken from the URL.
 */
export function EnrolmentFlow() {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const replaceSearch = useReplaceSearch();
  const params = new URLSearchParams(useSearch());
  const flow = params.get('occflow');
  const objectiveId = params.get('objectiveId');
  const toCourse = params.get('landing') === 'course';
  const [running, setRunning] = useState(false);
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!flow || started.current === `${flow}:${objectiveId}`) return;
    started.current = `${flow}:${objectiveId}`;
    if (!isEnrolmentFlow(flow) || !objectiveId) {
      replaceSearch((p) => FLOW_KEYS.forEach((key) => p.delete(key)));
      return;
    }
    setRunning(true);
    void runEnrolmentFlow(flow, objectiveId, steps).then((result) => {
      setRunning(false);
      if (result.kind === 'added' || result.kind === 'started') void queryClient.invalidateQueries();
      if (result.kind === 'added') {
        navigate(toCourse ? paths.courseDetails.href(encodeURIComponent(objectiveId)) : paths.courses.href(), { replace: true });
        toast('success', t.t('enrolment.added'));
      } else if (result.kind === 'started') {
        navigate(paths.courseContent.href(objectiveId), { replace: true });
      } else if (result.kind === 'aggregateNotFound') {
        toast('critical', t.t('_errors.unknown'));
        navigate(paths.courses.href(), { replace: true });
      } else {
        toast('critical', describeCommandError(result.error, t));
        replaceSearch((p) => FLOW_KEYS.forEach((key) => p.delete(key)));
      }
    });
  }, [flow, objectiveId, toCourse, navigate, replaceSearch, queryClient, toast, t]);

  return running ? <LoaderOverlay label={t.t('enrolment.inProgress')} /> : null;
}
