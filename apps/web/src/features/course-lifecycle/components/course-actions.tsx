import { useState, type ReactNode } from 'react';
import type { CourseDetails } from '@lp/contract';
import { getVisibleActions, toCourseActionsInput } from '@lp/domain';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useRuntimeConfig } from '../../../lib/runtime-config-context.tsx';
import { logUsageEvent } from '../../../lib/api/log-usage-event.ts';
import { ConfirmHandInDialog, type HandInKind } from './confirm-hand-in-dialog.tsx';
import { CourseActionMessages } from './course-action-messages.tsx';
import { courseFacts, readCourseState } from '../../../lib/course-state.ts';
import { FinishBlockersDialog, listsOfChecklist, listsOfRefusal } from './finish-blockers-dialog.tsx';
import { AllDoneCallout } from './all-done-callout.tsx';
import { toEntries } from './checklist-links.tsx';
import { NextSteps } from './next-steps.tsx';
import { useFinishChecklist } from '../hooks/use-finish-checklist.ts';
import { useFinishCourse } from '../hooks/use-finish-course.ts';
import { useFocusAfterHandIn } from '../hooks/use-focus-after-hand-in.ts';
import { useStartCourse } from '../hooks/use-start-course.ts';
import { useSubmitCourse } from '../hooks/use-submit-course.ts';
import styles from './lifecycle.module.css';

/** The review link of doc 2 §4: the content in review mode for the last run. */
export const reviewHref = (objectiveId: string, objectiveWorkflowId: string) =>
  `${paths.courseContent.href(objectiveId)}?${new URLSearchParams({ viewType: 'REVIEW', objectiveWorkflowId })}`;

/**
 * The details action buttons exactly as `getVisibleActions` answers (doc 2 §4), with the
 * messages that explain a missing button, and Submit / Finish course for a run in progress.
 * The run's finish checklist (issue 33) drives them: Submit lists the required activities
 * left, Finish shows its blockers without asking the server, and with everything done a call
 * to submit leads. Once handed in, what happens next. `children` are further buttons of the
 * page, in the same row (the catalog's enrolment).
 */
export function CourseActions({ details, now = new Date(), children }: { details: CourseDetails; now?: Date; children?: ReactNode }) {
  const t = useT();
  const { featureFlags } = useRuntimeConfig();
  const actions = getVisibleActions(toCourseActionsInput(courseFacts(details), featureFlags), now);
  const state = readCourseState(details);
  const { start, busy: starting } = useStartCourse(details);
  const { submit, busy: submitting } = useSubmitCourse(state.objectiveId);
  const { finish, busy: finishing, refusal, dismissRefusal } = useFinishCourse(state.objectiveId);
  const [confirm, setConfirm] = useState<HandInKind | null>(null);
  const [blocked, setBlocked] = useState(false);
  const busy = starting !== null || submitting || finishing;
  const disabled = busy ? { 'aria-disabled': true as const } : {};
  const workflowId = state.workflow?.id;
  const canHandIn = Boolean(actions.continue && workflowId);
  const checklist = useFinishChecklist(canHandIn ? workflowId : null);
  const allDone = canHandIn && checklist !== null && checklist.incompleteMandatory.length === 0;
  const blockerLists = checklist && !checklist.canFinish ? listsOfChecklist(checklist) : refusal ? listsOfRefusal(refusal) : null;
  useFocusAfterHandIn(canHandIn);
  const status = starting
    ? 'courseActions.starting'
    : submitting
      ? 'courseActions.submitting'
      : finishing
        ? 'courseActions.finishing'
        : null;

  const handIn = (kind: HandInKind) => {
    setConfirm(null);
    if (!workflowId) return;
    if (kind === 'submit') submit(workflowId);
    else finish(workflowId);
  };

  // The same rule the server refuses a finish by: its blockers show at once, with links.
  const askFinish = () => {
    if (busy) return;
    if (checklist && !checklist.canFinish) setBlocked(true);
    else setConfirm('finish');
  };
  const closeBlockers = () => {
    setBlocked(false);
    dismissRefusal();
  };

  return (
    <div className={styles.actions}>
      <CourseActionMessages actions={actions} />
      {allDone ? <AllDoneCallout busy={busy} onSubmit={() => setConfirm('submit')} /> : null}
      <div className={styles.buttons}>
        {actions.start ? (
          <Button {...disabled} onClick={() => start('start')}>
            {t.t('courseActions.start')}
          </Button>
        ) : null}
        {actions.continue ? (
          <ButtonLink href={paths.courseContent.href(state.objectiveId)}>{t.t('courseActions.continue')}</ButtonLink>
        ) : null}
        {actions.review && workflowId ? (
          <ButtonLink
            variant={actions.retake ? 'secondary' : 'primary'}
            href={reviewHref(state.objectiveId, workflowId)}
            onClick={() => logUsageEvent('course_open_for_review', { objectiveId: state.objectiveId, objectiveWorkflowId: workflowId })}
          >
            {t.t('courseActions.review')}
          </ButtonLink>
        ) : null}
        {actions.retake ? (
          <Button {...disabled} onClick={() => start('retake')}>
            {t.t('courseActions.retake')}
          </Button>
        ) : null}
        {canHandIn ? (
          <>
            {allDone ? null : (
              <Button variant="secondary" {...disabled} onClick={() => !busy && setConfirm('submit')}>
                {t.t('courseActions.submit')}
              </Button>
            )}
            <Button variant="secondary" {...disabled} onClick={askFinish}>
              {t.t('courseActions.finish')}
            </Button>
          </>
        ) : null}
        {children}
      </div>
      <p role="status" className="visually-hidden">
        {status ? t.t(status) : ''}
      </p>
      <NextSteps details={details} now={now} />
      {confirm ? (
        <ConfirmHandInDialog
          kind={confirm}
          objectiveId={state.objectiveId}
          unfinished={confirm === 'submit' && checklist ? toEntries(checklist.incompleteMandatory) : []}
          onConfirm={() => handIn(confirm)}
          onCancel={() => setConfirm(null)}
        />
      ) : null}
      {(blocked || refusal) && blockerLists ? (
        <FinishBlockersDialog lists={blockerLists} objectiveId={state.objectiveId} onClose={closeBlockers} />
      ) : null}
    </div>
  );
}
