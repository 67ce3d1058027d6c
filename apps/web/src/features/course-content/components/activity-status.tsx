import { isRunFinished, isRunHandedIn, type WorkflowState } from '@lp/domain';
import type { ActivityWorkflowView } from '@lp/contract';
import { formatActivityResult, getEntryResult } from '../../../lib/activity-result.ts';
import { useContent } from '../../../lib/content-context.tsx';
import { useT } from '../../../lib/i18n.tsx';
import type { TocEntry } from '../../../lib/toc-model.ts';
import styles from './views.module.css';

/**
 * Where the learner is with the activity and, for a tool's score, the score or when it will
 * be shown (issue 33 item 4), announced politely when it changes: marking it complete, or a
 * score arriving from the tool while the page is open.
 */
export function ActivityStatus({ entry, workflow }: { entry: TocEntry; workflow: ActivityWorkflowView | null }) {
  const t = useT();
  const { resultTerms, now, timeZone } = useContent();
  let text = '';
  if (isRunFinished(workflow?.state as WorkflowState | undefined))
    text = entry.state === 'failed' ? t.t('courseContent.status.belowPassing') : t.t('courseContent.status.completed');
  else if (isRunHandedIn(workflow?.state as WorkflowState | undefined)) text = t.t('courseContent.status.submitted');
  const result = getEntryResult(entry, resultTerms, now);
  return (
    <p className={styles.status} role="status">
      {text}
      {result ? (text ? ' ' : '') : null}
      {result ? (
        <span className={styles.result} data-result={result.kind}>
          {formatActivityResult(t, result, { timeZone })}
        </span>
      ) : null}
    </p>
  );
}
