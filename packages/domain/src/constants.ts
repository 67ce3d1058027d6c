// Every business constant of doc 1 §9 and doc 2 §9, by name. Durations carry their unit
// in the name so a caller never guesses between seconds and milliseconds.

/** doc 1 §4/§9: a session record is reset after this much inactivity. */
export const SESSION_INACTIVITY_LIMIT_SECONDS = 7200;
/** doc 1 §4: scroll, keydown and click refresh the session at most this often. */
export const ACTIVITY_TRACKING_THROTTLE_MS = 100;
/** doc 1 §9: a data-lake session ends after this long without an event (`nextDataLakeSession`). */
export const DATA_LAKE_SESSION_DURATION_MINUTES = 30;

/** doc 1 §4: an accepted command is polled every second for up to a minute. */
export const COMMAND_POLL_INTERVAL_MS = 1000;
export const COMMAND_POLL_DURATION_MS = 60_000;

export const TOAST_DURATION_MS = 7000;
export const SEARCH_DEBOUNCE_MS = 500;
export const LOADER_DEBOUNCE_MS = 300;

/** doc 1 §8, doc 2 §9: waiting for the enrolled aggregate to appear. */
export const ENROLMENT_POLL_ATTEMPTS = 15;
export const ENROLMENT_POLL_INTERVAL_MS = 1500;

export const FULL_TREE_RETRY_MS = 30_000;

/** Narrow layouts apply at or below these widths (doc 1 §1, doc 2 §1). */
export const SHELL_MOBILE_BREAKPOINT_PX = 1279;
export const COURSE_MOBILE_BREAKPOINT_PX = 970;

/** doc 1 §5 score colour: at or above success → success, at or above accent → accent. */
export const SCORE_SUCCESS_THRESHOLD = 0.8;
export const SCORE_ACCENT_THRESHOLD = 0.4;

/** doc 2 §4/§9: after submission, poll until the record id appears. */
export const SUBMIT_POLL_INTERVAL_MS = 2000;
export const SUBMIT_POLL_DURATION_MS = 60_000;

export const SHARE_LINK_COPIED_MS = 10_000;
export const DESCRIPTION_COLLAPSE_CHARS = 70;
export const CLOCK_REFRESH_MS = 60_000;
export const LAZY_IFRAME_MARGIN_PX = 100;
/** doc 1 §9: a course card shows at most this many actions; the rest wait in its "More actions" menu. */
export const CARD_ACTIONS_LIMIT = 2;
/** Rows per page of a paged table (doc 1 §9 data grid); the spec gives the page text, not the size (decision 0041). */
export const TABLE_PAGE_SIZE = 10;
/** doc 2 §5: a discussion post or reply holds at most this many characters. */
export const DISCUSSION_POST_MAX_LENGTH = 5000;
/**
 * The pass mark of a course with no grading scale (the spec gives passing scores only on
 * scales): half of the full score, as in Moodle's default grade to pass of 50 %.
 */
export const DEFAULT_NORMALIZED_PASSING_SCORE = 0.5;

/** The all-zero id: "no id" in payloads, and a showcase list placeholder (doc 1 §7). */
export const EMPTY_ID = '00000000-0000-0000-0000-000000000000';

/** doc 1 §7/§9 and doc 2 §7: objective lists sort by objective name ascending. */
export const DEFAULT_LIST_SORT = { selector: 'objective.name', desc: false } as const;

/** Placeholder cover colours, cycled by card index (doc 1 §9). */
export const PLACEHOLDER_COLOURS = ['grey', 'orange', 'green', 'cyan', 'red', 'blue', 'yellow'] as const;
export type PlaceholderColour = (typeof PLACEHOLDER_COLOURS)[number];

/** Option keys of the product feedback widget (doc 1 §9, doc 2 §7). */
export const FEEDBACK_CATEGORIES = [
  'no',
  'navigation',
  'startFinishCourse',
  'activityResults',
  'communicationHub',
  'courseActivities',
  'examConnection',
  'accessibility',
  'registration',
  'contentManagement',
  'reports',
  'adminFunctionality',
  'other',
] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];
