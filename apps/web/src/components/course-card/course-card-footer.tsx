import { getCardFooter, toWholePercent, type CardFooterInput } from '@lp/domain';
import { useT } from '../../lib/i18n.tsx';
import styles from './course-card.module.css';

const DATE = { dateStyle: 'medium' } as const;

/**
 * doc 1 §4 Card footer, doc 2 §2: the date line by state, and the clamped progress bar while a
 * run is open, named after its course (a list has many: "Progress" alone would not say whose).
 */
export function CourseCardFooter({ course, name }: { course: CardFooterInput; name: string }) {
  const t = useT();
  const footer = getCardFooter(course);
  const date = 'date' in footer && footer.date ? t.date(footer.date, DATE) : '';
  const hasDate = date ? 'yes' : 'no';
  let text: string;
  switch (footer.kind) {
    case 'availableFrom':
      text = t.t('courseCard.footer.availableFrom', { date });
      break;
    case 'due':
      text = t.t('courseCard.footer.due', { date });
      break;
    case 'notStarted':
      text = t.t('courseCard.footer.notStarted');
      break;
    case 'submitted':
      text = t.t('courseCard.footer.submitted', { hasDate, date });
      break;
    case 'started':
      text = t.t('courseCard.footer.started', { hasDate, date });
      break;
    case 'completed':
      text = t.t('courseCard.footer.completed', { hasDate, date });
      break;
    case 'none':
      return null;
  }
  const percent = 'progress' in footer ? toWholePercent(footer.progress) : null;
  return (
    <div className={styles.footer} data-footer={footer.kind}>
      <p className={styles.footerText}>{text}</p>
      {percent !== null ? (
        <div className={styles.progressRow}>
          <div
            className={styles.progress}
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={t.number(percent / 100, { style: 'percent' })}
            aria-label={t.t('courseCard.progressOf', { name })}
          >
            <span className={styles.progressValue} style={{ inlineSize: `${percent}%` }} />
          </div>
          <span className={styles.progressText} aria-hidden="true">
            {t.number(percent / 100, { style: 'percent' })}
          </span>
        </div>
      ) : null}
    </div>
  );
}
