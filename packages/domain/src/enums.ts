// Enumerations of doc 1 §3 and doc 2 §3/§9 as `as const` objects: each name is both a
// value (for code) and a union type (for signatures), with no TypeScript `enum`.

/** Activity / course content state (doc 1 §3). */
export const ContentState = { draft: 1, ready: 2, expired: 3, archived: 4 } as const;
export type ContentState = (typeof ContentState)[keyof typeof ContentState];

/** Objective workflow and activity workflow state (doc 1 §3, doc 2 §4). */
export const WorkflowState = {
  inProgress: 1,
  submitted: 2,
  inGrading: 3,
  graded: 4,
  gradingApproved: 5,
  finished: 6,
} as const;
export type WorkflowState = (typeof WorkflowState)[keyof typeof WorkflowState];

export const ContentType = {
  text: 'text',
  lti: 'lti',
  composite: 'composite',
  event: 'event',
  video: 'video',
  discussion: 'discussion',
  /** A SCO of a SCORM 1.2 or 2004 package (issue 34, decision 0078). */
  scorm: 'scorm',
  /** An assignable unit of a cmi5 course (issue 34, decision 0078). */
  cmi5: 'cmi5',
} as const;
export type ContentType = (typeof ContentType)[keyof typeof ContentType];

export const FileType = {
  Lti13: 'Lti13',
  PublicFile: 'PublicFile',
  PrivateFile: 'PrivateFile',
  Lti11: 'Lti11',
  Text: 'Text',
  Composite: 'Composite',
  Vimeo: 'Vimeo',
  /** Content played from an imported SCORM or cmi5 package on the content origin. */
  Package: 'Package',
} as const;
export type FileType = (typeof FileType)[keyof typeof FileType];

export const DisplayMode = { Fullscreen: 1, EmbeddedAuto: 2, EmbeddedCustom: 3 } as const;
export type DisplayMode = (typeof DisplayMode)[keyof typeof DisplayMode];

export const PresentationMode = { Tree: 0, Tiles: 1, LongRead: 2, LongReadWithoutActivityNames: 3 } as const;
export type PresentationMode = (typeof PresentationMode)[keyof typeof PresentationMode];

/** When a course grade is revealed (doc 2 §4 Grade visibility by policy). */
export const GradeRevealPolicy = { None: 'None', Never: 'Never', AfterFinish: 'AfterFinish', AfterDate: 'AfterDate' } as const;
export type GradeRevealPolicy = (typeof GradeRevealPolicy)[keyof typeof GradeRevealPolicy];

/** When an activity's results are disclosed (doc 2 §4 Review hidden). */
export const ResultsDisclosurePolicy = {
  Never: 'Never',
  AfterDate: 'AfterDate',
  AfterScore: 'AfterScore',
  AfterFinish: 'AfterFinish',
} as const;
export type ResultsDisclosurePolicy = (typeof ResultsDisclosurePolicy)[keyof typeof ResultsDisclosurePolicy];

export const ReviewPolicy = { Never: 'Never', AfterSubmission: 'AfterSubmission', AfterRevealingResults: 'AfterRevealingResults' } as const;
export type ReviewPolicy = (typeof ReviewPolicy)[keyof typeof ReviewPolicy];

export const RetakeWindowUnit = {
  Minutes: 'Minutes',
  Hours: 'Hours',
  Days: 'Days',
  Weeks: 'Weeks',
  Months: 'Months',
  Years: 'Years',
} as const;
export type RetakeWindowUnit = (typeof RetakeWindowUnit)[keyof typeof RetakeWindowUnit];

/** State of an asynchronous command (doc 1 §4); a pending command has none. */
export const CommandState = { Completed: 1, Failed: 2, Canceled: 3 } as const;
export type CommandState = (typeof CommandState)[keyof typeof CommandState];

/** Badge / certificate template state (doc 1 §3). */
export const BadgeState = { Draft: 1, Active: 2, Archived: 3 } as const;
export type BadgeState = (typeof BadgeState)[keyof typeof BadgeState];

export const BadgeKind = { Custom: 'Custom', Credly: 'Credly' } as const;
export type BadgeKind = (typeof BadgeKind)[keyof typeof BadgeKind];

/**
 * State of a proctoring session (doc 2 §4 Availability names none; ours, see
 * docs/decisions/0009-proctoring-sessions.md). `isProctoringSessionAllowed` says which
 * let the learner work on.
 */
export const ProctoringSessionState = {
  Created: 'Created',
  InProgress: 'InProgress',
  Completed: 'Completed',
  Verified: 'Verified',
  Suspicious: 'Suspicious',
  Rejected: 'Rejected',
  Terminated: 'Terminated',
} as const;
export type ProctoringSessionState = (typeof ProctoringSessionState)[keyof typeof ProctoringSessionState];

/** Course progress as filtered and shown on the lists (doc 1 §4). */
export const CourseProgress = { notStarted: 'notStarted', inProgress: 'inProgress', completed: 'completed' } as const;
export type CourseProgress = (typeof CourseProgress)[keyof typeof CourseProgress];

export const Priority = { mandatory: 'mandatory', optional: 'optional' } as const;
export type Priority = (typeof Priority)[keyof typeof Priority];

export const Role = { Administrator: 'Administrator', Author: 'Author', Instructor: 'Instructor', Learner: 'Learner' } as const;
export type Role = (typeof Role)[keyof typeof Role];

/** The three lists that share search and filters (doc 1 §3 Filter state per list type). */
export const ListType = { enrolled: 'enrolled', catalog: 'catalog', public: 'public' } as const;
export type ListType = (typeof ListType)[keyof typeof ListType];

/** Permission names the rules check (doc 1 §6). */
export const PermissionName = {
  researchAccess: 'Research.Access',
  objectiveWorkflowCreate: 'ObjectiveWorkflow.Create',
} as const;
export type PermissionName = (typeof PermissionName)[keyof typeof PermissionName];

/** Licensed platform features (doc 1 §6); `Platform.Lms` is the learning-management feature. */
export const Feature = {
  lms: 'Platform.Lms',
  research: 'Platform.Research',
  knowledgeModels: 'Platform.KnowledgeModels',
} as const;
export type Feature = (typeof Feature)[keyof typeof Feature];

/** Narrows an unknown value (a URL parameter, a JSON field) to one of an enumeration's values. */
export function isEnumValue<const E extends Readonly<Record<string, string | number>>>(
  enumeration: E,
  value: unknown,
): value is E[keyof E] {
  return Object.values(enumeration).includes(value as string | number);
}
