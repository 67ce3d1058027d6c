import { useEffect, useRef } from 'react';
import type { CourseDetails } from '@lp/contract';
import { Button } from '../../components/ui/button.tsx';
import { useT } from '../../lib/i18n.tsx';
import { useCourseDetails } from '../../lib/api/get-course-details.ts';
import { useStartCourse } from '../../features/course-lifecycle/hooks/use-start-course.ts';

/** The focus stays on the card's action when "Add to my courses" turns into "Start now" (the clicked button is gone). */
function useFocusOnMount() {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

function ReadyStartButton({ details }: { details: CourseDetails }) {
  const t = useT();
  const ref = useFocusOnMount();
  const { start, busy } = useStartCourse(details);
  return (
    <Button ref={ref} aria-disabled={busy ? 'true' : undefined} onClick={() => start('start')}>
      {busy ? t.t('courseActions.starting') : t.t('due.catalog.startNow')}
    </Button>
  );
}

/**
 * Issue 33: a catalog card's next step once the learner has added the course — start it
 * there, by the course page's own start flow (doc 2 §4 Starting), without opening the page first.
 */
export function StartNowButton({ objectiveId }: { objectiveId: string }) {
  const t = useT();
  const ref = useFocusOnMount();
  const details = useCourseDetails(objectiveId).data;
  if (details) return <ReadyStartButton details={details} />;
  return (
    <Button ref={ref} aria-disabled="true">
      {t.t('due.catalog.startNow')}
    </Button>
  );
}
