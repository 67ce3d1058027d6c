import { useId } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { withScrollableTables } from '../../lib/scrollable-tables.ts';
import styles from './course-head.module.css';

/** doc 2 §2 "about content" (rich html): nothing when the course has none. */
export function CourseAbout({ html }: { html: string }) {
  const t = useT();
  const headingId = useId();
  if (!html.trim()) return null;
  return (
    <section className={styles.aboutSection} aria-labelledby={headingId}>
      <h2 id={headingId}>{t.t('courseDetails.about')}</h2>
      {/* Sanitised by the server (CourseDetails.objective.about, PublicCourseDetails.objective.about): rendered as given. */}
      <div className={styles.about} dir="auto" dangerouslySetInnerHTML={{ __html: withScrollableTables(html, t.t('richText.table')) }} />
    </section>
  );
}
