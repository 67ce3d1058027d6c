import { useParams, useSearchParams } from 'wouter';
import { readInProctoringIframe } from '../../features/course-content/hooks/use-redirector-target.ts';
import { ProctoredExamPage } from '../../features/tool-activities/components/proctored-exam-page.tsx';
import { CourseLoadError } from '../../features/course-details/components/course-load-error.tsx';
import { AppShell } from '../shell/app-shell.tsx';

/**
 * doc 2 §2 /courses/proctor/{objectiveId}/{activityPathId}?inProctoringIframe: a proctored
 * exam. In the proctoring tool's frame (inProctoringIframe) the page has no shell of its own,
 * only its main region: the course page around the frame has the portal's navigation, and
 * the exam the room. Opened otherwise, it is a page of the app.
 */
export function Component() {
  const { objectiveId = '', activityPathId = '' } = useParams<{ objectiveId: string; activityPathId: string }>();
  const [search] = useSearchParams();
  const framed = readInProctoringIframe(search.get('inProctoringIframe'));
  const page = (
    <ProctoredExamPage
      objectiveId={objectiveId}
      activityPathId={activityPathId}
      framed={framed}
      renderLoadError={(error) => <CourseLoadError error={error} />}
    />
  );
  if (!framed) return <AppShell>{page}</AppShell>;
  return (
    <main id="main" tabIndex={-1}>
      {page}
    </main>
  );
}
