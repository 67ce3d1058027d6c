import { describe, expect, it } from 'vitest';
import { WorkflowState } from './enums.ts';
import { toolScoreEffect } from './tool-score.ts';

describe('a tool score moves the activity workflow (AGS 2.0, decision 0019)', () => {
  it("FullyGraded with a score finishes with the result on the activity's scale, passing at half marks", () => {
    expect(
      toolScoreEffect(
        { scoreGiven: 3, scoreMaximum: 4, activityProgress: 'Completed', gradingProgress: 'FullyGraded' },
        WorkflowState.inProgress,
        10,
      ),
    ).toEqual({
      kind: 'finished',
      result: { score: 7.5, maxScore: 10, normalizedScore: 0.75, passed: true },
    });
    const low = toolScoreEffect(
      { scoreGiven: 1, scoreMaximum: 4, activityProgress: 'Completed', gradingProgress: 'FullyGraded' },
      WorkflowState.submitted,
      4,
    );
    expect(low).toEqual({ kind: 'finished', result: { score: 1, maxScore: 4, normalizedScore: 0.25, passed: false } });
  });

  it('a regrade of a finished activity finishes it again with the new result', () => {
    const effect = toolScoreEffect(
      { scoreGiven: 4, scoreMaximum: 4, activityProgress: 'Completed', gradingProgress: 'FullyGraded' },
      WorkflowState.finished,
      4,
    );
    expect(effect).toMatchObject({ kind: 'finished', result: { normalizedScore: 1, passed: true } });
  });

  it("PendingManual hands the activity in to wait for the tool's grader; it never takes a finished one back", () => {
    const pending = { activityProgress: 'Submitted', gradingProgress: 'PendingManual' } as const;
    expect(toolScoreEffect(pending, WorkflowState.inProgress, 1)).toEqual({ kind: 'submitted' });
    expect(toolScoreEffect(pending, WorkflowState.submitted, 1)).toEqual({ kind: 'unchanged' });
    expect(toolScoreEffect(pending, WorkflowState.finished, 1)).toEqual({ kind: 'unchanged' });
  });

  it('work in progress changes nothing; a completion without a score finishes without a result', () => {
    expect(toolScoreEffect({ activityProgress: 'InProgress', gradingProgress: 'NotReady' }, WorkflowState.inProgress, 1)).toEqual({
      kind: 'unchanged',
    });
    expect(toolScoreEffect({ activityProgress: 'Started', gradingProgress: 'FullyGraded' }, WorkflowState.inProgress, 1)).toEqual({
      kind: 'unchanged',
    });
    expect(toolScoreEffect({ activityProgress: 'Completed', gradingProgress: 'FullyGraded' }, WorkflowState.inProgress, 1)).toEqual({
      kind: 'finished',
      result: null,
    });
  });
});
