import { isRunFinished, isRunHandedIn, type WorkflowState } from '@lp/domain';
import type { ActivityWorkflowView } from '@lp/contract';
import { useT } from '../../../lib/i18n.tsx';
import type { TocEntry } from '../../../lib/toc-model.ts';
import styles from './views.module.css';

/** Where the learner is with the activity, announced politely when it changes (marking it complete). */
export function ActivityStatus({ entry, workflow }: { entry: TocEntry; workflow: ActivityWorkflowView | null }) {
  const t = useT();
  let text = '';
  if (isRunFinished(workflow?.state as WorkflowState | undefined))
    text = entry.state === 'failed' ? t.t('courseContent.status.belowPassing') : t.t('courseContent.status.completed');
  else if (isRunHandedIn(workflow?.state as WorkflowState | undefined)) text = t.t('courseContent.status.submitted');
  return (
    <p className={styles.status} role="status">
      {text}
    </p>
  );
}
