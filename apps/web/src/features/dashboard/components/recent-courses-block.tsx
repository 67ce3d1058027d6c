import { Link } from 'wouter';
import { responsiveImage } from '@lp/contract/images';
import { useT } from '../../../lib/i18n.tsx';
import { useRecentCourses } from '../api/dashboard-api.ts';
import styles from './dashboard.module.css';

/** Issue 15 recent courses (a fragment): continue where you left off, the most recently active first. */
export default function RecentCoursesBlock() {
  const t = useT();
  const { data } = useRecentCourses();
  if (!data.data.length) return <p className={styles.muted}>{t.t('dashboard.recent.none')}</p>;
  return (
    <ul className={styles.courses}>
      {data.data.map((course) => (
        <li key={course.objectiveId} className={styles.course}>
          {course.imageUrl ? (
            <img
              src={course.imageUrl}
              {...responsiveImage(course.imageUrl, '(max-width: 48rem) 100vw, 20rem')}
              alt=""
              width={320}
              height={180}
              loading="lazy"
              className={styles.cover}
            />
          ) : (
            <div className={styles.cover} />
          )}
          <div className={styles.courseBody}>
            <span className={styles.courseName} dir="auto">
              {course.name}
            </span>
            <div
              role="progressbar"
              aria-label={t.t('dashboard.recent.progress', { name: course.name })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(course.progress * 100)}
              className={styles.progress}
            >
              <span style={{ inlineSize: `${Math.round(course.progress * 100)}%` }} />
            </div>
            <span className={styles.muted}>
              {t.t('dashboard.recent.last', { date: t.date(course.lastActivity, { dateStyle: 'medium' }) })}
            </span>
            <Link
              href={`/courses/${course.objectiveId}/view/details`}
              className={styles.continue}
              aria-label={t.t('dashboard.recent.continueLabel', { name: course.name })}
            >
              {t.t('dashboard.recent.continue')}
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
