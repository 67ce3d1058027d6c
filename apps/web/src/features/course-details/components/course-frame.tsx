import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import type { CourseDetails } from '@lp/contract';
import { getDetailsLayers } from '@lp/domain';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../lib/i18n.tsx';
import { readCourseState } from '../../../lib/course-state.ts';
import { NotificationsButton } from './notifications-button.tsx';
import styles from './course-frame.module.css';

/**
 * doc 2 §2 Course details sidebar layers: Details; Content when the course is in progress
 * or review is supported, and not LTI; Notifications with an announcement channel. A
 * sidebar, and a row of tabs on narrow screens (970px or less, doc 2 §9).
 */
export function CourseFrame({ details, children }: { details: CourseDetails; children: ReactNode }) {
  const t = useT();
  const [location] = useLocation();
  const state = readCourseState(details);
  const objectiveId = details.objective.id;
  const layers = getDetailsLayers({
    courseType: state.activity.type,
    supportReview: state.activity.supportReview,
    workflowState: state.workflow?.state,
    announcementChannelId: details.objective.announcementChannelId,
  });
  const contentHref = paths.courseContent.href(objectiveId);
  const inContent = location === contentHref || location.startsWith(`${contentHref}/`);
  const current = (active: boolean) => (active ? { 'aria-current': 'page' as const } : {});

  return (
    <div className={styles.frame}>
      <nav className={styles.layers} aria-label={t.t('courseFrame.label')}>
        <ul>
          <li>
            <Link href={paths.courseDetails.href(objectiveId)} className={styles.layer} {...current(!inContent)}>
              {t.t('courseFrame.details')}
            </Link>
          </li>
          {layers.includes('content') ? (
            <li>
              <Link href={contentHref} className={styles.layer} {...current(inContent)}>
                {t.t('courseFrame.content')}
              </Link>
            </li>
          ) : null}
          {layers.includes('notifications') && details.objective.announcementChannelId ? (
            <li>
              <NotificationsButton objectiveId={objectiveId} channelId={details.objective.announcementChannelId} className={styles.layer} />
            </li>
          ) : null}
        </ul>
      </nav>
      <div className={styles.page}>{children}</div>
    </div>
  );
}
