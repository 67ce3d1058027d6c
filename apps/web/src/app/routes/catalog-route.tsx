import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CatalogCourse } from '@lp/contract';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { useBreadcrumbs } from '../../components/breadcrumbs-context.tsx';
import { useT } from '../../lib/i18n.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { catalogCoursesKeys, useCatalogCourses } from '../../features/catalog/api/get-catalog-courses.ts';
import { useCatalogFilterCategories } from '../../features/catalog/api/get-catalog-filter-categories.ts';
import { useCatalogShowcases } from '../../features/catalog/api/get-catalog-showcases.ts';
import { CatalogCourseCard } from '../../features/catalog/components/catalog-course-card.tsx';
import { useGradingScales } from '../../lib/api/get-grading-scales.ts';
import { useTerms } from '../../features/course-list/api/get-terms.ts';
import { CourseListScreen, type CourseListSource } from '../../features/course-list/components/course-list-screen.tsx';
import { getGradeColour } from '../../lib/grade-colour.ts';
import { enrolledCoursesKeys } from '../../features/courses/api/get-enrolled-courses.ts';
import { EnrolButton } from '../../features/enrolment/components/enrol-button.tsx';
import { EnrolmentFlowEntry } from '../../features/enrolment/components/enrolment-flow-entry.tsx';
import { StartNowButton } from '../catalog/start-now-button.tsx';

const source: CourseListSource<CatalogCourse> = {
  listType: 'catalog',
  usePages: useCatalogCourses,
  useCategories: useCatalogFilterCategories,
  useShowcases: useCatalogShowcases,
  useTerms,
};
const getKey = (course: CatalogCourse) => course.id;

/** doc 1 §2 the catalog list: the My courses screen over catalog courses, with self-enrolment (doc 2 §4). */
export function Component() {
  const t = useT();
  const queryClient = useQueryClient();
  useDocumentTitle(t.t('catalog.title'));
  useBreadcrumbs([{ label: t.t('nav.catalog') }]);
  const scales = useGradingScales();
  // The button shows the new state itself; the lists are only marked stale for their next visit.
  const onEnrolled = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: enrolledCoursesKeys.all, refetchType: 'none' });
    void queryClient.invalidateQueries({ queryKey: catalogCoursesKeys.all, refetchType: 'none' });
  }, [queryClient]);
  const renderCard = useCallback(
    (course: CatalogCourse, index: number) => (
      <CatalogCourseCard
        course={course}
        index={index}
        gradeColour={getGradeColour(
          scales.data,
          course.objective.gradingScaleId,
          course.objectiveWorkflowAggregate?.lastObjectiveRecord?.grade,
        )}
        action={
          course.isEnrolled || course.selfEnrollment ? (
            <EnrolButton
              objectiveAccessId={course.id}
              enrolled={course.isEnrolled}
              onEnrolled={onEnrolled}
              afterEnrol={<StartNowButton objectiveId={course.objective.id} />}
            />
          ) : null
        }
      />
    ),
    [scales.data, onEnrolled],
  );
  return (
    <>
      <EnrolmentFlowEntry />
      <CourseListScreen
        source={source}
        title={t.t('catalog.title')}
        getKey={getKey}
        renderCard={renderCard}
        noCourses={<EmptyState title={t.t('catalog.empty.title')} description={t.t('catalog.empty.text')} />}
      />
    </>
  );
}
