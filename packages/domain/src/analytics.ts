/** doc 1 §7: the environments of the runtime configuration. */
export type AppEnvironment = 'dev' | 'test' | 'prod';

/** doc 1 §7: "Analytics is active only in test and prod". */
export function isAnalyticsEnvironment(environment: string): environment is 'test' | 'prod' {
  return environment === 'test' || environment === 'prod';
}

/**
 * doc 2 §7: the usage events the loggers carry. The lifecycle ones (objective_start,
 * course_restart, activity_start, product_feedback) are also written by the server into the
 * portal's own log; the web reports every one of them to the loggers once the server agreed.
 */
export const ANALYTICS_EVENT_NAMES = [
  'course_open_for_review',
  'course_restart',
  'objective_start',
  'activity_start',
  'course_open_first_time',
  'about_the_course_page_load',
  'product_feedback',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

export function isAnalyticsEventName(name: string): name is AnalyticsEventName {
  return (ANALYTICS_EVENT_NAMES as readonly string[]).includes(name);
}

/** doc 2 §6: "The learner role is logged as role learner"; anyone else by their first role, lower case. */
export function getUsageEventRole(roles: readonly string[]): string {
  if (roles.length === 1 && roles[0] === 'Learner') return 'learner';
  return roles[0]?.toLowerCase() ?? 'learner';
}
