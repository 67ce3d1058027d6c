import { describe, expect, it } from 'vitest';
import { getActivityResult, type ActivityResultInput } from './activity-result.ts';
import { ContentType, GradeRevealPolicy, WorkflowState } from './enums.ts';

const now = new Date('2025-06-15T12:00:00Z');
const FUTURE = '2025-07-01T00:00:00Z';
const PAST = '2025-06-01T00:00:00Z';
const scored = { passed: true, normalizedScore: 0.8 };
const withheld = { passed: null, normalizedScore: null };
const base: ActivityResultInput = {
  type: ContentType.lti,
  maxScore: 10,
  workflowState: WorkflowState.finished,
  best: scored,
  gradeRevealPolicy: GradeRevealPolicy.None,
  gradeRevealDate: null,
};

describe('getActivityResult (issue 33 item 4: results where the learner is)', () => {
  it.each<[string, Partial<ActivityResultInput>, ReturnType<typeof getActivityResult>]>([
    [
      'a scored tool activity shows its score on its own scale',
      {},
      { kind: 'score', score: { percent: 80, scaledScore: 8, maxScore: 10, showPoints: true }, passed: true },
    ],
    [
      'a maximum of 1 shows the percentage only',
      { maxScore: 1 },
      { kind: 'score', score: { percent: 80, scaledScore: null, maxScore: 1, showPoints: false }, passed: true },
    ],
    [
      'withheld until a date: the date, never the score',
      { best: withheld, gradeRevealPolicy: GradeRevealPolicy.AfterDate, gradeRevealDate: FUTURE },
      { kind: 'shownOn', date: FUTURE },
    ],
    ['withheld for good (Never)', { best: withheld, gradeRevealPolicy: GradeRevealPolicy.Never }, { kind: 'notShown' }],
    [
      'AfterDate with no date stays withheld (decision of grade-visibility)',
      { best: withheld, gradeRevealPolicy: GradeRevealPolicy.AfterDate },
      { kind: 'notShown' },
    ],
    [
      'past the date with no score: a completion without one, nothing to say',
      { best: withheld, gradeRevealPolicy: GradeRevealPolicy.AfterDate, gradeRevealDate: PAST },
      null,
    ],
    ['an open policy with no score (protected or a completion only): nothing to say', { best: withheld }, null],
    ['handed in, waiting for the grader', { workflowState: WorkflowState.submitted, best: null }, { kind: 'afterGrading' }],
    ['in grading', { workflowState: WorkflowState.inGrading, best: null }, { kind: 'afterGrading' }],
    ['still being worked on', { workflowState: WorkflowState.inProgress, best: null }, null],
    ['not started', { workflowState: null, best: null }, null],
    ['finished with no record', { best: null }, null],
    ['a text the learner marked complete has no score line', { type: ContentType.text }, null],
    [
      'a SCORM SCO scored by its runtime shows its score as a tool activity does (issue 34)',
      { type: ContentType.scorm },
      { kind: 'score', score: { percent: 80, scaledScore: 8, maxScore: 10, showPoints: true }, passed: true },
    ],
    [
      'a SCORM score withheld for good (the reveal policies apply to it too)',
      { type: ContentType.scorm, best: withheld, gradeRevealPolicy: GradeRevealPolicy.Never },
      { kind: 'notShown' },
    ],
    [
      'a cmi5 AU scored by its LRS statements shows its score',
      { type: ContentType.cmi5 },
      { kind: 'score', score: { percent: 80, scaledScore: 8, maxScore: 10, showPoints: true }, passed: true },
    ],
  ])('%s', (_rule, input, expected) => {
    expect(getActivityResult({ ...base, ...input }, now)).toEqual(expected);
  });
});
