import type { ReactNode } from 'react';
import type { ActivityTreeView, CourseDetails } from '@lp/contract';
import { isRunInProgress, type WorkflowState } from '@lp/domain';
import { LtiActivity } from './lti-player.tsx';
import styles from './lti.module.css';

interface RootLtiViewProps {
  tree: ActivityTreeView;
  /** The course details: their aggregate names the latest run's activity workflow. */
  details: CourseDetails | undefined;
  isReview: boolean;
  /** What the content screen says above a run under review. */
  notice: ReactNode;
}

/**
 * The course view of a course that is one tool (doc 2 §4: an LTI course starts with a full
 * page redirect to the course view). There is no table of contents: the run's root
 * activity is the tool, launched for the activity workflow started with the run (a
 * resource-link with no part: the course's root), with the player's messages, return and
 * errors.
 */
export function RootLtiView({ tree, details, isReview, notice }: RootLtiViewProps) {
  const root = tree.rootActivity;
  const aggregate = details?.objectiveWorkflowAggregate;
  // The aggregate's activity workflow is the latest run's: the root's, as a one-tool course has no other.
  const workflow = aggregate?.lastObjectiveWorkflow?.id === tree.objectiveWorkflowId ? (aggregate.lastActivityWorkflow ?? null) : null;
  return (
    <div className={styles.root}>
      {notice}
      <LtiActivity
        objectiveId={tree.objectiveId}
        objectiveWorkflowId={tree.objectiveWorkflowId}
        canWork={!isReview && isRunInProgress(tree.workflowState as WorkflowState)}
        workflow={workflow}
        supportReview={root.supportReview}
        name={root.name}
        description={root.description}
      />
    </div>
  );
}
