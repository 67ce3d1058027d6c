import type { RecordSummary } from '@lp/contract';
import { getScoreColour, getScoreDisplay } from '@lp/domain';
import { useT } from '../lib/i18n.tsx';
import styles from './score-text.module.css';

/**
 * doc 1 §5, doc 2 §9: the score as a whole percent, coloured, with "x out of y points"
 * unless the maximum is 1. Nothing when there is no score (or it is withheld).
 */
export function ScoreText({ record }: { record: Pick<RecordSummary, 'score' | 'maxScore' | 'normalizedScore'> }) {
  const t = useT();
  const score = getScoreDisplay(record);
  if (!score) return null;
  const colour = getScoreColour(record);
  return (
    <span className={`${styles.score} ${colour ? (styles[`score-${colour}`] ?? '') : ''}`} data-score-colour={colour ?? undefined}>
      {t.number(score.percent / 100, { style: 'percent', maximumFractionDigits: 0 })}
      {score.showPoints ? (
        <span className={styles.points}>
          {t.t('courseDetails.scorePoints', { score: t.number(score.scaledScore ?? 0), maxScore: score.maxScore })}
        </span>
      ) : null}
    </span>
  );
}
