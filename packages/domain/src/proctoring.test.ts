import { describe, expect, it } from 'vitest';
import { ProctoringSessionState } from './enums.ts';
import { isProctoringBlocked, isProctoringSessionAllowed } from './proctoring.ts';

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
