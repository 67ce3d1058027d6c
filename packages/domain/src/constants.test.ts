import { describe, expect, it } from 'vitest';
import * as constants from './constants.ts';

describe('business constants of doc 1 §9 and doc 2 §9', () => {
  it.each([
    ['SESSION_INACTIVITY_LIMIT_SECONDS', 7200],
    ['ACTIVITY_TRACKING_THROTTLE_MS', 100],
    ['DATA_LAKE_SESSION_DURATION_MINUTES', 30],
    ['COMMAND_POLL_INTERVAL_MS', 1000],
    ['COMMAND_POLL_DURATION_MS', 60000],
    ['TOAST_DURATION_MS', 7000],
    ['SEARCH_DEBOUNCE_MS', 500],
    ['LOADER_DEBOUNCE_MS', 300],
    ['ENROLMENT_POLL_ATTEMPTS', 15],
    ['ENROLMENT_POLL_INTERVAL_MS', 1500],
    ['FULL_TREE_RETRY_MS', 30000],
    ['SHELL_MOBILE_BREAKPOINT_PX', 1279],
    ['COURSE_MOBILE_BREAKPOINT_PX', 970],
    ['SCORE_SUCCESS_THRESHOLD', 0.8],
    ['SCORE_ACCENT_THRESHOLD', 0.4],
    ['SUBMIT_POLL_INTERVAL_MS', 2000],
    ['SUBMIT_POLL_DURATION_MS', 60000],
    ['SHARE_LINK_COPIED_MS', 10000],
    ['DESCRIPTION_COLLAPSE_CHARS', 70],
    ['CLOCK_REFRESH_MS', 60000],
    ['LAZY_IFRAME_MARGIN_PX', 100],
    ['CARD_ACTIONS_LIMIT', 2],
    ['EMPTY_ID', '00000000-0000-0000-0000-000000000000'],
  ] as const)('%s is %s', (name, value) => {
    expect(constants[name]).toBe(value);
  });

  it('objective lists sort by objective name ascending', () => {
    expect(constants.DEFAULT_LIST_SORT).toEqual({ selector: 'objective.name', desc: false });
  });

  it('the seven placeholder colours come in the spec order', () => {
    expect(constants.PLACEHOLDER_COLOURS).toEqual(['grey', 'orange', 'green', 'cyan', 'red', 'blue', 'yellow']);
  });

  it('the thirteen feedback categories come in the spec order', () => {
    expect(constants.FEEDBACK_CATEGORIES).toEqual([
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
    ]);
  });
});
