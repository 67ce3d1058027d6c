/**
 * Shapes of the list and catalog calls (doc 1 §3 "Enrolled course", §7 Lists and catalog;
 * doc 2 §7 open catalog and self-enrolment): paths and field lists, free of zod for the web.
 * The shapes are the zod schemas of schemas/lists.ts; their types are re-exported here.
 */
export type {
  AccessSummary,
  AggregateSummary,
  CatalogCourse,
  CertificateRecordView,
  CertificateTemplateView,
  CourseDetails,
  CreateEnrolmentBody,
  EnrolledCourse,
  FilterCategory,
  GradingScaleView,
  LastActivityWorkflowSummary,
  ObjectiveAccessView,
  ObjectiveSummary,
  PublicCourse,
  PublicCourseDetails,
  RecordSummary,
  Showcase,
  Term,
  WorkflowSummary,
} from './schemas/lists.ts';

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
  createSelfEnrollments: '/api/platform/v1/create-self-enrollments',
} as const;

/**
 * Filter fields of the lists. `courseProgress` and `coursePriority` are derived fields: the
 * server computes them with the same rules as the cards (doc 1 §4).
 */
export const ENROLLED_FILTER_FIELDS = [
  'objective.id',
  'objective.code',
  'objective.name',
  'objective.description',
  'termId',
  'isMandatory',
  'userId',
  'objectiveWorkflowAggregate.lastObjectiveWorkflow.state',
  'objectiveWorkflowAggregate.lastObjectiveWorkflow.id',
  'objectiveWorkflowAggregate.lastObjectiveRecord.id',
  'courseProgress',
  'coursePriority',
] as const;
export const CATALOG_FILTER_FIELDS = ['objective.id', 'objective.code', 'objective.name', 'objective.description', 'termId'] as const;
export const PUBLIC_FILTER_FIELDS = ['objective.id', 'objective.code', 'objective.name', 'objective.description'] as const;
export const LIST_SORT_FIELDS = ['objective.name', 'objective.code', 'objective.created'] as const;

export const DETAILS_PATHS = {
  courseDetails: (objectiveId: string) => `/api/lms/v1/users/me/objectives/${objectiveId}`,
  /** GET → the course's table of contents before it is started (CourseOutline). */
  courseOutline: (objectiveId: string) => `/api/lms/v1/users/me/objectives/${objectiveId}/outline`,
  certificateRecords: '/api/platform/v1/certificate-records/query',
  publicCertificate: (certificateNumber: string) => `/api/platform/v1/public/certificate-records/${certificateNumber}`,
  usageEvents: '/api/platform/v1/usage-events',
  feedbackEvents: '/api/platform/v1/feedback-events',
  feedbackExport: '/api/platform/v1/feedback-events/export',
  /** GET → { data: {id, body, created, author, unread}[], unreadCount } */
  announcementMessages: (channelId: string) => `/api/platform/v1/users/me/announcement-channels/${channelId}/messages`,
  /** POST: marks the channel read up to now. */
  announcementRead: (channelId: string) => `/api/platform/v1/users/me/announcement-channels/${channelId}/read`,
} as const;
