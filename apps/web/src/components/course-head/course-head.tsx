import type { ReactNode } from 'react';
import type { ObjectiveSummary } from '@lp/contract';
import { useT } from '../../lib/i18n.tsx';
import { ShareLink } from '../share-link.tsx';
import { CourseCover } from './course-cover.tsx';
import { CourseDescription } from './course-description.tsx';
import styles from './course-head.module.css';

type HeadObjective = Pick<ObjectiveSummary, 'id' | 'name' | 'code' | 'description' | 'imageUrl' | 'showcases'>;

interface CourseHeadProps {
  objective: HeadObjective;
  /** The id the page's landmark is labelled by: the title's. */
  titleId: string;
  /** The result badge, under the collections (the course details only). */
  badge?: ReactNode;
  /** The action buttons under the description. */
  actions?: ReactNode;
  /** The link the share control copies. */
  shareUrl: string;
}

/**
 * The head of a single-course page (doc 2 §2 "About the course"): title, code, collections,
 * the description collapsed to about 70 characters, the actions, the share-link copy and
 * the cover. One component for the course details, the catalog course and the public link.
 */
export function CourseHead({ objective, titleId, badge, actions, shareUrl }: CourseHeadProps) {
  const t = useT();
  const collections = objective.showcases.filter((s) => s.name);
  return (
    <header className={styles.head}>
      <div className={styles.text}>
        <h1 id={titleId} className={styles.title} dir="auto">
          {objective.name}
        </h1>
        {objective.code ? (
          <p className={styles.code} dir="auto">
            {objective.code}
          </p>
        ) : null}
        {collections.length ? (
          <ul className={styles.collections} aria-label={t.t('courseDetails.collections')}>
            {collections.map((c) => (
              <li key={c.id} dir="auto">
                {c.name}
              </li>
            ))}
          </ul>
        ) : null}
        {badge}
        <CourseDescription text={objective.description} />
        {actions}
        <ShareLink url={shareUrl} label={t.t('courseDetails.share.copyLink')} />
      </div>
      <CourseCover objectiveId={objective.id} imageUrl={objective.imageUrl} alt={t.t('courseDetails.coverAlt', { name: objective.name })} />
    </header>
  );
}
