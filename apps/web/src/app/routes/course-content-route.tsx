import { useCurrentUser } from '../../lib/current-user.ts';
import { CourseContentView } from '../course/course-content-view.tsx';

/**
 * doc 2 §2 /courses/{objectiveId}/view/content[/{axis}], inside the course frame. The
 * learner's time zone (their profile's) is the one their dates are shown in (doc 2 §8).
 */
export function Component() {
  const user = useCurrentUser();
  return <CourseContentView timeZone={user.data?.timezone} />;
}
