import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { LtiMessageType } from '@lp/contract/lti';
import { isRunInProgress } from '@lp/domain';
import { useBreadcrumbs } from '../../../components/breadcrumbs-context.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoaderOverlay } from '../../../components/ui/loader-overlay.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { BackToCourse } from './back-to-course.tsx';
import type { ToolReturn } from '../lib/frame-messages.ts';
import { ToolLaunch } from './tool-launch.tsx';
import { ToolReturnNotice } from './tool-return-notice.tsx';
import { useProctoredAttempt, type ProctoredAttempt } from '../hooks/use-proctored-attempt.ts';
import styles from './proctoring.module.css';

/** Where the exam is: being taken, back from the tool and being checked, not handed in, or ended. */
type Step = 'exam' | 'checking' | 'notHandedIn' | 'ended';

const reasonOf = (error: unknown) => (error instanceof ApiError ? error.body?.errors.reason?.[0] : undefined);

/**
 * doc 2 §2 /courses/proctor/{objectiveId}/{activityPathId}?inProctoringIframe (decision 0021
 * steps 5–6): the exam itself, launched here (LtiResourceLinkRequest) once the proctoring
 * tool started the session. On the exam tool's return the run is read again; an exam handed
 * in is closed with LtiEndAssessment to the proctoring tool, in the same place, and the page
 * says the exam has ended with the way back; one not handed in offers the exam again.
 */
interface ProctoredExamPageProps {
  objectiveId: string;
  activityPathId: string;
  /** In the proctoring tool's frame: no breadcrumbs, the page fills the frame. */
  framed: boolean;
  /** The page shown when the course itself cannot be read (the course's load errors). */
  renderLoadError: (error: unknown) => ReactNode;
}

export function ProctoredExamPage({ objectiveId, activityPathId, framed, renderLoadError }: ProctoredExamPageProps) {
  const t = useT();
  const state = useProctoredAttempt(objectiveId, activityPathId);
  const name = state.kind === 'found' ? state.attempt.name : '';
  const title = t.t('proctoring.exam.title');
  useDocumentTitle(name ? t.t('proctoring.exam.documentTitle', { name }) : title);
  const courseName = state.kind === 'found' ? state.attempt.courseName : state.kind === 'notFound' ? state.courseName : '';
  useBreadcrumbs(
    framed
      ? []
      : [
          { label: t.t('nav.courses'), href: paths.courses.href() },
          { label: courseName, href: paths.courseDetails.href(objectiveId) },
          { label: title },
        ],
  );

  if (state.kind === 'error') return renderLoadError(state.error);
  if (state.kind === 'pending') return <LoaderOverlay label={t.t('proctoring.exam.loading')} />;
  let body: ReactNode;
  if (state.kind === 'notFound') {
    body = (
      <>
        <p className={styles.message}>{t.t('proctoring.exam.notFound')}</p>
        <BackToCourse objectiveId={objectiveId} />
      </>
    );
  } else if (!state.attempt.activityWorkflowId) {
    body = <NotStarted attempt={state.attempt} />;
  } else {
    body = <ExamSteps attempt={state.attempt} activityWorkflowId={state.attempt.activityWorkflowId} reload={state.reload} />;
  }
  return (
    <div className={`${styles.page} ${framed ? '' : styles.inShell}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {name ? (
          <p dir="auto" className={styles.name}>
            {name}
          </p>
        ) : null}
      </header>
      <div className={styles.body}>{body}</div>
    </div>
  );
}

/** The exam opens only in a session the proctoring tool started (the server's 409 proctoringNotStarted). */
function NotStarted({ attempt }: { attempt: ProctoredAttempt }) {
  const t = useT();
  return (
    <>
      <p role="alert" className={styles.message}>
        {t.t('proctoring.exam.notStarted')}
      </p>
      <BackToCourse objectiveId={attempt.objectiveId} axis={attempt.axis} activityId={attempt.activityId} />
    </>
  );
}

interface ExamStepsProps {
  attempt: ProctoredAttempt;
  activityWorkflowId: string;
  reload: () => Promise<ProctoredAttempt | null>;
}

function ExamSteps({ attempt, activityWorkflowId, reload }: ExamStepsProps) {
  const t = useT();
  const [step, setStep] = useState<Step>('exam');
  const [launches, setLaunches] = useState(0);
  const [examReturn, setExamReturn] = useState<ToolReturn | null>(null);
  const latestReload = useRef(reload);
  useEffect(() => {
    latestReload.current = reload;
  });

  const onExamReturn = useCallback((message: ToolReturn) => {
    setExamReturn(message);
    setStep('checking');
    // A reading that fails counts as handed in: the server refuses LtiEndAssessment otherwise, and says so.
    void latestReload.current().then(
      (next) => setStep(isRunInProgress(next?.workflowState) ? 'notHandedIn' : 'ended'),
      () => setStep('ended'),
    );
  }, []);
  const backToExam = () => {
    setExamReturn(null);
    setLaunches((n) => n + 1);
    setStep('exam');
  };
  const back = (
    <BackToCourse objectiveId={attempt.objectiveId} axis={attempt.axis} activityId={attempt.activityId} message={examReturn ?? undefined} />
  );
  const examRefused = (error: unknown) =>
    error instanceof ApiError && error.status === 409 ? (
      <>
        <p role="alert" className={styles.message}>
          {reasonOf(error) === 'proctoringNotStarted' ? t.t('proctoring.exam.notStarted') : error.firstMessage}
        </p>
        {back}
      </>
    ) : undefined;

  switch (step) {
    case 'exam':
      return (
        <ToolLaunch
          key={launches}
          objectiveWorkflowId={attempt.objectiveWorkflowId}
          activityWorkflowId={activityWorkflowId}
          partId={attempt.partId}
          messageType={LtiMessageType.resourceLink}
          name={attempt.name}
          launchingText={t.t('proctoring.exam.loading')}
          frameTitle={attempt.name}
          frameClassName={styles.examFrame}
          onReturn={onExamReturn}
          renderError={examRefused}
        />
      );
    case 'checking':
      return (
        <p role="status" className={styles.message}>
          {t.t('proctoring.exam.checking')}
        </p>
      );
    case 'notHandedIn':
      return (
        <>
          {examReturn ? <ToolReturnNotice message={examReturn} /> : null}
          <p className={styles.message}>{t.t('proctoring.exam.notHandedIn')}</p>
          <Button onClick={backToExam}>{t.t('proctoring.exam.backToExam')}</Button>
        </>
      );
    default:
      return <ExamEnded attempt={attempt} activityWorkflowId={activityWorkflowId} examReturn={examReturn} back={back} />;
  }
}

interface ExamEndedProps {
  attempt: ProctoredAttempt;
  activityWorkflowId: string;
  examReturn: ToolReturn | null;
  back: ReactNode;
}

/**
 * The exam has ended: LtiEndAssessment goes to the proctoring tool (decision 0021 step 6),
 * whose page shows where the exam was until it sends the learner back; the heading takes
 * focus, as the frame the learner was in is gone.
 */
function ExamEnded({ attempt, activityWorkflowId, examReturn, back }: ExamEndedProps) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  const [closed, setClosed] = useState<ToolReturn | null>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <>
      <h2 ref={heading} tabIndex={-1} className={styles.endedTitle}>
        {t.t('proctoring.exam.ended')}
      </h2>
      {examReturn?.msg || examReturn?.errormsg ? <ToolReturnNotice message={examReturn} /> : null}
      {closed ? (
        closed.msg || closed.errormsg ? (
          <ToolReturnNotice message={closed} />
        ) : null
      ) : (
        <ToolLaunch
          objectiveWorkflowId={attempt.objectiveWorkflowId}
          activityWorkflowId={activityWorkflowId}
          partId={attempt.partId}
          messageType={LtiMessageType.endAssessment}
          name={attempt.name}
          launchingText={t.t('proctoring.exam.closing')}
          frameTitle={t.t('proctoring.exam.closingTitle')}
          frameClassName={styles.closingFrame}
          onReturn={setClosed}
        />
      )}
      {back}
    </>
  );
}
