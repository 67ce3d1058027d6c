import { Redirect, useParams } from 'wouter';
import { useBreadcrumbs } from '../../components/breadcrumbs-context.tsx';
import { CourseUnavailable } from '../../components/course-unavailable.tsx';
import { LoaderOverlay } from '../../components/ui/loader-overlay.tsx';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.tsx';
import { useCurrentUserIfSignedIn } from '../../lib/current-user.ts';
import { useCourseDetailsIfSignedIn } from '../../lib/api/get-course-details.ts';
import { getPublicViewRedirect } from '../../features/course-details/lib/course-auto-redirect.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { usePublicCourse } from '../../features/open-catalog/api/get-public-course.ts';
import { PublicCoursePage } from '../../features/open-catalog/components/public-course-page.tsx';
import { RouteError } from '../route-error.tsx';

/** doc 2 §2 /open-catalog/{objectiveId}/view/details: a public course page, no sign-in. */
export function Component() {
  const t = useT();
  const { objectiveId = '' } = useParams<{ objectiveId: string }>();
  const course = usePublicCourse(objectiveId);
  // doc 2 §4: a signed-in visitor who has taken the course up (a run, or self-enrolment) is sent to the course page.
  const user = useCurrentUserIfSignedIn();
  const viewer = useCourseDetailsIfSignedIn(objectiveId, Boolean(user.data));
  const coursePage = viewer.data ? getPublicViewRedirect(viewer.data) : null;
  const name = course.data?.objective.name;
  useDocumentTitle(name ?? t.t('openCatalog.title'));
  useBreadcrumbs([{ label: t.t('openCatalog.title'), href: paths.openCatalog.href() }, ...(name ? [{ label: name }] : [])]);

  if (course.isPending || user.isPending || viewer.isLoading) return <LoaderOverlay label={t.t('shell.loading')} />;
  if (coursePage) return <Redirect replace to={coursePage} />;
  if (course.error instanceof ApiError && course.error.status < 500) {
    return <CourseUnavailable backHref={paths.openCatalog.href()} backLabel={t.t('openCatalog.backToCatalog')} />;
  }
  if (course.isError) return <RouteError error={course.error} />;
  return <PublicCoursePage course={course.data} />;
}
