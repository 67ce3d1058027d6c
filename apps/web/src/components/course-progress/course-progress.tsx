import { getProgressPercent, type ActivityCount } from '@lp/domain';
import { useT } from '../../lib/i18n.tsx';
import styles from './course-progress.module.css';

/**
 * A course's progress as "4 of 9 activities" with its bar (issue 33), from the domain's
 * getActivityCount — the count the server stores as the run's progress, so the card's
 * percentage and this one agree. The words carry the meaning; the bar only repeats them.
 */
export function CourseProgress({ count, showPercent = false }: { count: Pick<ActivityCount, 'done' | 'total'>; showPercent?: boolean }) {
  const t = useT();
  if (count.total === 0) return null;
  const percent = getProgressPercent(count.done / count.total);
  const words = t.t('courseContent.tiles.progress', { count: count.total, completed: count.done });
  const percentText = t.number(percent / 100, { style: 'percent' });
  return (
    <div className={styles.progress} data-testid="course-progress">
      <p className={styles.text}>
        <span>{words}</span>
        {showPercent ? <span className={styles.percent}>{percentText}</span> : null}
      </p>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={t.t('progress.bar.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={showPercent ? `${words}, ${percentText}` : words}
      >
        <span className={styles.value} style={{ inlineSize: `${percent}%` }} />
      </div>
    </div>
  );
}
