import { describe, expect, it } from 'vitest';
import {
  BadgeState,
  CommandState,
  ContentState,
  CourseProgress,
  DisplayMode,
  GradeRevealPolicy,
  isEnumValue,
  PresentationMode,
  Priority,
  ResultsDisclosurePolicy,
  RetakeWindowUnit,
  ReviewPolicy,
  Role,
  WorkflowState,
  ContentType,
  FileType,
  ProctoringSessionState,
} from './enums.ts';

describe('enumerations of doc 1 §3 keep the wire values', () => {
  it.each([
    ['ContentState', ContentState, { draft: 1, ready: 2, expired: 3, archived: 4 }],
    ['WorkflowState', WorkflowState, { inProgress: 1, submitted: 2, inGrading: 3, graded: 4, gradingApproved: 5, finished: 6 }],
    ['DisplayMode', DisplayMode, { Fullscreen: 1, EmbeddedAuto: 2, EmbeddedCustom: 3 }],
    ['PresentationMode', PresentationMode, { Tree: 0, Tiles: 1, LongRead: 2, LongReadWithoutActivityNames: 3 }],
    ['CommandState', CommandState, { Completed: 1, Failed: 2, Canceled: 3 }],
    ['BadgeState', BadgeState, { Draft: 1, Active: 2, Archived: 3 }],
  ] as const)('%s numbers', (_name, enumeration, expected) => {
    expect(enumeration).toEqual(expected);
  });

  it.each([
    ['ContentType', ContentType, ['text', 'lti', 'composite', 'event', 'video', 'discussion', 'scorm', 'cmi5']],
    ['FileType', FileType, ['Lti13', 'PublicFile', 'PrivateFile', 'Lti11', 'Text', 'Composite', 'Vimeo', 'Package']],
    ['GradeRevealPolicy', GradeRevealPolicy, ['None', 'Never', 'AfterFinish', 'AfterDate']],
    ['ResultsDisclosurePolicy', ResultsDisclosurePolicy, ['Never', 'AfterDate', 'AfterScore', 'AfterFinish']],
    ['ReviewPolicy', ReviewPolicy, ['Never', 'AfterSubmission', 'AfterRevealingResults']],
    ['RetakeWindowUnit', RetakeWindowUnit, ['Minutes', 'Hours', 'Days', 'Weeks', 'Months', 'Years']],
    ['CourseProgress', CourseProgress, ['notStarted', 'inProgress', 'completed']],
    ['Priority', Priority, ['mandatory', 'optional']],
    ['Role', Role, ['Administrator', 'Author', 'Instructor', 'Learner']],
    [
      'ProctoringSessionState',
      ProctoringSessionState,
      ['Created', 'InProgress', 'Completed', 'Verified', 'Suspicious', 'Rejected', 'Terminated'],
    ],
  ] as const)('%s values', (_name, enumeration, expected) => {
    expect(Object.values(enumeration)).toEqual(expected);
  });

  it.each([
    [CourseProgress, 'completed', true],
    [CourseProgress, 'finished', false],
    [WorkflowState, 6, true],
    [WorkflowState, '6', false],
    [Priority, undefined, false],
  ] as const)('isEnumValue narrows only listed values (%#)', (enumeration, value, expected) => {
    expect(isEnumValue(enumeration, value)).toBe(expected);
  });
});
