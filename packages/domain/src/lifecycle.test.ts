import { describe, expect, it } from 'vitest';
import { WorkflowState } from './enums.ts';
import {
  acceptsPackageResult,
  acceptsToolScore,
  allowsRunStep,
  canApproveGrade,
  canGradeRun,
  canReleaseGrade,
  canRetakeRun,
  canSubmitRun,
  isAwaitingGrade,
  isInGrading,
  isRunDone,
  isRunFinished,
  isRunHandedIn,
  isRunInProgress,
} from './lifecycle.ts';

const { inProgress, submitted, inGrading, graded, gradingApproved, finished } = WorkflowState;
const ALL = [inProgress, submitted, inGrading, graded, gradingApproved, finished];

// The state machine of doc 2 §4, one row per predicate: the states from which it holds.
const TABLE: [string, (s: WorkflowState | null | undefined) => boolean, WorkflowState[]][] = [
  ['isRunInProgress', isRunInProgress, [inProgress]],
  ['canSubmitRun', canSubmitRun, [inProgress]],
  ['isAwaitingGrade', isAwaitingGrade, [submitted, inGrading]],
  ['canGradeRun', canGradeRun, [submitted, inGrading]],
  ['canApproveGrade', canApproveGrade, [graded]],
  ['canReleaseGrade', canReleaseGrade, [gradingApproved]],
  ['acceptsToolScore', acceptsToolScore, [inProgress, inGrading]],
  ['acceptsPackageResult', acceptsPackageResult, [inProgress]],
  ['isRunFinished', isRunFinished, [finished]],
  ['isRunHandedIn', isRunHandedIn, [submitted, inGrading, graded, gradingApproved, finished]],
  ['isRunDone', isRunDone, [graded, gradingApproved, finished]],
  ['isInGrading', isInGrading, [inGrading]],
  ['canRetakeRun', canRetakeRun, [finished]],
];

describe('the run state machine (doc 2 §4)', () => {
  it.each(TABLE)('%s holds exactly from its states', (_name, predicate, from) => {
    for (const state of ALL) expect(predicate(state), `state ${state}`).toBe(from.includes(state));
  });

  it.each(TABLE)('%s holds for no run at all', (_name, predicate) => {
    expect(predicate(null)).toBe(false);
    expect(predicate(undefined)).toBe(false);
  });

  it('a submitted run takes no tool score but one in grading does (the tool may still report)', () => {
    expect(allowsRunStep('toolScore', submitted)).toBe(false);
    expect(allowsRunStep('toolScore', inGrading)).toBe(true);
  });

  it('only a finished run can be retaken', () => {
    expect(ALL.filter((s) => allowsRunStep('retake', s))).toEqual([finished]);
  });
});
