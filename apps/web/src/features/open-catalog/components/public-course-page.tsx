import type { PublicCourse } from '@lp/contract';
import { ButtonAnchor } from '../../../components/ui/button.tsx';
import { CourseSummary } from '../../../components/course-summary/course-summary.tsx';
import { BASENAME, signInUrl } from '../../../config/paths.ts';
import { useT } from '../../../lib/i18n.tsx';

/**
 * A shared course link (doc 2 §2 /open-catalog/{id}/view/details). Signing in comes back
 * to the catalog with the addToMyCourses flow, which enrols the learner (doc 1 §4).
 */
export function PublicCoursePage({ course }: { course: PublicCourse }) {
  const t = useT();
  const objectiveId = course.objective.id;
  const back = `${window.location.origin}${BASENAME}/catalog?occflow=addToMyCourses&objectiveId=${encodeURIComponent(objectiveId)}`;
  return <CourseSummary objective={course.objective} actions={<ButtonAnchor href={signInUrl(back)}>{t.t('openCatalog.course.signInToEnrol')}</ButtonAnchor>} />;
}
