/**
 * cmi5 "moveOn" (cmi5 Quartz §13.1.4 AU Metadata, moveOn): when the LMS considers an
 * assignable unit satisfied, from the cmi5 defined statements the AU sent in the
 * registration. A "waived" AU counts as satisfied whatever its moveOn (§9.3.9).
 */
export const Cmi5MoveOn = {
  passed: 'Passed',
  completed: 'Completed',
  completedAndPassed: 'CompletedAndPassed',
  completedOrPassed: 'CompletedOrPassed',
  notApplicable: 'NotApplicable',
} as const;
export type Cmi5MoveOn = (typeof Cmi5MoveOn)[keyof typeof Cmi5MoveOn];

/** What an AU's registration has recorded so far: each flag once a cmi5 defined statement with that verb was kept. */
export interface Cmi5AuProgress {
  completed: boolean;
  passed: boolean;
  waived?: boolean;
}

/** Whether the LMS considers the AU satisfied (§13.1.4): the five moveOn values, and waived (§9.3.9). */
export function isCmi5AuSatisfied(moveOn: Cmi5MoveOn, progress: Cmi5AuProgress): boolean {
  if (progress.waived) return true;
  switch (moveOn) {
    case Cmi5MoveOn.passed:
      return progress.passed;
    case Cmi5MoveOn.completed:
      return progress.completed;
    case Cmi5MoveOn.completedAndPassed:
      return progress.completed && progress.passed;
    case Cmi5MoveOn.completedOrPassed:
      return progress.completed || progress.passed;
    case Cmi5MoveOn.notApplicable:
      return true;
  }
}

/** cmi5 launch modes (§10.2.2): only Normal records satisfaction-related statements. */
export const Cmi5LaunchMode = { normal: 'Normal', browse: 'Browse', review: 'Review' } as const;
export type Cmi5LaunchMode = (typeof Cmi5LaunchMode)[keyof typeof Cmi5LaunchMode];

/** cmi5's launch methods (§13.1.4 launchMethod): the LMS frames or redirects for AnyWindow, opens a window of its own for OwnWindow. */
export const Cmi5LaunchMethod = { anyWindow: 'AnyWindow', ownWindow: 'OwnWindow' } as const;
export type Cmi5LaunchMethod = (typeof Cmi5LaunchMethod)[keyof typeof Cmi5LaunchMethod];
