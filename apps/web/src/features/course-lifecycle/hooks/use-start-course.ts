import { useLocation } from 'wouter';
import type { CourseDetails } from '@lp/contract';
import { useToast } from '../../../components/ui/toast.tsx';
import { BASENAME, paths } from '../../../config/paths.ts';
import { useT } from '../../../lib/i18n.tsx';
import { createSelfEnrollment } from '../../../lib/api/create-self-enrollment.ts';
import { getObjectiveAggregate } from '../../../lib/api/get-objective-aggregate.ts';
import { logUsageEvent } from '../../../lib/api/log-usage-event.ts';
import { trackUsageEvent } from '../../../lib/analytics.ts';
import { startObjectiveWorkflow } from '../../../lib/api/start-objective-workflow.ts';
import { readCourseState } from '../../../lib/course-state.ts';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation.ts';
import { useRefreshCourse } from '../api/refresh-course.ts';
import { isStaleStateError, startErrorMessage } from '../lib/start-error-message.ts';

export type StartKind = 'start' | 'retake';

/**
 * doc 2 §4 Starting, Self-enrolment: Start (or Start again) creates a run with a fresh id,
 * made once per click, after enrolling first when the learner has no enrolment yet. A
 * second click while one runs is ignored. LTI courses then load the course view as a new
 * page (the tool launch needs one); others go to the content route.
 */
export function useStartCourse(details: CourseDetails) {
  const t = useT();
  const toast = useToast();
  const refresh = useRefreshCourse();
  const [, navigate] = useLocation();

  const mutation = useSingleFlightMutation({
    mutationFn: async (_kind: StartKind) => {
      const state = readCourseState(details);
      const runId = crypto.randomUUID();
      let aggregateId = state.aggregateId;
      if (!details.objectiveAccess && details.selfEnrollment) {
        const enrolment = await createSelfEnrollment({ id: crypto.randomUUID(), objectiveAccessId: state.objectiveId });
        aggregateId = enrolment.objectiveWorkflowAggregateId;
      }
      aggregateId ??= (await getObjectiveAggregate(state.objectiveId)).id;
      await startObjectiveWorkflow({ objectiveWorkflowAggregateId: aggregateId, id: runId });
      return { state, runId };
    },
    onSuccess: async ({ state, runId }, kind) => {
      // The server logged the run's start itself; the analytics loggers hear of it here (decision 0040).
      trackUsageEvent(kind === 'start' ? 'objective_start' : 'course_restart', {
        objectiveId: state.objectiveId,
        objectiveWorkflowId: runId,
      });
      if (kind === 'start') logUsageEvent('course_open_first_time', { objectiveId: state.objectiveId, objectiveWorkflowId: runId });
      await refresh();
      const content = paths.courseContent.href(state.objectiveId);
      if (state.isLti) window.location.assign(BASENAME + content);
      else navigate(content);
    },
    onError: (error) => {
      toast('critical', startErrorMessage(error, t));
      if (isStaleStateError(error)) void refresh();
    },
  });

  return { start: mutation.run, busy: mutation.isPending ? (mutation.variables ?? null) : null };
}
