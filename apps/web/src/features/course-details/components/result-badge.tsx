import type { RecordSummary } from '@lp/contract';
import { getResultStatus } from '@lp/domain';
import { useT } from '../../../lib/i18n.tsx';
import styles from './details.module.css';

/**
 * The result badge (doc 2 §2): the pass state, "Grade pending" while a manual grade is
 * awaited (doc 1 §4), or the grade when the record has no pass state. Nothing when the
 * result is withheld: the overview says so (getResultStatus, the course card's rule too).
 */
export function ResultBadge({ record, gradeColour }: { record: RecordSummary; gradeColour?: string | null }) {
  const t = useT();
  const status = getResultStatus(record);
  const badge =
    status === 'pending'
      ? { tone: 'pending', text: t.t('courseDetails.badge.pending') }
      : status === 'passed'
        ? { tone: 'passed', text: t.t('courseDetails.badge.passed') }
        : status === 'failed'
          ? { tone: 'failed', text: t.t('courseDetails.badge.failed') }
          : status === 'graded'
            ? { tone: 'grade', text: t.t('courseDetails.grade', { grade: record.grade! }) }
            : null;
  if (!badge) return null;
  return (
    <span className={`${styles.badge} ${styles[`badge-${badge.tone}`] ?? ''}`} data-badge={badge.tone}>
      {badge.tone === 'grade' && gradeColour ? (
        <span className={styles.swatch} style={{ background: gradeColour }} aria-hidden="true" />
      ) : null}
      {badge.text}
    </span>
  );
}
