/** Certificates and the events the web logs (doc 2 §3, §7); announcements are in chat.ts. */
import { z } from 'zod';
import { FEEDBACK_CATEGORIES } from '@lp/domain';
import { defineCall } from '../call.ts';
import { DETAILS_PATHS } from '../lists.ts';
import { FilterQuerySchema, IdSchema, listOf } from '../schemas/common.ts';
import { CertificateRecordViewSchema, PublicCertificateSchema } from '../schemas/lists.ts';

/** Events the web logs itself (doc 2 §7); the lifecycle events are written by the server with the transition. */
/** Usage events the web sends (doc 2 §7), and `client_error`: a failure the learner is not told of, reported (doc 2 §8). */
export const CLIENT_EVENTS = [
  'course_open_for_review',
  'course_open_first_time',
  'about_the_course_page_load',
  'activity_start',
  'client_error',
] as const;
export const UsageEventBodySchema = z.object({
  name: z.enum(CLIENT_EVENTS),
  isMobile: z.boolean().default(false),
  appVersion: z.string().max(40).optional(),
  payload: z
    .record(z.string(), z.union([z.string().max(200), z.number(), z.boolean(), z.null()]))
    .refine((p) => Object.keys(p).length <= 20)
    .default({}),
});
/** The feedback widget's answer (doc 1 §7 feedback event: grade, details, comment; decision 0030). */
export const FeedbackBodySchema = z.object({
  id: IdSchema.optional().describe(
    "The answer's own id, made when the survey opens: sending it again (a retry, a double click) keeps one answer",
  ),
  grade: z.number().int().min(1).max(5).describe('The rating, 1 (poor) to 5 (excellent)'),
  details: z
    .array(z.enum(FEEDBACK_CATEGORIES))
    .max(FEEDBACK_CATEGORIES.length)
    .refine((keys) => new Set(keys).size === keys.length, 'each option at most once')
    .default([])
    .describe('The options the learner chose (doc 2 §7 keys)'),
  comment: z.string().max(2000).default(''),
  page: z
    .string()
    .max(300)
    .regex(/^\/learn(\/|$)/, 'a path of the portal')
    .optional()
    .describe('The portal page the survey was sent from'),
  appVersion: z.string().max(40).optional(),
});
/** The export's date range (inclusive days in UTC); the last 90 days when not given. */
export const FeedbackExportQuerySchema = z.object({ from: z.iso.date().optional(), to: z.iso.date().optional() });

export const detailCalls = {
  certificateRecords: defineCall({
    method: 'GET',
    path: DETAILS_PATHS.certificateRecords,
    summary: 'The learner\'s certificates, filtered by "="-conditions on objectiveId, userId or certificateNumber',
    tags: ['Certificates'],
    query: FilterQuerySchema,
    responses: { 200: listOf(CertificateRecordViewSchema) },
  }),
  publicCertificate: defineCall({
    method: 'GET',
    path: DETAILS_PATHS.publicCertificate(':number'),
    summary: 'A certificate by its number, for anyone who holds it',
    tags: ['Certificates'],
    public: true,
    params: z.object({ number: z.string().min(1).max(64) }),
    responses: { 200: PublicCertificateSchema },
  }),
  usageEvents: defineCall({
    method: 'POST',
    path: DETAILS_PATHS.usageEvents,
    summary: 'Log a usage event of the web',
    tags: ['Events'],
    body: UsageEventBodySchema,
    responses: { 204: null },
  }),
  feedbackEvents: defineCall({
    method: 'POST',
    path: DETAILS_PATHS.feedbackEvents,
    summary: 'Send product feedback (the product_feedback event); not found where the tenant turns the widget off',
    tags: ['Events'],
    body: FeedbackBodySchema,
    responses: { 204: null },
  }),
  feedbackExport: defineCall({
    method: 'GET',
    path: DETAILS_PATHS.feedbackExport,
    summary: "The tenant's product feedback as a CSV file, for administrators and holders of Feedback.Read",
    tags: ['Events'],
    query: FeedbackExportQuerySchema,
    responses: {
      200: {
        mediaType: 'text/csv',
        description:
          'One row per answer, oldest first: date, rating, options, comment, locale, page, app version, learner e-mail; cells that a spreadsheet would run as a formula are quoted',
      },
    },
  }),
};
