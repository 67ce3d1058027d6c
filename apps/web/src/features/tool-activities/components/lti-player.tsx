import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { LtiMessageType } from '@lp/contract/lti';
import { isProctoringBlocked, isRunInProgress, type WorkflowState } from '@lp/domain';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { courseKeys } from '../../../lib/api/course-keys.ts';
import { useCourseDetails } from '../../../lib/api/get-course-details.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useContent } from '../../../lib/content-context.tsx';
import type { TocEntry } from '../../../lib/toc-model.ts';
import type { ToolReturn } from '../lib/frame-messages.ts';
import { ProctoredExamStart } from './proctored-exam-start.tsx';
import { ToolLaunch } from './tool-launch.tsx';
import { ToolReturnNotice } from './tool-return-notice.tsx';
import styles from './lti-player.module.css';

/** The activity workflow of the learner's run that a launch is for (doc 2 §3). */
export interface LtiWorkflow {
  id: string;
  state: WorkflowState;
}

export interface LtiActivityProps {
  objectiveId: string;
  objectiveWorkflowId: string;
  /** The run is in progress and not under review: the tool may be launched. */
  canWork: boolean;
  /** The learner's work on the activity in this run; null while it is being started. */
  workflow: LtiWorkflow | null;
  /** The activity part; undefined for the course's root activity (a course that is one tool). */
  partId?: string | undefined;
  supportReview: boolean;
  name: string;
  description: string;
  /** A proctored exam (decision 0021): its requirements and Start exam come first; `durationSeconds` is its expected duration. */
  proctored?: boolean;
  durationSeconds?: number | null;
}

/**
 * A tool-based (LTI 1.3) activity. While the learner's work on it is in progress the tool
 * launches as the activity opens; when the tool sends the learner back, the frame goes,
 * the tool's message shows and the course is read again (a score moves the activity on,
 * doc 2 §4). A finished activity offers the tool's review where the activity supports it.
 * A proctored exam shows what it needs and Start exam instead of launching at once; a run
 * blocked by proctoring (doc 2 §4 Availability) launches nothing and says why. Used for a
 * part of the course (LtiPlayer) and for a course whose root is the tool.
 */
export function LtiActivity(props: LtiActivityProps) {
  const {
    objectiveId,
    objectiveWorkflowId,
    canWork,
    workflow,
    partId,
    supportReview,
    name,
    description,
    proctored = false,
    durationSeconds = null,
  } = props;
  const t = useT();
  const queryClient = useQueryClient();
  // The course details are on screen already (the course page): this reads their cache, refreshed while a verdict may come.
  const blocked = isProctoringBlocked(useCourseDetails(objectiveId).data?.lastProctoringSession);
  const [returned, setReturned] = useState<ToolReturn | null>(null);
  const [launches, setLaunches] = useState(0);

  const onReturn = useCallback(
    (message: ToolReturn) => {
      setReturned(message);
      void queryClient.invalidateQueries({ queryKey: courseKeys.all });
    },
    [queryClient],
  );
  // The tool stays while the learner is in it (decision 0074): a score arriving finishes the
  // activity under it, and the tool's last page (its feedback, its way back) stays until left.
  const working = workflow !== null && isRunInProgress(workflow.state) && canWork;
  const [launchedFor, setLaunchedFor] = useState<string | null>(null);
  const launchedId = working && !blocked ? workflow.id : null;
  useEffect(() => {
    if (launchedId) setLaunchedFor(launchedId);
  }, [launchedId]);
  const open = working || (!returned && workflow !== null && launchedFor === workflow.id && canWork);
  const launchAgain = () => {
    setReturned(null);
    setLaunches((n) => n + 1);
  };

  let body;
  if (working && blocked) {
    body = <p className={styles.warning}>{t.t('courseActions.proctoringBlocked')}</p>;
  } else if (open && workflow && proctored) {
    // After a return the requirements and Start exam come again: a new start is a new session.
    body = (
      <ProctoredExamStart
        key={launches}
        objectiveWorkflowId={objectiveWorkflowId}
        activityWorkflowId={workflow.id}
        partId={partId}
        name={name}
        durationSeconds={durationSeconds}
        onReturn={(message) => {
          onReturn(message);
          setLaunches((n) => n + 1);
        }}
      />
    );
  } else if (open && workflow) {
    body = returned ? (
      <Button className={styles.start} onClick={launchAgain}>
        {t.t('players.lti.openAgain', { name })}
      </Button>
    ) : (
      <ToolLaunch
        key={launches}
        objectiveWorkflowId={objectiveWorkflowId}
        activityWorkflowId={workflow.id}
        partId={partId}
        messageType={LtiMessageType.resourceLink}
        name={name}
        frameTitle={name}
        onReturn={onReturn}
      />
    );
  } else if (!workflow) {
    // In a run in progress the activity's work is being started (useActivityWorkflow); the launch follows.
    body = canWork ? <p role="status">{t.t('players.lti.starting', { name })}</p> : <p>{t.t('players.lti.notStarted')}</p>;
  } else if (isRunInProgress(workflow.state)) {
    body = <p>{t.t('players.lti.closed')}</p>;
  } else {
    body = (
      <>
        <p>{t.t('players.lti.done')}</p>
        {supportReview ? (
          <Link className={styles.primaryLink} href={paths.workflowReview.href(objectiveId, workflow.id)}>
            {t.t('players.lti.review', { name })}
          </Link>
        ) : null}
      </>
    );
  }

  return (
    <div className={styles.lti}>
      {description ? <p dir="auto">{description}</p> : null}
      {returned ? <ToolReturnNotice summary={t.t('players.lti.returned', { name })} message={returned} /> : null}
      {body}
    </div>
  );
}

/** A tool-based activity that is a part of the course, opened from the table of contents. */
export function LtiPlayer({ entry, name, description }: { entry: TocEntry; name: string; description: string }) {
  const { objectiveId, objectiveWorkflowId, canWork } = useContent();
  const activity = entry.node.childActivity;
  const workflow = activity.activityWorkflowAggregate?.lastActivityWorkflow ?? null;
  return (
    <LtiActivity
      objectiveId={objectiveId}
      objectiveWorkflowId={objectiveWorkflowId}
      canWork={canWork}
      workflow={workflow}
      partId={entry.node.id}
      supportReview={activity.supportReview}
      name={name}
      description={description}
      proctored={activity.proctored}
      durationSeconds={activity.duration}
    />
  );
}
