import { describe, expect, it } from 'vitest';
import { ProctoringSessionState } from './enums.ts';
import {
  canOpenProctoredExam,
  canStartAttempt,
  isAttemptAwaitingStart,
  isProctoringBlocked,
  isProctoringSessionAllowed,
  stateForAssessmentControl,
  type AssessmentControlAction,
} from './proctoring.ts';

describe('isProctoringSessionAllowed (doc 2 §4 Availability)', () => {
  it.each<[string, string, boolean]>([
    ['a session just opened is allowed', ProctoringSessionState.Created, true],
    ['a session being recorded is allowed', ProctoringSessionState.InProgress, true],
    ['a recorded session waiting for review is allowed', ProctoringSessionState.Completed, true],
    ['a reviewed and accepted session is allowed', ProctoringSessionState.Verified, true],
    ['a session flagged for review is not allowed', ProctoringSessionState.Suspicious, false],
    ['a session the reviewer rejected is not allowed', ProctoringSessionState.Rejected, false],
    ['a session the proctor stopped is not allowed', ProctoringSessionState.Terminated, false],
    ['an unknown state is not allowed (fails closed)', 'Paused', false],
    ['states are case-sensitive', 'verified', false],
  ])('%s', (_rule, state, allowed) => {
    expect(isProctoringSessionAllowed(state)).toBe(allowed);
  });

  it('names every state of the enumeration in one of the two groups', () => {
    const allowed = Object.values(ProctoringSessionState).filter(isProctoringSessionAllowed);
    expect(allowed).toEqual(['Created', 'InProgress', 'Completed', 'Verified']);
  });
});

describe('isProctoringBlocked', () => {
  it.each<[string, { state: string } | null | undefined, boolean]>([
    ['no session does not block', null, false],
    ['an unknown session does not block', undefined, false],
    ['an allowed last session does not block', { state: ProctoringSessionState.Verified }, false],
    ['a last session not allowed blocks the course', { state: ProctoringSessionState.Rejected }, true],
  ])('%s', (_rule, session, blocked) => {
    expect(isProctoringBlocked(session)).toBe(blocked);
  });
});

describe('a proctored exam opens only in a session the proctoring tool started (decision 0021)', () => {
  it.each([
    [null, false],
    [{ state: 'Created' }, false],
    [{ state: 'InProgress' }, true],
    [{ state: 'Completed' }, false],
    [{ state: 'Suspicious' }, false],
  ])('%j → %s', (session, open) => {
    expect(canOpenProctoredExam(session)).toBe(open);
  });
});

describe('an attempt begins when the proctoring tool starts the assessment (LTI-AP attempt_number, decision 0057)', () => {
  it.each<[string, { state: string; attemptNumber: number | null } | null, boolean]>([
    ['no session yet: the next launch is a new attempt', null, false],
    ['a proctoring tool opened but the exam not started: the same attempt again', { state: 'Created', attemptNumber: 2 }, true],
    ['a started attempt: the next launch is a new attempt', { state: 'InProgress', attemptNumber: 2 }, false],
    ['a handed-in attempt: a new one', { state: 'Completed', attemptNumber: 2 }, false],
    ['a session an instructor recorded (no attempt number): a new attempt', { state: 'Created', attemptNumber: null }, false],
  ])('%s', (_rule, session, same) => {
    expect(isAttemptAwaitingStart(session)).toBe(same);
  });

  it.each([
    ['Created', true],
    ['InProgress', false],
    ['Completed', false],
    ['Terminated', false],
  ])('a start token starts a %s session: %s', (state, starts) => {
    expect(canStartAttempt({ state })).toBe(starts);
  });
});

describe("what a proctoring tool's Assessment Control request does to the session (LTI-AP)", () => {
  it.each<[AssessmentControlAction, string | undefined, string | null]>([
    ['flag', undefined, 'Suspicious'],
    ['terminate', 'cheating', 'Terminated'],
    ['update', 'verified', 'Verified'],
    ['update', 'extra_time', null],
    ['pause', undefined, null],
    ['resume', undefined, null],
  ])('%s (%s) → %s', (action, reason, state) => {
    expect(stateForAssessmentControl(action, reason)).toBe(state);
  });
});
