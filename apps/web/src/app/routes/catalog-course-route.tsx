import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { useBreadcrumbs } from '../../components/breadcrumbs-context.tsx';
import { CourseUnavailable } from '../../components/course-unavailable.tsx';
import { LoaderOverlay } from '../../components/ui/loader-overlay.tsx';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { catalogCourseKeys, useCatalogCourse } from '../../features/catalog/api/get-catalog-course.ts';
import { catalogCoursesKeys } from '../../features/catalog/api/get-catalog-courses.ts';
import { CatalogCoursePage } from '../../features/catalog/components/catalog-course-page.tsx';
import { enrolledCoursesKeys } from '../../features/courses/api/get-enrolled-courses.ts';
import { EnrolButton } from '../../features/enrolment/components/enrol-button.tsx';
import { RouteError } from '../route-error.tsx';

/** doc 2 §2 /catalog/{objectiveId}: one catalog course, small until the full details screen comes. */
export function Component() {
  const t = useT();
  const { objectiveId = '' } = useParams<{ objectiveId: string }>();
  const queryClient = useQueryClient();
  const course = useCatalogCourse(objectiveId);
  const name = course.data?.objective.name;
  useDocumentTitle(name ?? t.t('catalog.title'));
  useBreadcrumbs([{ label: t.t('nav.catalog'), href: paths.catalog.href() }, ...(name ? [{ label: name }] : [])]);

  if (course.isPending) return <LoaderOverlay label={t.t('shell.loading')} />;
  // doc 2 §8: a course that cannot be loaded for access reasons is "not available".
  if (course.data === null || (course.error instanceof ApiError && [400, 401, 403, 404].includes(course.error.status))) {
    return <CourseUnavailable backHref={paths.courses.href()} backLabel={t.t('pageError.goToMyCourses')} />;
  }
  if (course.isError) return <RouteError error={course.error} />;
  const onEnrolled = () => {
    void queryClient.invalidateQueries({ queryKey: catalogCourseKeys.detail(objectiveId) });
    void queryClient.invalidateQueries({ queryKey: catalogCoursesKeys.all, refetchType: 'none' });
    void queryClient.invalidateQueries({ queryKey: enrolledCoursesKeys.all, refetchType: 'none' });
  };
  const data = course.data;
  return (
    <CatalogCoursePage
      course={data}
      enrolAction={data.isEnrolled || data.selfEnrollment ? <EnrolButton objectiveAccessId={data.id} enrolled={data.isEnrolled} onEnrolled={onEnrolled} /> : null}
    />
  );
}
