import { describe, expect, it } from 'vitest';
import { toCourseActionsInput, type CourseFacts } from './course-actions-input.ts';
import { getVisibleActions } from './course-actions.ts';
import { ContentState, ContentType, WorkflowState } from './enums.ts';

const now = new Date('2026-06-15T12:00:00Z');
/** A finished composite course, passed an hour ago, retake allowed after a one-day window. */
const course: CourseFacts = {
  activity: { type: ContentType.composite, state: ContentState.ready, supportReview: true },
  access: { retake: true, retakeWindow: 1, retakeWindowUnit: 'days' },
  lastObjectiveWorkflow: { state: WorkflowState.finished, finished: '2026-06-15T11:00:00Z' },
  lastObjectiveRecord: { passed: true, finished: '2026-06-15T11:00:00Z', normalizedScore: 0.9 },
  lastProctoringSession: null,
};

describe('toCourseActionsInput (doc 2 §4): one input for the server that enforces and the web that shows', () => {
  it.each([
    [
      'the retake window applies only with the retakeWindow flag: on, a day has not passed, no Start again',
      course,
      { retakeWindow: true },
      false,
    ],
    ['flag off: no window, Start again at once', course, {}, true],
    ['flag explicitly off', course, { retakeWindow: false }, true],
    ['no access row: nothing to retake', { ...course, access: null }, {}, false],
    [
      'a blocked proctoring session (Suspicious) hides Start again',
      { ...course, lastProctoringSession: { state: 'Suspicious' } },
      {},
      false,
    ],
    ['an allowed proctoring session (Verified) does not', { ...course, lastProctoringSession: { state: 'Verified' } }, {}, true],
  ])('%s', (_rule, facts, flags, retake) => {
    expect(getVisibleActions(toCourseActionsInput(facts, flags), now).retake).toBe(retake);
  });

  it('reports the proctoring block as the notice that replaces the buttons', () => {
    const actions = getVisibleActions(
      toCourseActionsInput(
        { ...course, lastObjectiveWorkflow: { state: WorkflowState.inProgress }, lastProctoringSession: { state: 'Rejected' } },
        {},
      ),
      now,
    );
    expect(actions.notice).toBe('proctoringBlocked');
    expect(actions.continue).toBe(false);
  });
});
