import { useId } from 'react';
import type { PublicCourseDetails } from '@lp/contract';
import { CourseAbout } from '../../../components/course-head/course-about.tsx';
import { CourseHead } from '../../../components/course-head/course-head.tsx';
import { ButtonAnchor } from '../../../components/ui/button.tsx';
import { BASENAME, paths, signInUrl } from '../../../config/paths.ts';
import { useT } from '../../../lib/i18n.tsx';
import { usePageOrigin } from '../../../lib/use-page-href.ts';
import styles from './public-course-page.module.css';

/**
 * A shared course link (doc 2 §2 /open-catalog/{id}/view/details): the course details a
 * visitor may see — the head and the about content, nothing of anyone's enrolment. Signing
 * in comes back to the catalog with the addToMyCourses flow, which enrols the learner (doc 1 §4)
 * and then opens this course's page (`landing=course`, issue 33), where the learner was.
 */
export function PublicCoursePage({ course }: { course: PublicCourseDetails }) {
  const t = useT();
  const titleId = useId();
  const objectiveId = course.objective.id;
  const origin = usePageOrigin();
  const back = `${origin}${BASENAME}/catalog?occflow=addToMyCourses&objectiveId=${encodeURIComponent(objectiveId)}&landing=course`;
  return (
    <article className={styles.page} aria-labelledby={titleId}>
      <CourseHead
        objective={course.objective}
        titleId={titleId}
        actions={<ButtonAnchor href={signInUrl(back)}>{t.t('openCatalog.course.signInToEnrol')}</ButtonAnchor>}
        shareUrl={BASENAME + paths.openCatalogCourse.href(objectiveId)}
      />
      <CourseAbout html={course.objective.about} />
    </article>
  );
}
