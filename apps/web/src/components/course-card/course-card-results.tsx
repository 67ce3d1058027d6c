import type { RecordSummary } from '@lp/contract';
import { getResultStatus, getScoreColour, getScoreDisplay } from '@lp/domain';
import { useT } from '../../lib/i18n.tsx';
import styles from './course-card.module.css';

/**
 * The result of the last run: a badge with the grade as sent or the pass state (doc 1 §2),
 * and the score coloured by doc 1 §5. What the badge says comes from getResultStatus, the
 * rule the details page reads too: a withheld result says so, never "Awaiting grade".
 */
export function CourseCardResults({ record, gradeColour }: { record: RecordSummary; gradeColour?: string | null | undefined }) {
  const t = useT();
  const status = getResultStatus(record);
  const badge =
    status === 'hidden'
      ? { tone: 'hidden', text: t.t('courseCard.badge.hidden') }
      : status === 'pending'
        ? { tone: 'pending', text: t.t('courseCard.badge.pending') }
        : record.grade
          ? { tone: 'grade', text: record.grade }
          : status === 'passed'
            ? { tone: 'passed', text: t.t('courseCard.badge.passed') }
            : status === 'failed'
              ? { tone: 'failed', text: t.t('courseCard.badge.failed') }
              : null;
  const score = status === 'hidden' ? null : getScoreDisplay(record);
  const colour = getScoreColour(record);
  if (!badge && !score) return null;
  const percent = score ? t.number(score.percent / 100, { style: 'percent' }) : '';
  return (
    <div className={styles.results}>
      {badge ? (
        <span className={`${styles.badge} ${styles[`badge-${badge.tone}`] ?? ''}`} data-badge={badge.tone}>
          {badge.tone === 'grade' && gradeColour ? (
            <span className={styles.swatch} style={{ background: gradeColour }} aria-hidden="true" />
          ) : null}
          {badge.tone === 'grade' ? t.t('courseCard.grade', { grade: badge.text }) : badge.text}
        </span>
      ) : null}
      {score ? (
        <span className={`${styles.score} ${colour ? (styles[`score-${colour}`] ?? '') : ''}`} data-score-colour={colour ?? undefined}>
          {score.showPoints
            ? t.t('courseCard.scorePoints', { score: t.number(score.scaledScore ?? 0), maxScore: t.number(score.maxScore), percent })
            : t.t('courseCard.scorePercent', { percent })}
        </span>
      ) : null}
    </div>
  );
}
