import { describe, expect, it } from 'vitest';
import { Cmi5MoveOn, isCmi5AuSatisfied, type Cmi5AuProgress } from './cmi5-move-on.ts';

const none: Cmi5AuProgress = { completed: false, passed: false };
const completed: Cmi5AuProgress = { completed: true, passed: false };
const passed: Cmi5AuProgress = { completed: false, passed: true };
const both: Cmi5AuProgress = { completed: true, passed: true };

describe('isCmi5AuSatisfied (cmi5 Quartz §13.1.4 moveOn)', () => {
  it.each<[string, Cmi5MoveOn, Cmi5AuProgress, boolean]>([
    [
      '"Passed": If the LMS receives a statement with the verb "Passed", then the LMS will consider the AU satisfied',
      Cmi5MoveOn.passed,
      passed,
      true,
    ],
    ['"Passed": completed alone is not enough', Cmi5MoveOn.passed, completed, false],
    ['"Completed": If the LMS receives a statement with the verb "Completed" … satisfied', Cmi5MoveOn.completed, completed, true],
    ['"Completed": passed alone is not enough', Cmi5MoveOn.completed, passed, false],
    ['"CompletedAndPassed": statements with the verbs "Completed" and "Passed"', Cmi5MoveOn.completedAndPassed, both, true],
    ['"CompletedAndPassed": one of the two is not enough', Cmi5MoveOn.completedAndPassed, passed, false],
    ['"CompletedAndPassed": completed alone is not enough', Cmi5MoveOn.completedAndPassed, completed, false],
    ['"CompletedOrPassed": either of the verbs "Completed" or "Passed" (completed)', Cmi5MoveOn.completedOrPassed, completed, true],
    ['"CompletedOrPassed": either (passed)', Cmi5MoveOn.completedOrPassed, passed, true],
    ['"CompletedOrPassed": neither', Cmi5MoveOn.completedOrPassed, none, false],
    ['"NotApplicable": The LMS will consider the AU satisfied', Cmi5MoveOn.notApplicable, none, true],
    ['§9.3.9: an AU issued "Waived" has met the moveOn criteria', Cmi5MoveOn.passed, { ...none, waived: true }, true],
  ])('%s', (_case, moveOn, progress, expected) => {
    expect(isCmi5AuSatisfied(moveOn, progress)).toBe(expected);
  });
});
