import type { PublicCourse } from '@lp/contract';
import { CourseCard } from '../../../components/course-card/course-card.tsx';
import { paths } from '../../../config/paths.ts';

/** A card of the public catalog: no personal data, leads to the shared course page (doc 2 §2). */
export function PublicCourseCard({ course, index }: { course: PublicCourse; index: number }) {
  return <CourseCard index={index} objective={course.objective} href={paths.openCatalogCourse.href(course.objective.id)} />;
}
