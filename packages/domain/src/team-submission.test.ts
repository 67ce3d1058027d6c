import { describe, expect, it } from 'vitest';
import { WorkflowState } from './enums.ts';
import {
  getTeamHandInRefusal,
  getTeamMemberEffect,
  getTeamStateAfterSubmission,
  type TeamMemberEffect,
  type TeamMemberFacts,
} from './team-submission.ts';

describe('getTeamMemberEffect (issue 12: "records it for every member at once")', () => {
  it.each<[string, TeamMemberFacts, boolean, TeamMemberEffect]>([
    [
      'a member working on it finishes',
      { runState: WorkflowState.inProgress, activityState: WorkflowState.inProgress },
      false,
      { kind: 'finish', create: false },
    ],
    [
      'a member who never opened it finishes too (a workflow is created)',
      { runState: WorkflowState.inProgress, activityState: null },
      false,
      { kind: 'finish', create: true },
    ],
    [
      "graded by hand or by its tool: the member's workflow is submitted",
      { runState: WorkflowState.inProgress, activityState: WorkflowState.inProgress },
      true,
      { kind: 'submit', create: false },
    ],
    [
      'graded, never opened: submitted, created',
      { runState: WorkflowState.inProgress, activityState: null },
      true,
      { kind: 'submit', create: true },
    ],
    [
      'a member with no run in progress is left out',
      { runState: WorkflowState.finished, activityState: null },
      false,
      { kind: 'skip', reason: 'runNotInProgress' },
    ],
    [
      'a member who never started the course is left out',
      { runState: null, activityState: null },
      false,
      { kind: 'skip', reason: 'runNotInProgress' },
    ],
    [
      'a member who finished it already is not changed',
      { runState: WorkflowState.inProgress, activityState: WorkflowState.finished },
      false,
      { kind: 'skip', reason: 'alreadyDone' },
    ],
    [
      'a member whose workflow waits for a grade is not changed',
      { runState: WorkflowState.inProgress, activityState: WorkflowState.submitted },
      true,
      { kind: 'skip', reason: 'alreadyDone' },
    ],
  ])('%s', (_rule, member, waits, expected) => {
    expect(getTeamMemberEffect(member, waits)).toEqual(expected);
  });

  it("the team's workflow finishes, or is submitted when the activity waits for a grade", () => {
    expect(getTeamStateAfterSubmission(false)).toBe(WorkflowState.finished);
    expect(getTeamStateAfterSubmission(true)).toBe(WorkflowState.submitted);
  });
});

describe('getTeamHandInRefusal (issue 34: any member replaces the hand-in until it is submitted)', () => {
  it.each([
    ['the first save of an open team', { teamHandedIn: false, storedVersion: 0, readVersion: 0 }, null],
    ['a save over the version read', { teamHandedIn: false, storedVersion: 3, readVersion: 3 }, null],
    ['another member saved since', { teamHandedIn: false, storedVersion: 4, readVersion: 3 }, 'savedSince'],
    ['a version from the future is stale too', { teamHandedIn: false, storedVersion: 1, readVersion: 2 }, 'savedSince'],
    ['handed in: read-only', { teamHandedIn: true, storedVersion: 2, readVersion: 2 }, 'handedIn'],
    ['handed in wins over a stale version', { teamHandedIn: true, storedVersion: 2, readVersion: 1 }, 'handedIn'],
  ] as const)('%s', (_rule, facts, refusal) => {
    expect(getTeamHandInRefusal(facts)).toBe(refusal);
  });
});
