import { lazy, Suspense, type ComponentType } from 'react';
import { Redirect, Route, Switch, useParams } from 'wouter';
import { learnPagesOf } from '@lp/contract/pages';
import { ContentState } from '@lp/domain';
import { LoaderOverlay } from '../../components/ui/loader-overlay.tsx';
import { useT } from '../../lib/i18n.tsx';
import { useCourseDetails } from '../../lib/api/get-course-details.ts';
import { getCourseCatalogRedirect } from '../../features/course-details/lib/course-auto-redirect.ts';
import { CourseDetailsView } from '../course/course-details-view.tsx';
import { TutorFragment } from '../course/tutor-fragment.tsx';
import { CourseLoadError, CourseNotAvailable } from '../../features/course-details/components/course-load-error.tsx';
import { CourseFrame } from '../../features/course-details/components/course-frame.tsx';
import { Component as NotFound } from './not-found-route.tsx';

const CourseContent = lazy(() =>
  import('./course-content-route.tsx').then((m: { Component: ComponentType }) => ({ default: m.Component })),
);

/**
 * doc 2 §2 /courses/{objectiveId}[/{aggregateId}], /view/details and /view/content/*: the
 * course page frame with its layers, around the details or the content (the pages within
 * `course` of @lp/contract/pages). The content route
 * sees the params `objectiveId` and `*` (the axis) through `useParams()`.
 */
export function Component() {
  const t = useT();
  const { objectiveId = '' } = useParams<{ objectiveId: string }>();
  const course = useCourseDetails(objectiveId);

  // A failed refetch keeps the page that is shown; only a first load that fails shows the error.
  const details = course.data;
  if (!details) return course.isError ? <CourseLoadError error={course.error} /> : <LoaderOverlay label={t.t('shell.loading')} />;
  // doc 2 §4 Activity states: an archived course is "not available": no longer, as it says (issue 33 item 9).
  if (details.objective.activity.state === ContentState.archived) return <CourseNotAvailable archived />;
  // doc 2 §4 Auto redirect: a course the learner never took up belongs to the catalog.
  const catalogPath = getCourseCatalogRedirect(details);
  if (catalogPath) return <Redirect replace to={catalogPath} />;

  const detailsPage = <CourseDetailsView details={details} />;
  return (
    <CourseFrame details={details}>
      <Switch>
        {/* One key for all: the switch shows one, and the details shown at two of these paths stay mounted between them. */}
        {learnPagesOf({ within: 'course' }).map(({ name, path }) => (
          <Route key="page" path={path}>
            {name === 'courseContent' ? (
              <Suspense fallback={<LoaderOverlay label={t.t('shell.loading')} />}>
                <CourseContent />
              </Suspense>
            ) : (
              detailsPage
            )}
          </Route>
        ))}
        <Route component={NotFound} />
      </Switch>
      <TutorFragment details={details} />
    </CourseFrame>
  );
}
