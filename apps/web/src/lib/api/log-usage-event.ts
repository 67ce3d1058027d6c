import * as detailRoutes from '@lp/contract/routes/detail';
import { call } from '../api-client.ts';
import { isMobileView, startedAppVersion, trackUsageEvent, type AnalyticsPayload } from '../analytics.ts';

/** The usage events the course screens log themselves (doc 2 §7); the server logs the lifecycle ones. */
export type CourseUsageEvent =
  'about_the_course_page_load' | 'course_open_for_review' | 'course_open_first_time' | 'activity_start' | 'client_error';

/**
 * doc 2 §7 usage events, with the app version: kept in the portal's own log and, for the
 * named events, handed to the analytics loggers (decision 0040). Fire and forget: a lost
 * event must never stop the learner, so failures are only logged.
 */
export function logUsageEvent(name: CourseUsageEvent, payload: AnalyticsPayload) {
  if (name !== 'client_error') trackUsageEvent(name, payload);
  const body = { name, payload, isMobile: isMobileView(), appVersion: startedAppVersion() };
  call(detailRoutes.usageEvents, { body }).catch((error: unknown) => {
    console.warn(`usage event ${name} was not logged`, error);
  });
}
