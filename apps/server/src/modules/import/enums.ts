/**
 * Names used in the file and the numbers stored for them (spec doc 1 §3, Enumerations).
 * The file says "inProgress", not 1, so a reader does not need the table.
 */
export const CONTENT_STATES = { draft: 1, ready: 2, expired: 3, archived: 4 } as const;
export const WORKFLOW_STATES = {
  inProgress: 1,
  submitted: 2,
  inGrading: 3,
  graded: 4,
  gradingApproved: 5,
  finished: 6,
} as const;
export const PRESENTATION_MODES = { Tree: 0, Tiles: 1, LongRead: 2, LongReadWithoutActivityNames: 3 } as const;
export const DISPLAY_MODES = { Fullscreen: 1, EmbeddedAuto: 2, EmbeddedCustom: 3 } as const;
export const TEMPLATE_STATES = { draft: 1, active: 2, archived: 3 } as const;

export const ROLES = ['Administrator', 'Author', 'Instructor', 'Learner'] as const;
export const REVIEW_POLICIES = ['Never', 'AfterSubmission', 'AfterRevealingResults'] as const;
export const RESULTS_DISCLOSURE_POLICIES = ['Never', 'AfterDate', 'AfterScore', 'AfterFinish'] as const;
export const GRADE_REVEAL_POLICIES = ['None', 'Never', 'AfterFinish', 'AfterDate'] as const;
export const RETAKE_WINDOW_UNITS = ['Minutes', 'Hours', 'Days', 'Weeks', 'Months', 'Years'] as const;
export const BADGE_KINDS = ['Custom', 'Credly'] as const;

/** Keys of a name → number table, as a tuple zod's enum accepts. */
export function namesOf<T extends Record<string, number>>(table: T): [keyof T & string, ...(keyof T & string)[]] {
  return Object.keys(table) as [keyof T & string, ...(keyof T & string)[]];
}
