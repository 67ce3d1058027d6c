/** Shapes of the LTI calls (decision 0019). */
import { z } from 'zod';
import { RESOURCE_FORM_MAX_IDS } from '../lti.ts';
import { IdSchema } from './common.ts';

export const LtiMessageTypeSchema = z.enum([
  'LtiResourceLinkRequest',
  'LtiSubmissionReviewRequest',
  'LtiStartProctoring',
  'LtiEndAssessment',
]);
export const LtiDocumentTargetSchema = z.enum(['iframe', 'window']);

/**
 * POST objective-workflows/{id}/resource-link (doc 2 §7): which activity of the run to
 * launch. One activity workflow per launch; `activityPartIds`, when sent, must be its part.
 */
export const ResourceLinkBodySchema = z.strictObject({
  activityWorkflowIds: z.array(IdSchema).length(1, 'Launch one activity workflow at a time.'),
  activityPartIds: z.array(IdSchema).max(1).optional(),
  messageType: LtiMessageTypeSchema.default('LtiResourceLinkRequest'),
  documentTarget: LtiDocumentTargetSchema.optional(),
});
export type ResourceLinkBody = z.input<typeof ResourceLinkBodySchema>;

export const ResourceLinkAnswerSchema = z.object({
  /** The tool's OIDC login initiation URL with iss, login_hint, lti_message_hint, target_link_uri, client_id, lti_deployment_id. */
  targetLinkUri: z.string(),
  documentTarget: LtiDocumentTargetSchema,
});
export type ResourceLinkAnswer = z.infer<typeof ResourceLinkAnswerSchema>;

/**
 * doc 2 §7 `resource-form/{activityWorkflowIds joined by slash}`: the wildcard's text, read
 * as that list — each an id, no empty segment, at most RESOURCE_FORM_MAX_IDS.
 */
export const ActivityWorkflowIdPathSchema = z
  .string()
  .transform((text) => text.split('/'))
  .pipe(
    z
      .array(IdSchema, 'Activity workflow ids joined by slash.')
      .min(1)
      .max(RESOURCE_FORM_MAX_IDS, `At most ${RESOURCE_FORM_MAX_IDS} activity workflow ids.`),
  );
export const ResourceFormParamsSchema = z.object({ ow: IdSchema, '*': ActivityWorkflowIdPathSchema });
/** GET objective-workflows/{id}/resource-form/{activityWorkflowIds joined by slash}: an HTML form that posts the login initiation. */
export const ResourceFormAnswerSchema = z.object({ form: z.string() });
export type ResourceFormAnswer = z.infer<typeof ResourceFormAnswerSchema>;

/** A JSON Web Key Set (RFC 7517): the platform's public keys. */
/** One public key of the set (RFC 7517 §4), as an Open Badges `kid` dereferences to (decision 0054). */
export const JwkSchema = z.looseObject({ kid: z.string(), kty: z.string() });
export const JwksSchema = z.object({ keys: z.array(JwkSchema) });
/** A key's id in the platform's set: a UUID (platform-keys.ts). */
export const JwkParamsSchema = z.object({ kid: IdSchema });

/**
 * The token endpoint's form (RFC 6749 §4.4 with RFC 7523 client assertions). Read as sent
 * and checked by the handler, whose refusals are OAuth's own error shape (RFC 6749 §5.2).
 */
export const TokenBodySchema = z.looseObject({}).optional();
export const TokenAnswerSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  scope: z.string(),
});
export const OAuthErrorSchema = z.object({ error: z.string(), error_description: z.string().optional() });

export const LineItemsParamsSchema = z.object({ objectiveId: IdSchema });
export const LineItemParamsSchema = z.object({ objectiveId: IdSchema, activityId: IdSchema });

/** A line item (AGS 2.0 §3.2): one per LTI activity of a course. */
export const LineItemSchema = z.object({
  id: z.string(),
  label: z.string(),
  scoreMaximum: z.number(),
  resourceLinkId: z.string(),
  resourceId: z.string().optional(),
  tag: z.string().optional(),
});
export const LineItemsQuerySchema = z.looseObject({
  resource_link_id: z.string().max(200).optional(),
  resource_id: z.string().max(200).optional(),
  tag: z.string().max(200).optional(),
  limit: z.string().max(10).optional(),
});
export const LineItemContainerSchema = z.array(LineItemSchema);

/** A score (AGS 2.0 §3.4), checked by the handler so an error names the field as AGS does. */
export const ScoreBodySchema = z.unknown();
export const ActivityProgressSchema = z.enum(['Initialized', 'Started', 'InProgress', 'Submitted', 'Completed']);
export const GradingProgressSchema = z.enum(['FullyGraded', 'Pending', 'PendingManual', 'Failed', 'NotReady']);
export const ScoreSchema = z.object({
  userId: z.string().min(1).max(200),
  scoreGiven: z.number().finite().min(0).optional(),
  scoreMaximum: z.number().finite().positive().optional(),
  comment: z.string().max(5000).optional(),
  timestamp: z.iso.datetime({ offset: true }),
  activityProgress: ActivityProgressSchema,
  gradingProgress: GradingProgressSchema,
});
export type Score = z.infer<typeof ScoreSchema>;

/** A result (AGS 2.0 §3.3): the learner's current score for the line item. */
export const ResultSchema = z.object({
  id: z.string(),
  scoreOf: z.string(),
  userId: z.string(),
  resultScore: z.number().optional(),
  resultMaximum: z.number().optional(),
  comment: z.string().optional(),
});
export const ResultsQuerySchema = z.looseObject({ user_id: z.string().max(200).optional(), limit: z.string().max(10).optional() });
export const ResultContainerSchema = z.array(ResultSchema);

/** The authorization request (OIDC third-party login, LTI Security Framework §5.1.1.2), read by the handler. */
export const AuthorizeQuerySchema = z.looseObject({}).optional();

/** An Assessment Control request (LTI-AP 1.0, decision 0021), checked by the handler so an error names the field as the service does. */
export const AssessmentControlSchema = z.object({
  user: z.object({ iss: z.string().max(2048).optional(), sub: z.string().min(1).max(200) }),
  resource_link: z.object({ id: z.string().min(1).max(200) }),
  attempt_number: z.number().int().positive(),
  action: z.enum(['flag', 'terminate', 'update', 'pause', 'resume']),
  incident_time: z.iso.datetime({ offset: true }),
  incident_severity: z.number().min(0).max(1).optional(),
  reason_code: z.string().max(200).optional(),
  reason_msg: z.string().max(2000).optional(),
  extra_time: z.number().int().min(0).optional(),
});

export const AssessmentControlBodySchema = z.unknown();
export const AssessmentControlAnswerSchema = z.object({ status: z.string() });
/** The LtiStartAssessment form post: the tool's signed message in the field `JWT`. */
export const StartAssessmentBodySchema = z.looseObject({}).optional();
