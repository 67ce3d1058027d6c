import type { ReactNode } from 'react';
import type { CatalogCourse } from '@lp/contract';
import { CourseCard } from '../../../components/course-card/course-card.tsx';
import { paths } from '../../../config/paths.ts';

/**
 * A card of the catalog: it leads to the catalog course page; a course the learner is in
 * also shows their run and dates. `action` is the enrolment button.
 */
export function CatalogCourseCard({
  course,
  index,
  gradeColour,
  action,
}: {
  course: CatalogCourse;
  index: number;
  gradeColour?: string | null;
  action?: ReactNode;
}) {
  const personal = course.isEnrolled ? { aggregate: course.objectiveWorkflowAggregate, access: course.objectiveAccess } : undefined;
  return (
    <CourseCard
      index={index}
      objective={course.objective}
      href={paths.catalogCourse.href(course.objective.id)}
      personal={personal}
      detailsHref={paths.courseDetails.href(course.objective.id)}
      gradeColour={gradeColour}
      mandatory={course.objectiveAccess?.isMandatory === true}
      showDescription
      action={action}
    />
  );
}
