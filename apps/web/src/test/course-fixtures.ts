import type { AggregateSummary, EnrolledCourse, ObjectiveSummary, RecordSummary, WorkflowSummary } from '@lp/contract';

export const objective = (overrides: Partial<ObjectiveSummary> = {}): ObjectiveSummary => ({
  id: 'obj-1',
  name: 'Workplace Safety Essentials',
  code: 'SAF-101',
  description: 'Spot hazards.',
  imageUrl: null,
  gradingScaleId: null,
  showcases: [],
  announcementChannelId: null,
  activity: { state: 2, type: 'composite', childrenCount: 4, presentationMode: 0, supportReview: true, duration: null },
  enableAiTutor: false,
  accessNewContentAfterCompletion: false,
  ...overrides,
});

export const workflow = (overrides: Partial<WorkflowSummary> = {}): WorkflowSummary => ({
  id: 'wf-1',
  state: 1,
  progress: 0.45,
  started: '2025-03-02T10:00:00Z',
  submitted: null,
  finished: null,
  protectResults: false,
  ...overrides,
});

export const record = (overrides: Partial<RecordSummary> = {}): RecordSummary => ({
  id: 'rec-1',
  score: null,
  maxScore: null,
  normalizedScore: null,
  grade: null,
  passed: null,
  finished: '2025-03-05T10:00:00Z',
  imported: false,
  protectResults: false,
  ...overrides,
});

export function enrolledCourse(
  { aggregate = {}, access = {}, objective: objectiveOverrides = {}, ...rest }: {
    aggregate?: Partial<AggregateSummary>;
    access?: Partial<NonNullable<EnrolledCourse['objectiveAccess']>>;
    objective?: Partial<ObjectiveSummary>;
  } & Partial<Omit<EnrolledCourse, 'objectiveWorkflowAggregate' | 'objectiveAccess' | 'objective'>> = {},
): EnrolledCourse {
  return {
    id: 'agg-1',
    userId: 'user-1',
    termId: null,
    isMandatory: true,
    objective: objective(objectiveOverrides),
    objectiveAccess: { id: 'acc-1', availabilityDate: null, availabilityEndDate: null, dueDate: null, ...access },
    objectiveWorkflowAggregate: { id: 'agg-1', isSelfEnrolled: false, lastObjectiveWorkflow: null, lastObjectiveRecord: null, lastActivityWorkflow: null, ...aggregate },
    unreadAnnouncements: 0,
    ...rest,
  };
}
