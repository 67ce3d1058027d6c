import { useState, type ReactNode } from 'react';
import { LtiMessageType } from '@lp/contract/lti';
import { useBreadcrumbs } from '../../../components/breadcrumbs-context.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import type { ToolReturn } from '../lib/frame-messages.ts';
import { ToolLaunch } from './tool-launch.tsx';
import { ToolReturnNotice } from './tool-return-notice.tsx';
import styles from './lti.module.css';

interface WorkflowReviewProps {
  objectiveId: string;
  courseName: string;
  /** The learner's run of the course; null when they have none. */
  objectiveWorkflowId: string | null;
  activityWorkflowId: string;
  renderError?: (error: unknown) => ReactNode | undefined;
}

/**
 * doc 2 §2 workflow review: the tool's own review of one finished activity
 * (LtiSubmissionReviewRequest). The server decides whether the review and disclosure
 * policies let the learner see it; its refusal is shown as it says.
 */
export function WorkflowReview({ objectiveId, courseName, objectiveWorkflowId, activityWorkflowId, renderError }: WorkflowReviewProps) {
  const t = useT();
  const [returned, setReturned] = useState<ToolReturn | null>(null);
  const [launches, setLaunches] = useState(0);
  const title = t.t('workflowReview.title');
  useDocumentTitle(title);
  useBreadcrumbs([
    { label: t.t('nav.courses'), href: paths.courses.href() },
    { label: courseName, href: paths.courseDetails.href(objectiveId) },
    { label: title },
  ]);

  let body: ReactNode;
  if (!objectiveWorkflowId) body = <p>{t.t('workflowReview.noAttempt')}</p>;
  else if (returned) {
    body = (
      <>
        <ToolReturnNotice summary={t.t('ltiCallback.title')} message={returned} />
        <Button
          variant="secondary"
          onClick={() => {
            setReturned(null);
            setLaunches((n) => n + 1);
          }}
        >
          {t.t('workflowReview.openAgain')}
        </Button>
      </>
    );
  } else {
    body = (
      <ToolLaunch
        key={launches}
        objectiveWorkflowId={objectiveWorkflowId}
        activityWorkflowId={activityWorkflowId}
        messageType={LtiMessageType.submissionReview}
        name={courseName}
        launchingText={t.t('workflowReview.loading')}
        frameTitle={t.t('workflowReview.frameTitle')}
        onReturn={setReturned}
        {...(renderError ? { renderError } : {})}
      />
    );
  }

  return (
    <section className={styles.page} aria-labelledby="workflow-review-title">
      <h1 id="workflow-review-title" className={styles.title}>
        {title}
      </h1>
      <p dir="auto">{courseName}</p>
      {body}
      <ButtonLink variant="secondary" href={paths.courseContent.href(objectiveId)}>
        {t.t('workflowReview.backToCourse')}
      </ButtonLink>
    </section>
  );
}
