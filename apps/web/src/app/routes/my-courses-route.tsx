import { useCallback } from 'react';
import type { EnrolledCourse } from '@lp/contract';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { useBreadcrumbs } from '../../components/breadcrumbs-context.tsx';
import { paths } from '../../config/paths.ts';
import { useT } from '../../lib/i18n.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useRuntimeConfig } from '../../lib/runtime-config-context.tsx';
import { useGradingScales } from '../../lib/api/get-grading-scales.ts';
import { useTerms } from '../../features/course-list/api/get-terms.ts';
import { CourseListScreen, type CourseListSource } from '../../features/course-list/components/course-list-screen.tsx';
import { getGradeColour } from '../../lib/grade-colour.ts';
import { useEnrolledCourses } from '../../features/courses/api/get-enrolled-courses.ts';
import { useEnrolledFilterCategories } from '../../features/courses/api/get-enrolled-filter-categories.ts';
import { useEnrolledShowcases } from '../../features/courses/api/get-enrolled-showcases.ts';
import { EnrolledCourseCard } from '../../features/courses/components/enrolled-course-card.tsx';
import { useSelfRegisteredNotice } from '../../features/courses/hooks/use-self-registered-notice.ts';
import { EnrolmentFlowEntry } from '../../features/enrolment/components/enrolment-flow-entry.tsx';

const source: CourseListSource<EnrolledCourse> = {
  listType: 'enrolled',
  usePages: useEnrolledCourses,
  useCategories: useEnrolledFilterCategories,
  useShowcases: useEnrolledShowcases,
  useTerms,
};
const getKey = (course: EnrolledCourse) => course.id;

/** doc 1 §2 My courses, with the occflow and selfRegistered entries. */
export function Component() {
  const t = useT();
  const config = useRuntimeConfig();
  useDocumentTitle(t.t('myCourses.title'));
  useBreadcrumbs([{ label: t.t('nav.courses') }]);
  useSelfRegisteredNotice();
  const scales = useGradingScales();
  const renderCard = useCallback(
    (course: EnrolledCourse, index: number) => (
      <EnrolledCourseCard
        course={course}
        index={index}
        gradeColour={getGradeColour(
          scales.data,
          course.objective.gradingScaleId,
          course.objectiveWorkflowAggregate.lastObjectiveRecord?.grade,
        )}
      />
    ),
    [scales.data],
  );
  return (
    <>
      <EnrolmentFlowEntry />
      <CourseListScreen
        source={source}
        title={t.t('myCourses.title')}
        getKey={getKey}
        renderCard={renderCard}
        noCourses={
          <EmptyState
            title={t.t('myCourses.empty.title')}
            description={t.t(config.navigation.catalog ? 'myCourses.empty.text' : 'myCourses.empty.textNoCatalog')}
            action={
              config.navigation.catalog ? (
                <ButtonLink href={paths.catalog.href()}>{t.t('myCourses.empty.toCatalog')}</ButtonLink>
              ) : undefined
            }
          />
        }
      />
    </>
  );
}
