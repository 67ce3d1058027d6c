import { describe, expect, it } from 'vitest';
import { getVisibleActions } from './course-actions.ts';
import type { CourseActionsInput, VisibleActions } from './course-actions.ts';
import { ContentState, ContentType, GradeRevealPolicy, RetakeWindowUnit, WorkflowState } from './enums.ts';

const now = new Date('2025-06-15T12:00:00Z');
const PAST = '2025-06-01T00:00:00.000Z';
const FUTURE = '2025-07-01T00:00:00.000Z';
const YESTERDAY = '2025-06-14T12:00:00.000Z';

const base: CourseActionsInput = {
  activity: { type: ContentType.composite, state: ContentState.ready, supportReview: true },
  access: { retake: true, gradeRevealPolicy: GradeRevealPolicy.AfterFinish },
  lastObjectiveWorkflow: null,
  lastObjectiveRecord: null,
};
const finished = { state: WorkflowState.finished, finished: YESTERDAY };
const inProgress = { state: WorkflowState.inProgress };
const imported = { passed: true };
const none: VisibleActions = {
  start: false,
  continue: false,
  review: false,
  retake: false,
  importedResult: false,
  availability: { kind: 'open' },
  notice: null,
};

type Row = {
  rule: string;
  input: Partial<CourseActionsInput>;
  expected: Partial<VisibleActions>;
};

const with_ = (input: Partial<CourseActionsInput>): CourseActionsInput => ({ ...base, ...input });

describe('getVisibleActions (doc 2 §4 Details action buttons)', () => {
  it.each<Row>([
    { rule: 'start with no workflow and no results', input: {}, expected: { start: true } },
    { rule: 'continue while the workflow is in progress', input: { lastObjectiveWorkflow: inProgress }, expected: { continue: true } },
    {
      rule: 'review and start again on a finished run',
      input: { lastObjectiveWorkflow: finished },
      expected: { review: true, retake: true },
    },
    {
      rule: 'no review when results are protected on the workflow',
      input: { lastObjectiveWorkflow: { ...finished, protectResults: true } },
      expected: { retake: true },
    },
    {
      rule: 'no review when results are protected on the record',
      input: { lastObjectiveWorkflow: finished, lastObjectiveRecord: { protectResults: true } },
      expected: { retake: true },
    },
    {
      rule: 'no review when review is not supported',
      input: { activity: { ...base.activity, supportReview: false }, lastObjectiveWorkflow: finished },
      expected: { retake: true },
    },
    {
      rule: 'no review when the reveal policy is Never',
      input: { access: { ...base.access, gradeRevealPolicy: GradeRevealPolicy.Never }, lastObjectiveWorkflow: finished },
      expected: { retake: true },
    },
    {
      rule: 'no review under AfterDate before the date',
      input: {
        access: { ...base.access, gradeRevealPolicy: GradeRevealPolicy.AfterDate, gradeRevealDate: FUTURE },
        lastObjectiveWorkflow: finished,
      },
      expected: { retake: true },
    },
    {
      rule: 'review under AfterDate after the date',
      input: {
        access: { ...base.access, gradeRevealPolicy: GradeRevealPolicy.AfterDate, gradeRevealDate: PAST },
        lastObjectiveWorkflow: finished,
      },
      expected: { review: true, retake: true },
    },
    {
      rule: 'no review while submitted but not finished',
      input: { lastObjectiveWorkflow: { state: WorkflowState.submitted } },
      expected: {},
    },
    {
      rule: 'no start again when retake is not allowed',
      input: { access: { ...base.access, retake: false }, lastObjectiveWorkflow: finished },
      expected: { review: true },
    },
    {
      rule: 'no start again on a composite inside the retake window',
      input: { access: { ...base.access, retakeWindow: 2, retakeWindowUnit: RetakeWindowUnit.Days }, lastObjectiveWorkflow: finished },
      expected: { review: true },
    },
    {
      rule: 'start again on a composite once the retake window elapsed',
      input: { access: { ...base.access, retakeWindow: 1, retakeWindowUnit: RetakeWindowUnit.Days }, lastObjectiveWorkflow: finished },
      expected: { review: true, retake: true },
    },
    {
      rule: 'start again inside the window when the retake-window flag is off',
      input: {
        access: { ...base.access, retakeWindow: 2, retakeWindowUnit: RetakeWindowUnit.Days },
        lastObjectiveWorkflow: finished,
        retakeWindowEnabled: false,
      },
      expected: { review: true, retake: true },
    },
    {
      rule: 'start again on LTI ignores the retake window',
      input: {
        activity: { ...base.activity, type: ContentType.lti },
        access: { ...base.access, retakeWindow: 2, retakeWindowUnit: RetakeWindowUnit.Days },
        lastObjectiveWorkflow: finished,
      },
      expected: { review: true, retake: true },
    },
    {
      rule: 'no start again for other content types',
      input: { activity: { ...base.activity, type: ContentType.text }, lastObjectiveWorkflow: finished },
      expected: { review: true },
    },
    {
      rule: 'start again on an expired activity',
      input: { activity: { ...base.activity, state: ContentState.expired }, lastObjectiveWorkflow: finished },
      expected: { review: true, retake: true },
    },
    {
      rule: 'imported result with no workflow: start again offered, review not, with the message',
      input: { lastObjectiveRecord: imported },
      expected: { retake: true, importedResult: true },
    },
    {
      rule: 'imported result is offered start again even without the retake flag (decision)',
      input: { access: { ...base.access, retake: false }, lastObjectiveRecord: imported },
      expected: { retake: true, importedResult: true },
    },
    {
      rule: 'draft shows coming soon and no actions',
      input: { activity: { ...base.activity, state: ContentState.draft }, lastObjectiveWorkflow: inProgress },
      expected: { notice: 'comingSoon' },
    },
    {
      rule: 'archived is not available and has no actions',
      input: { activity: { ...base.activity, state: ContentState.archived }, lastObjectiveWorkflow: finished },
      expected: { notice: 'notAvailable' },
    },
    {
      rule: 'a proctoring session not allowed blocks the course',
      input: { lastObjectiveWorkflow: inProgress, proctoringBlocked: true },
      expected: { notice: 'proctoringBlocked' },
    },
    {
      rule: 'no start before the availability date',
      input: { access: { ...base.access, availabilityDate: FUTURE } },
      expected: { availability: { kind: 'notYet', date: new Date(FUTURE) } },
    },
    {
      rule: 'no start after the availability end date',
      input: { access: { ...base.access, availabilityEndDate: PAST } },
      expected: { availability: { kind: 'ended', date: new Date(PAST) } },
    },
    {
      rule: 'no start again after the end date, review still allowed',
      input: { access: { ...base.access, availabilityEndDate: PAST }, lastObjectiveWorkflow: finished },
      expected: { review: true, availability: { kind: 'ended', date: new Date(PAST) } },
    },
    {
      rule: 'continue after the end date',
      input: { access: { ...base.access, availabilityEndDate: PAST }, lastObjectiveWorkflow: inProgress },
      expected: { continue: true },
    },
    {
      rule: 'no start again of an imported result after the end date',
      input: { access: { ...base.access, availabilityEndDate: PAST }, lastObjectiveRecord: imported },
      expected: { importedResult: true, availability: { kind: 'ended', date: new Date(PAST) } },
    },
  ])('$rule', ({ input, expected }) => {
    expect(getVisibleActions(with_(input), now)).toEqual({ ...none, ...expected });
  });
});
