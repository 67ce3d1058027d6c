/**
 * Shapes of the list and catalog calls (doc 1 §3 "Enrolled course", §7 Lists and catalog;
 * doc 2 §7 open catalog and self-enrolment). Type-only: the web imports nothing at run time.
 * Dates are ISO strings.
 */
import type { ProctoringSessionView } from './proctoring.ts';

export interface ObjectiveSummary {
  id: string;
  name: string;
  code: string | null;
  description: string;
  imageUrl: string | null;
  gradingScaleId: string | null;
  showcases: { id: string; name: string }[];
  announcementChannelId: string | null;
  activity: {
    state: number;
    type: string;
    childrenCount: number;
    presentationMode: number;
    supportReview: boolean;
    /** Seconds, when the course states one. */
    duration: number | null;
  };
  enableAiTutor: boolean;
  accessNewContentAfterCompletion: boolean;
}

export interface WorkflowSummary {
  id: string;
  state: number;
  progress: number;
  started: string;
  submitted: string | null;
  finished: string | null;
  protectResults: boolean;
}

/** A result; score fields are null when the grade may not be revealed yet (the server decides). */
export interface RecordSummary {
  id: string;
  score: number | null;
  maxScore: number | null;
  normalizedScore: number | null;
  grade: string | null;
  passed: boolean | null;
  finished: string | null;
  imported: boolean;
  protectResults: boolean;
}

/** The aggregate's last activity workflow (doc 2 §3): the learner's latest activity run of the latest run. */
export interface LastActivityWorkflowSummary {
  id: string;
  state: number;
  lastProctoringSessionId: string | null;
}

export interface AggregateSummary {
  id: string;
  isSelfEnrolled: boolean;
  lastObjectiveWorkflow: WorkflowSummary | null;
  lastObjectiveRecord: RecordSummary | null;
  lastActivityWorkflow: LastActivityWorkflowSummary | null;
}

export interface AccessSummary {
  id: string;
  availabilityDate: string | null;
  availabilityEndDate: string | null;
  dueDate: string | null;
}

/** GET objective-workflow-aggregates/query: one course of My courses. */
export interface EnrolledCourse {
  /** The objective workflow aggregate's id. */
  id: string;
  userId: string;
  termId: string | null;
  isMandatory: boolean;
  objective: ObjectiveSummary;
  objectiveAccess: AccessSummary | null;
  objectiveWorkflowAggregate: AggregateSummary;
  unreadAnnouncements: number;
}

/** GET users/me/objective-accesses/query: one course of the catalog, with the learner's own state. */
export interface CatalogCourse {
  /** The catalog entry's id: the objective's id. */
  id: string;
  termId: string | null;
  objective: ObjectiveSummary;
  /** The learner's enrolment, when there is one. */
  objectiveAccess: (AccessSummary & { isMandatory: boolean; isSelfEnrolled: boolean }) | null;
  objectiveWorkflowAggregate: AggregateSummary | null;
  /** The course is in My courses (doc 1 §4 membership): the card shows "Enrolled". */
  isEnrolled: boolean;
  selfEnrollment: boolean;
}

/** GET public/open-catalog/objectives/query: no personal data at all. */
export interface PublicCourse {
  id: string;
  objective: ObjectiveSummary;
}

export interface Term {
  id: string;
  name: string;
}
export interface FilterCategory {
  id: string;
  name: string;
  attributes: { id: string; name: string }[];
}
export interface Showcase {
  id: string;
  name: string;
}

export interface GradingScaleView {
  id: string;
  name: string;
  description: string;
  maxScore: number;
  normalizedPassingScore: number;
  numberOfGrades: number;
  passingGradeId: string | null;
  objectiveGrades: { id: string; name: string; normalizedMinScore: number; color: string | null }[];
}

/** The full objective access of one course (GET users/me/objectives/{id}/objective-access). */
export interface ObjectiveAccessView extends AccessSummary {
  objective: ObjectiveSummary;
  userId: string;
  termId: string | null;
  isMandatory: boolean;
  isSelfEnrolled: boolean;
  retake: boolean;
  retakeWindow: number | null;
  retakeWindowUnit: string | null;
  gradeRevealPolicy: string;
  gradeRevealDate: string | null;
  objectiveWorkflowAggregate: AggregateSummary | null;
}

/**
 * POST create-self-enrollments and POST objective-accesses (create objective access):
 * `id` is the new enrolment's id chosen by the client, so a retry or double click enrols once;
 * `objectiveAccessId` names the catalog entry (the objective) to enrol in.
 */
export interface CreateEnrolmentBody {
  id: string;
  objectiveAccessId: string;
}

/** Query parameters shared by the three lists (doc 1 §7; DESIGN load options). */
export interface ListQueryParams {
  filter?: string;
  sort?: string;
  select?: string;
  skip?: number;
  take?: number;
  requireTotalCount?: boolean;
  filterAttribute?: string[];
  showcase?: string[];
}

export const LIST_PATHS = {
  enrolled: '/api/platform/v1/objective-workflow-aggregates/query',
  catalog: '/api/lms/v1/users/me/objective-accesses/query',
  public: '/api/platform/v1/public/open-catalog/objectives/query',
  objectiveAccess: (objectiveId: string) => `/api/lms/v1/users/me/objectives/${objectiveId}/objective-access`,
  gradingScales: '/api/lms/v1/grading-scales/query',
  terms: '/api/platform/v1/users/me/terms',
  enrolledFilterCategories: '/api/platform/v1/users/me/enrolled-filter-categories',
  catalogFilterCategories: '/api/platform/v1/users/me/catalog-filter-categories',
  publicFilterCategories: '/api/platform/v1/public/open-catalog/filter-categories',
  enrolledShowcases: '/api/platform/v1/users/me/enrolled-showcases',
  catalogShowcases: '/api/platform/v1/users/me/catalog-showcases',
  publicShowcases: '/api/platform/v1/public/open-catalog/showcases',
  publicObjective: (objectiveId: string) => `/api/platform/v1/public/open-catalog/objectives/${objectiveId}`,
  aggregateOfObjective: (objectiveId: string) => `/api/lms/v1/objectives/${objectiveId}/objective-workflow-aggregate`,
  createObjectiveAccess: '/api/lms/v1/objective-accesses',
  createSelfEnrollments: '/api/lms/v1/create-self-enrollments',
} as const;

/**
 * Filter fields of the lists. `courseProgress` and `coursePriority` are derived fields: the
 * server computes them with the same rules as the cards (doc 1 §4).
 */
export const ENROLLED_FILTER_FIELDS = [
  'objective.id', 'objective.code', 'objective.name', 'objective.description', 'termId', 'isMandatory', 'userId',
  'objectiveWorkflowAggregate.lastObjectiveWorkflow.state', 'objectiveWorkflowAggregate.lastObjectiveWorkflow.id',
  'objectiveWorkflowAggregate.lastObjectiveRecord.id', 'courseProgress', 'coursePriority',
] as const;
export const CATALOG_FILTER_FIELDS = ['objective.id', 'objective.code', 'objective.name', 'objective.description', 'termId'] as const;
export const PUBLIC_FILTER_FIELDS = ['objective.id', 'objective.code', 'objective.name', 'objective.description'] as const;
export const LIST_SORT_FIELDS = ['objective.name', 'objective.code', 'objective.created'] as const;

/** GET users/me/objectives/{id}: everything the course details page shows (doc 2 §2). */
export interface CourseDetails {
  objective: ObjectiveSummary & {
    /** Sanitised rich HTML. */
    about: string;
    type: string;
    supportMobileView: boolean;
    supportFullscreenView: boolean;
    proctored: boolean;
    displayMode: number;
    chatStartsExpanded: boolean;
  };
  objectiveAccess:
    | (AccessSummary & {
        isMandatory: boolean;
        isSelfEnrolled: boolean;
        retake: boolean;
        retakeWindow: number | null;
        retakeWindowUnit: string | null;
        gradeRevealPolicy: string;
        gradeRevealDate: string | null;
        termId: string | null;
      })
    | null;
  objectiveWorkflowAggregate: AggregateSummary | null;
  /**
   * The latest proctoring session among the current run's activity workflows (doc 2 §4
   * Availability): one not in an allowed state (`isProctoringBlocked`) blocks the course.
   */
  lastProctoringSession: ProctoringSessionView | null;
  /** In My courses by the membership rule (doc 1 §4). */
  isEnrolled: boolean;
  inCatalog: boolean;
  isPublic: boolean;
  selfEnrollment: boolean;
}

/** A certificate record (doc 2 §3). */
export interface CertificateRecordView {
  id: string;
  objectiveId: string;
  userId: string;
  certificateNumber: string;
  certificateTemplate: { name: string; description: string } | null;
  externalUrl: string | null;
  certificatePdfUrl: string | null;
  certificatePngUrl: string | null;
  expirationDate: string | null;
  normalizedPassingScore: number | null;
  /** The result it certifies; score, grade and pass state are null while the course's grade is withheld (`protectResults`, decision 0011). */
  objectiveRecord: {
    score: number | null;
    maxScore: number | null;
    normalizedScore: number | null;
    grade: string | null;
    passed: boolean | null;
    finished: string | null;
    protectResults: boolean;
  } | null;
  created: string;
  /** Public view only: the holder's name and the course. */
  holderName?: string;
  objectiveName?: string;
  objectiveCode?: string | null;
}

export const DETAILS_PATHS = {
  courseDetails: (objectiveId: string) => `/api/lms/v1/users/me/objectives/${objectiveId}`,
  certificateRecords: '/api/platform/v1/certificate-records/query',
  publicCertificate: (certificateNumber: string) => `/api/platform/v1/public/certificate-records/${certificateNumber}`,
  usageEvents: '/api/platform/v1/usage-events',
  feedbackEvents: '/api/platform/v1/feedback-events',
  /** GET → { data: {id, body, created, author, unread}[], unreadCount } */
  announcementMessages: (channelId: string) => `/api/platform/v1/users/me/announcement-channels/${channelId}/messages`,
  /** POST: marks the channel read up to now. */
  announcementRead: (channelId: string) => `/api/platform/v1/users/me/announcement-channels/${channelId}/read`,
} as const;
