/**
 * Shapes of the list and catalog calls (doc 1 §3 "Enrolled course", §7 Lists and catalog;
 * doc 2 §7 open catalog and self-enrolment). Dates are ISO strings.
 */
import { z } from 'zod';
import { BadgeKind } from '@lp/domain';
import {
  AnswerIdSchema,
  ContentStateSchema,
  ContentTypeSchema,
  GradeRevealPolicySchema,
  IdSchema,
  IsoDateTimeSchema,
  ResultScoresSchema,
  RetakeWindowUnitSchema,
  WorkflowStateSchema,
  WorkflowTimesSchema,
} from './common.ts';
import { ProctoringSessionViewSchema } from './proctoring.ts';

const NamedSchema = z.object({ id: AnswerIdSchema, name: z.string() });

export const ObjectiveSummarySchema = z.object({
  id: AnswerIdSchema,
  name: z.string(),
  code: z.string().nullable(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  gradingScaleId: AnswerIdSchema.nullable(),
  showcases: z.array(NamedSchema),
  announcementChannelId: AnswerIdSchema.nullable(),
  activity: z.object({
    state: ContentStateSchema,
    type: ContentTypeSchema,
    childrenCount: z.number().int(),
    presentationMode: z.number().int(),
    supportReview: z.boolean(),
    duration: z.number().nullable().describe('Seconds, when the course states one'),
  }),
  enableAiTutor: z.boolean(),
  accessNewContentAfterCompletion: z.boolean(),
});
export type ObjectiveSummary = z.infer<typeof ObjectiveSummarySchema>;

/** doc 2 §3: the aggregate's last run, with the id of the result it ended with (null until it has one). */
export const WorkflowSummarySchema = WorkflowTimesSchema.extend({
  protectResults: z.boolean(),
  objectiveRecordId: AnswerIdSchema.nullable(),
});
export type WorkflowSummary = z.infer<typeof WorkflowSummarySchema>;

/** A result; score fields are null when the grade may not be revealed yet (the server decides). */
export const RecordSummarySchema = ResultScoresSchema.extend({
  grade: z.string().nullable(),
  progress: z.number().describe('doc 2 §3: how much of the course the result covers, 0..1'),
  imported: z.boolean(),
  protectResults: z.boolean(),
});
export type RecordSummary = z.infer<typeof RecordSummarySchema>;

/** The aggregate's last activity workflow (doc 2 §3): the learner's latest activity run of the latest run. */
export const LastActivityWorkflowSummarySchema = z.object({
  id: AnswerIdSchema,
  state: WorkflowStateSchema,
  lastProctoringSessionId: AnswerIdSchema.nullable(),
});
export type LastActivityWorkflowSummary = z.infer<typeof LastActivityWorkflowSummarySchema>;

export const AggregateSummarySchema = z.object({
  id: AnswerIdSchema,
  isSelfEnrolled: z.boolean(),
  lastObjectiveWorkflow: WorkflowSummarySchema.nullable(),
  lastObjectiveRecord: RecordSummarySchema.nullable(),
  lastActivityWorkflow: LastActivityWorkflowSummarySchema.nullable(),
});
export type AggregateSummary = z.infer<typeof AggregateSummarySchema>;

export const AccessSummarySchema = z.object({
  id: AnswerIdSchema,
  availabilityDate: IsoDateTimeSchema.nullable(),
  availabilityEndDate: IsoDateTimeSchema.nullable(),
  dueDate: IsoDateTimeSchema.nullable(),
});
export type AccessSummary = z.infer<typeof AccessSummarySchema>;

/** GET objective-workflow-aggregates/query: one course of My courses. */
export const EnrolledCourseSchema = z.object({
  id: AnswerIdSchema.describe("The objective workflow aggregate's id"),
  userId: AnswerIdSchema,
  termId: AnswerIdSchema.nullable(),
  isMandatory: z.boolean(),
  objective: ObjectiveSummarySchema,
  objectiveAccess: AccessSummarySchema.nullable(),
  objectiveWorkflowAggregate: AggregateSummarySchema,
  unreadAnnouncements: z.number().int(),
});
export type EnrolledCourse = z.infer<typeof EnrolledCourseSchema>;

/** GET users/me/objective-accesses/query: one course of the catalog, with the learner's own state. */
export const CatalogCourseSchema = z.object({
  id: AnswerIdSchema.describe("The catalog entry's id: the objective's id"),
  termId: AnswerIdSchema.nullable(),
  objective: ObjectiveSummarySchema,
  objectiveAccess: AccessSummarySchema.extend({ isMandatory: z.boolean(), isSelfEnrolled: z.boolean() })
    .nullable()
    .describe("The learner's enrolment, when there is one"),
  objectiveWorkflowAggregate: AggregateSummarySchema.nullable(),
  isEnrolled: z.boolean().describe('The course is in My courses (doc 1 §4 membership)'),
  selfEnrollment: z.boolean(),
});
export type CatalogCourse = z.infer<typeof CatalogCourseSchema>;

/** GET public/open-catalog/objectives/query: no personal data at all. */
export const PublicCourseSchema = z.object({ id: AnswerIdSchema, objective: ObjectiveSummarySchema });
export type PublicCourse = z.infer<typeof PublicCourseSchema>;
/** GET public/open-catalog/objectives/{id}: the shared course link (doc 2 §2) with its "about" content. */
export const PublicCourseDetailsSchema = z.object({
  id: AnswerIdSchema,
  objective: ObjectiveSummarySchema.extend({ about: z.string().describe('Sanitised rich HTML') }),
});
export type PublicCourseDetails = z.infer<typeof PublicCourseDetailsSchema>;

export const TermSchema = NamedSchema;
export type Term = z.infer<typeof TermSchema>;
export const FilterCategorySchema = z.object({ id: AnswerIdSchema, name: z.string(), attributes: z.array(NamedSchema) });
export type FilterCategory = z.infer<typeof FilterCategorySchema>;
export const ShowcaseSchema = NamedSchema;
export type Showcase = z.infer<typeof ShowcaseSchema>;

export const GradingScaleViewSchema = z.object({
  id: AnswerIdSchema,
  name: z.string(),
  description: z.string(),
  maxScore: z.number(),
  normalizedPassingScore: z.number(),
  numberOfGrades: z.number().int(),
  passingGradeId: AnswerIdSchema.nullable(),
  objectiveGrades: z.array(
    z.object({ id: AnswerIdSchema, name: z.string(), normalizedMinScore: z.number(), color: z.string().nullable() }),
  ),
});
export type GradingScaleView = z.infer<typeof GradingScaleViewSchema>;

/** The enrolment's own terms (doc 2 §3 objective access): shared by the objective access and the course details. */
const EnrolmentTermsSchema = z.object({
  isMandatory: z.boolean(),
  isSelfEnrolled: z.boolean(),
  retake: z.boolean(),
  retakeWindow: z.number().nullable(),
  retakeWindowUnit: RetakeWindowUnitSchema.nullable(),
  gradeRevealPolicy: GradeRevealPolicySchema,
  gradeRevealDate: IsoDateTimeSchema.nullable(),
  termId: AnswerIdSchema.nullable(),
});

/** The full objective access of one course (GET users/me/objectives/{id}/objective-access). */
export const ObjectiveAccessViewSchema = AccessSummarySchema.extend(EnrolmentTermsSchema.shape).extend({
  objective: ObjectiveSummarySchema,
  userId: AnswerIdSchema,
  objectiveWorkflowAggregate: AggregateSummarySchema.nullable(),
});
export type ObjectiveAccessView = z.infer<typeof ObjectiveAccessViewSchema>;

/**
 * POST create-self-enrollments and POST objective-accesses (create objective access):
 * `id` is the new enrolment's id chosen by the client, so a retry or double click enrols once;
 * `objectiveAccessId` names the catalog entry (the objective) to enrol in.
 */
export const CreateEnrolmentBodySchema = z.object({ id: IdSchema, objectiveAccessId: IdSchema });
export type CreateEnrolmentBody = z.infer<typeof CreateEnrolmentBodySchema>;

export const CreatedEnrolmentSchema = z.object({
  id: AnswerIdSchema,
  objectiveId: AnswerIdSchema,
  objectiveWorkflowAggregateId: AnswerIdSchema,
  completed: z.literal(true),
});

/** GET objectives/{id}/objective-workflow-aggregate: the learner's aggregate of a course. */
export const AggregateOfObjectiveSchema = AggregateSummarySchema.extend({ objectiveId: AnswerIdSchema });

/** A certificate template of a course (doc 1 §3 certificateTemplates, badge kind Custom or Credly). */
export const CertificateTemplateViewSchema = z.object({
  id: AnswerIdSchema,
  name: z.string(),
  description: z.string(),
  badgeKind: z.enum(BadgeKind),
  validForDays: z.number().int().nullable().describe('How long a certificate of it stays valid; null: no expiry'),
});
export type CertificateTemplateView = z.infer<typeof CertificateTemplateViewSchema>;

/** GET users/me/objectives/{id}: everything the course details page shows (doc 2 §2). */
export const CourseDetailsSchema = z.object({
  objective: ObjectiveSummarySchema.extend({
    /** doc 1 §3 Objective in general: what its root activity supports. */
    state: ContentStateSchema.describe("The course's state: its root activity's (doc 1 §3)"),
    presentationMode: z.number().int(),
    supportReview: z.boolean(),
    objectiveGradingScale: GradingScaleViewSchema.nullable().describe('The scale the course is graded on (doc 1 §3, doc 2 §3)'),
    activity: ObjectiveSummarySchema.shape.activity.extend({
      id: AnswerIdSchema,
      toolUrl: z.string().nullable().describe("An LTI course's launch address (doc 2 §3)"),
      imageUrl: z.string().nullable(),
      preferredWidth: z.number().int().nullable(),
      preferredHeight: z.number().int().nullable(),
      proctored: z.boolean(),
      supportMobileView: z.boolean(),
      supportFullscreenView: z.boolean(),
      supportCollaborativeMode: z.boolean().describe('Done by a team where the learner has one (doc 2 collaborative activity flow)'),
      supportPersonalMode: z.boolean().describe('May be done alone'),
      supportLtiAuthoring: z.boolean().describe('Its tool offers authoring'),
      supportLtiGrading: z.boolean().describe('Its tool sends grades back'),
    }),
    certificateTemplates: z
      .array(CertificateTemplateViewSchema)
      .describe('The active certificate templates of the course: what finishing it may award (doc 1 §3 certificateTemplates)'),
    gracePeriodEnds: z
      .array(IsoDateTimeSchema)
      .describe("The distinct grace period ends of the course's activities, earliest first (the Course rules card, issue 33)"),
    about: z.string().describe('Sanitised rich HTML'),
    type: z.string().describe("The objective's kind ('Course' unless the import says otherwise)"),
    supportMobileView: z.boolean(),
    supportFullscreenView: z.boolean(),
    proctored: z.boolean(),
    displayMode: z.number().int(),
    chatStartsExpanded: z.boolean(),
  }),
  objectiveAccess: AccessSummarySchema.extend(EnrolmentTermsSchema.shape).nullable(),
  objectiveWorkflowAggregate: AggregateSummarySchema.nullable(),
  lastProctoringSession: ProctoringSessionViewSchema.nullable().describe(
    "The latest proctoring session among the current run's activity workflows (doc 2 §4 Availability)",
  ),
  isEnrolled: z.boolean().describe('In My courses by the membership rule (doc 1 §4)'),
  inCatalog: z.boolean(),
  isPublic: z.boolean(),
  selfEnrollment: z.boolean(),
});
export type CourseDetails = z.infer<typeof CourseDetailsSchema>;

/** A certificate record (doc 2 §3); score, grade and pass state are null while the course's grade is withheld (decision 0011). */
export const CertificateRecordViewSchema = z.object({
  id: AnswerIdSchema,
  objectiveId: AnswerIdSchema,
  userId: AnswerIdSchema,
  certificateNumber: z.string(),
  certificateTemplate: z.object({ name: z.string(), description: z.string() }).nullable(),
  externalUrl: z.string().nullable(),
  certificatePdfUrl: z.string().nullable(),
  certificatePngUrl: z.string().nullable(),
  expirationDate: IsoDateTimeSchema.nullable(),
  revokedAt: IsoDateTimeSchema.nullable().describe(
    'When the certificate was revoked (decision 0023); a revoked certificate has no files and no Open Badge',
  ),
  revocationReason: z.string().nullable().describe('Why it was revoked, as the issuer wrote it'),
  normalizedPassingScore: z.number().nullable(),
  objectiveRecord: RecordSummarySchema.omit({ id: true, imported: true }).nullable(),
  created: IsoDateTimeSchema,
  holderName: z.string().optional().describe("The holder's name, as the certificate shows it"),
  objectiveName: z.string().optional(),
  objectiveCode: z.string().nullable().optional(),
});
export type CertificateRecordView = z.infer<typeof CertificateRecordViewSchema>;
/** The public share link (doc 1 §1): the certificate, and nothing else of the learner. */
export const PublicCertificateSchema = CertificateRecordViewSchema.omit({ userId: true });
