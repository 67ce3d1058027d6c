import { describe, expect, it } from 'vitest';
import type { CourseActionsInput } from './course-actions.ts';
import { getVisibleActions } from './course-actions.ts';
import { ContentState, ContentType, GradeRevealPolicy, RetakeWindowUnit, WorkflowState } from './enums.ts';
import { getNextSteps, type NextStep } from './next-steps.ts';

const now = new Date('2025-06-15T12:00:00Z');
const SUBMITTED = '2025-06-14T12:00:00.000Z';
const REVEAL = '2025-07-01T00:00:00.000Z';

const base: CourseActionsInput = {
  activity: { type: ContentType.composite, state: ContentState.ready, supportReview: true },
  access: { retake: true, retakeWindow: 2, retakeWindowUnit: RetakeWindowUnit.Weeks, gradeRevealPolicy: GradeRevealPolicy.AfterFinish },
  lastObjectiveWorkflow: { state: WorkflowState.inGrading, submitted: SUBMITTED, finished: null },
  lastObjectiveRecord: null,
  retakeWindowEnabled: true,
};

const run = (state: WorkflowState, finished: string | null = null) => ({ state, submitted: SUBMITTED, finished });
const access = (changes: Partial<CourseActionsInput['access']>) => ({ access: { ...base.access, ...changes } });
const d = (iso: string) => new Date(iso);

describe('getNextSteps (issue 33: what happens after a hand-in)', () => {
  it.each<[string, Partial<CourseActionsInput>, NextStep[]]>([
    ['nothing while the run is in progress', { lastObjectiveWorkflow: run(WorkflowState.inProgress) }, []],
    ['nothing before a run', { lastObjectiveWorkflow: null }, []],
    [
      'in grading: an instructor grades, the result comes with the grade, the retake window counts from the grade',
      {},
      [
        { kind: 'instructorGrades' },
        { kind: 'resultsWhenGraded' },
        { kind: 'retakeAfterGrading', notBefore: d('2025-06-28T12:00:00.000Z') },
      ],
    ],
    [
      'submitted with AfterDate: results on the reveal date',
      {
        lastObjectiveWorkflow: run(WorkflowState.submitted),
        ...access({ gradeRevealPolicy: GradeRevealPolicy.AfterDate, gradeRevealDate: REVEAL }),
      },
      [
        { kind: 'instructorGrades' },
        { kind: 'resultsOnDate', date: d(REVEAL) },
        { kind: 'retakeAfterGrading', notBefore: d('2025-06-28T12:00:00.000Z') },
      ],
    ],
    [
      'graded: the grade awaits release',
      { lastObjectiveWorkflow: run(WorkflowState.graded) },
      [
        { kind: 'gradeAwaitsRelease' },
        { kind: 'resultsWhenGraded' },
        { kind: 'retakeAfterGrading', notBefore: d('2025-06-28T12:00:00.000Z') },
      ],
    ],
    [
      'finished inside the window: retake from finished + window, the result is already shown',
      { lastObjectiveWorkflow: run(WorkflowState.finished, SUBMITTED) },
      [{ kind: 'retakeFrom', date: d('2025-06-28T12:00:00.000Z') }],
    ],
    [
      'finished after the window: retake now',
      { lastObjectiveWorkflow: run(WorkflowState.finished, '2025-05-01T00:00:00.000Z') },
      [{ kind: 'retakeNow' }],
    ],
    [
      'finished with AfterDate before its date: results on the date',
      {
        lastObjectiveWorkflow: run(WorkflowState.finished, '2025-05-01T00:00:00.000Z'),
        ...access({ gradeRevealPolicy: GradeRevealPolicy.AfterDate, gradeRevealDate: REVEAL }),
      },
      [{ kind: 'resultsOnDate', date: d(REVEAL) }, { kind: 'retakeNow' }],
    ],
    [
      'AfterDate past its date: like AfterFinish',
      { ...access({ gradeRevealPolicy: GradeRevealPolicy.AfterDate, gradeRevealDate: '2025-06-01T00:00:00.000Z' }) },
      [
        { kind: 'instructorGrades' },
        { kind: 'resultsWhenGraded' },
        { kind: 'retakeAfterGrading', notBefore: d('2025-06-28T12:00:00.000Z') },
      ],
    ],
    [
      'Never: results not shown; no retake allowed',
      {
        lastObjectiveWorkflow: run(WorkflowState.finished, SUBMITTED),
        ...access({ gradeRevealPolicy: GradeRevealPolicy.Never, retake: false }),
      },
      [{ kind: 'resultsNotShown' }, { kind: 'noRetake' }],
    ],
    [
      'AfterDate with no date: results not shown',
      { ...access({ gradeRevealPolicy: GradeRevealPolicy.AfterDate, gradeRevealDate: null }) },
      [{ kind: 'instructorGrades' }, { kind: 'resultsNotShown' }, { kind: 'retakeAfterGrading', notBefore: d('2025-06-28T12:00:00.000Z') }],
    ],
    [
      'protected results: not shown',
      { lastObjectiveWorkflow: { ...run(WorkflowState.inGrading), protectResults: true } },
      [{ kind: 'instructorGrades' }, { kind: 'resultsNotShown' }, { kind: 'retakeAfterGrading', notBefore: d('2025-06-28T12:00:00.000Z') }],
    ],
    [
      'the retake-window flag off: retake right after grading, no date',
      { retakeWindowEnabled: false },
      [{ kind: 'instructorGrades' }, { kind: 'resultsWhenGraded' }, { kind: 'retakeAfterGrading', notBefore: null }],
    ],
    [
      'an LTI course has no window: retake now once finished',
      { activity: { ...base.activity, type: ContentType.lti }, lastObjectiveWorkflow: run(WorkflowState.finished, SUBMITTED) },
      [{ kind: 'retakeNow' }],
    ],
    [
      'an archived course is not retaken',
      { activity: { ...base.activity, state: ContentState.archived } },
      [{ kind: 'instructorGrades' }, { kind: 'resultsWhenGraded' }, { kind: 'noRetake' }],
    ],
  ])('%s', (_rule, changes, expected) => {
    expect(getNextSteps({ ...base, ...changes }, now)).toEqual(expected);
  });

  it.each([
    ['inside the window', SUBMITTED],
    ['after the window', '2025-05-01T00:00:00.000Z'],
  ])('agrees with the Start again button %s', (_case, finished) => {
    const input = { ...base, lastObjectiveWorkflow: run(WorkflowState.finished, finished) };
    const retakeNow = getNextSteps(input, now).some((step) => step.kind === 'retakeNow');
    expect(getVisibleActions(input, now).retake).toBe(retakeNow);
  });
});
