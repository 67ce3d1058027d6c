// Course data as the calls answer it, for web tests: the summaries, a My courses entry and a course's details.
import type {
  AccessSummary,
  AggregateSummary,
  CourseDetails,
  EnrolledCourse,
  ObjectiveSummary,
  ProctoringSessionView,
  RecordSummary,
  WorkflowSummary,
} from '@lp/contract';

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
  objectiveRecordId: null,
  ...overrides,
});

export const record = (overrides: Partial<RecordSummary> = {}): RecordSummary => ({
  id: 'rec-1',
  score: null,
  maxScore: null,
  normalizedScore: null,
  grade: null,
  progress: 1,
  passed: null,
  finished: '2025-03-05T10:00:00Z',
  imported: false,
  protectResults: false,
  ...overrides,
});

const access = (overrides: Partial<AccessSummary> = {}): AccessSummary => ({
  id: 'acc-1',
  availabilityDate: null,
  availabilityEndDate: null,
  dueDate: null,
  ...overrides,
});

const aggregate = (overrides: Partial<AggregateSummary> = {}): AggregateSummary => ({
  id: 'agg-1',
  isSelfEnrolled: false,
  lastObjectiveWorkflow: null,
  lastObjectiveRecord: null,
  lastActivityWorkflow: null,
  ...overrides,
});

export function enrolledCourse({
  aggregate: aggregateOverrides = {},
  access: accessOverrides = {},
  objective: objectiveOverrides = {},
  ...rest
}: {
  aggregate?: Partial<AggregateSummary>;
  access?: Partial<AccessSummary>;
  objective?: Partial<ObjectiveSummary>;
} & Partial<Omit<EnrolledCourse, 'objectiveWorkflowAggregate' | 'objectiveAccess' | 'objective'>> = {}): EnrolledCourse {
  return {
    id: 'agg-1',
    userId: 'user-1',
    termId: null,
    isMandatory: true,
    objective: objective(objectiveOverrides),
    objectiveAccess: access(accessOverrides),
    objectiveWorkflowAggregate: aggregate(aggregateOverrides),
    unreadAnnouncements: 0,
    ...rest,
  };
}

/** A course as GET users/me/objectives/{id} answers it: mandatory, composite, ready, not started. */
export function courseDetails(
  overrides: {
    objective?: Partial<CourseDetails['objective']>;
    activity?: Partial<CourseDetails['objective']['activity']>;
    access?: Partial<NonNullable<CourseDetails['objectiveAccess']>> | null;
    workflow?: Partial<WorkflowSummary> | null;
    record?: Partial<RecordSummary> | null;
    /** The current run's latest proctoring session. */
    proctoringSession?: Partial<ProctoringSessionView> | null;
  } & Partial<Pick<CourseDetails, 'isEnrolled' | 'selfEnrollment' | 'isPublic'>> = {},
): CourseDetails {
  const {
    objective: objectiveOverrides,
    activity,
    access: accessOverrides,
    workflow: workflowOverrides = null,
    record: recordOverrides = null,
    proctoringSession = null,
    ...rest
  } = overrides;
  const summary = objective({
    name: 'Email Etiquette',
    code: 'EML-110',
    description: 'Subject lines, reply-all, tone and timing: small habits that make email less painful for everyone.',
    showcases: [{ id: 'col-1', name: 'New joiners' }],
  });
  return {
    objective: {
      ...summary,
      state: summary.activity.state,
      presentationMode: summary.activity.presentationMode,
      supportReview: summary.activity.supportReview,
      objectiveGradingScale: null,
      activity: {
        ...summary.activity,
        id: 'act-root',
        toolUrl: null,
        imageUrl: null,
        preferredWidth: null,
        preferredHeight: null,
        proctored: false,
        supportMobileView: true,
        supportFullscreenView: false,
        childrenCount: 3,
        supportCollaborativeMode: false,
        supportPersonalMode: true,
        supportLtiAuthoring: false,
        supportLtiGrading: false,
        ...activity,
      },
      certificateTemplates: [],
      gracePeriodEnds: [],
      about: '<p>A single long read.</p>',
      type: 'Course',
      supportMobileView: true,
      supportFullscreenView: false,
      proctored: false,
      displayMode: 2,
      chatStartsExpanded: false,
      ...objectiveOverrides,
    },
    objectiveAccess:
      accessOverrides === null
        ? null
        : {
            ...access(),
            isMandatory: true,
            isSelfEnrolled: false,
            retake: false,
            retakeWindow: null,
            retakeWindowUnit: null,
            gradeRevealPolicy: 'None',
            gradeRevealDate: null,
            termId: null,
            ...accessOverrides,
          },
    objectiveWorkflowAggregate: aggregate({
      lastObjectiveWorkflow: workflowOverrides ? workflow({ progress: 0.4, started: '2025-03-01T10:00:00Z', ...workflowOverrides }) : null,
      lastObjectiveRecord: recordOverrides ? record(recordOverrides) : null,
      lastActivityWorkflow: proctoringSession ? { id: 'aw-1', state: 1, lastProctoringSessionId: proctoringSession.id ?? 'ps-1' } : null,
    }),
    lastProctoringSession: proctoringSession
      ? { id: 'ps-1', activityWorkflowId: 'aw-1', state: 'Verified', created: '2025-03-02T10:00:00Z', ...proctoringSession }
      : null,
    isEnrolled: true,
    inCatalog: true,
    isPublic: false,
    selfEnrollment: false,
    ...rest,
  };
}
