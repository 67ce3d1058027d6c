import { useId, type ReactNode } from 'react';
import type { ObjectiveSummary } from '@lp/contract';
import { useT } from '../../lib/i18n.tsx';
import styles from './course-summary.module.css';

/** The head of a single-course page (doc 2 §2): title, code, collections, description, cover and the actions. */
export function CourseSummary({ objective, actions }: { objective: ObjectiveSummary; actions?: ReactNode }) {
  const t = useT();
  const titleId = useId();
  const collections = objective.showcases.filter((s) => s.name);
  return (
    <article className={styles.summary} aria-labelledby={titleId}>
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
          <ul className={styles.collections} aria-label={t.t('courseList.collections.label')}>
            {collections.map((c) => (
              <li key={c.id} dir="auto">
                {c.name}
              </li>
            ))}
          </ul>
        ) : null}
        {objective.description ? (
          <p className={styles.description} dir="auto">
            {objective.description}
          </p>
        ) : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {objective.imageUrl ? (
        <img className={styles.cover} src={objective.imageUrl} alt={t.t('courseCard.coverAlt', { name: objective.name })} />
      ) : null}
    </article>
  );
}
