import {
  BadgeKind,
  BadgeState,
  ContentState,
  DisplayMode,
  GradeRevealPolicy,
  PresentationMode,
  ProctoringSessionState,
  ResultsDisclosurePolicy,
  RetakeWindowUnit,
  ReviewPolicy,
  Role,
  WorkflowState,
} from '@lp/domain';

/**
 * The file names enumerations ("inProgress", "Tiles"), the database stores the
 * numbers of spec doc 1 §3; both come from the domain package's constants.
 */
export const CONTENT_STATES = ContentState;
export const WORKFLOW_STATES = WorkflowState;
export const PRESENTATION_MODES = PresentationMode;
export const DISPLAY_MODES = DisplayMode;
/** Written in lower case in the file, like content states. */
export const TEMPLATE_STATES = { draft: BadgeState.Draft, active: BadgeState.Active, archived: BadgeState.Archived } as const;

export const ROLES = valuesOf(Role);
export const REVIEW_POLICIES = valuesOf(ReviewPolicy);
export const RESULTS_DISCLOSURE_POLICIES = valuesOf(ResultsDisclosurePolicy);
export const GRADE_REVEAL_POLICIES = valuesOf(GradeRevealPolicy);
export const RETAKE_WINDOW_UNITS = valuesOf(RetakeWindowUnit);
export const BADGE_KINDS = valuesOf(BadgeKind);
export const PROCTORING_SESSION_STATES = valuesOf(ProctoringSessionState);

/** Keys of a name → number table, as a tuple zod's enum accepts. */
export function namesOf<T extends Record<string, number>>(table: T): [keyof T & string, ...(keyof T & string)[]] {
  return Object.keys(table) as [keyof T & string, ...(keyof T & string)[]];
}

function valuesOf<T extends Record<string, string>>(table: T): [T[keyof T], ...T[keyof T][]] {
  return Object.values(table) as [T[keyof T], ...T[keyof T][]];
}
