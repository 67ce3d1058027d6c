import type { CourseDetails, ProctoringSessionView, RecordSummary, WorkflowSummary } from '@lp/contract';

type Access = NonNullable<CourseDetails['objectiveAccess']>;

/** A course as GET users/me/objectives/{id} answers it: mandatory, composite, ready, not started. */
export function courseDetails(
  overrides: {
    objective?: Partial<CourseDetails['objective']>;
    activity?: Partial<CourseDetails['objective']['activity']>;
    access?: Partial<Access> | null;
    workflow?: Partial<WorkflowSummary> | null;
    record?: Partial<RecordSummary> | null;
    /** The current run's latest proctoring session. */
    proctoringSession?: Partial<ProctoringSessionView> | null;
  } & Partial<Pick<CourseDetails, 'isEnrolled' | 'selfEnrollment' | 'isPublic'>> = {},
): CourseDetails {
  const { objective, activity, access, workflow = null, record = null, proctoringSession = null, ...rest } = overrides;
  return {
    objective: {
      id: 'obj-1',
      name: 'Email Etiquette',
      code: 'EML-110',
      description: 'Subject lines, reply-all, tone and timing: small habits that make email less painful for everyone.',
      imageUrl: null,
      gradingScaleId: null,
      showcases: [{ id: 'col-1', name: 'New joiners' }],
      announcementChannelId: null,
      activity: { state: 2, type: 'composite', childrenCount: 3, presentationMode: 0, supportReview: true, duration: null, ...activity },
      enableAiTutor: false,
      accessNewContentAfterCompletion: false,
      about: '<p>A single long read.</p>',
      type: 'Course',
      supportMobileView: true,
      supportFullscreenView: false,
      proctored: false,
      displayMode: 2,
      chatStartsExpanded: false,
      ...objective,
    },
    objectiveAccess:
      access === null
        ? null
        : {
            id: 'acc-1',
            availabilityDate: null,
            availabilityEndDate: null,
            dueDate: null,
            isMandatory: true,
            isSelfEnrolled: false,
            retake: false,
            retakeWindow: null,
            retakeWindowUnit: null,
            gradeRevealPolicy: 'None',
            gradeRevealDate: null,
            termId: null,
            ...access,
          },
    objectiveWorkflowAggregate: {
      id: 'agg-1',
      isSelfEnrolled: false,
      lastObjectiveWorkflow: workflow
        ? {
            id: 'wf-1',
            state: 1,
            progress: 0.4,
            started: '2025-03-01T10:00:00Z',
            submitted: null,
            finished: null,
            protectResults: false,
            ...workflow,
          }
        : null,
      lastObjectiveRecord: record
        ? {
            id: 'rec-1',
            score: null,
            maxScore: null,
            normalizedScore: null,
            grade: null,
            passed: null,
            finished: '2025-03-05T10:00:00Z',
            imported: false,
            protectResults: false,
            ...record,
          }
        : null,
      lastActivityWorkflow: proctoringSession ? { id: 'aw-1', state: 1, lastProctoringSessionId: proctoringSession.id ?? 'ps-1' } : null,
    },
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

export const json = (body: unknown, status = 200) => new Response(body === undefined ? null : JSON.stringify(body), { status });
