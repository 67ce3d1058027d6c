import { useCurrentUser } from '../../lib/current-user.ts';
import { ContentPage } from '../../features/course-content/content-page.tsx';

/**
 * doc 2 §2 /courses/{objectiveId}/view/content[/{axis}], inside the course frame. The
 * learner's time zone (their profile's) is the one their dates are shown in (doc 2 §8).
 */
export function Component() {
  const user = useCurrentUser();
  return <ContentPage timeZone={user.data?.timezone} />;
}
