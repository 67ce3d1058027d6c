import { COURSE_MOBILE_BREAKPOINT_PX } from '@lp/domain';
import { DETAILS_PATHS } from '@lp/contract/lists';
import { apiRequest } from '../api-client.ts';

/** The usage events the course screens log themselves (doc 2 §7); the server logs the lifecycle ones. */
export type CourseUsageEvent = 'about_the_course_page_load' | 'course_open_for_review' | 'course_open_first_time' | 'activity_start' | 'client_error';

const isMobile = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(`(max-width: ${COURSE_MOBILE_BREAKPOINT_PX}px)`).matches;

/**
 * doc 2 §7 usage events. Fire and forget: a lost event must never stop the learner, so
 * failures are only logged.
 */
export function logUsageEvent(name: CourseUsageEvent, payload: Record<string, string | number | boolean | null>) {
  apiRequest<void>(DETAILS_PATHS.usageEvents, { method: 'POST', body: { name, payload, isMobile: isMobile() } }).catch((error: unknown) => {
    console.warn(`usage event ${name} was not logged`, error);
  });
}
