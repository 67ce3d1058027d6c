/**
 * The course content tree as the server sends it (doc 2 §3 Activity part, §7 activity
 * tree calls). Shaped to satisfy the domain's ContentNode, so the web runs the same rules
 * on it that the server enforced. Dates are ISO strings.
 */
import { z } from 'zod';
import { DISCUSSION_POST_MAX_LENGTH } from '@lp/domain';
import {
  AnswerIdSchema,
  ContentStateSchema,
  ContentTypeSchema,
  IdSchema,
  IsoDateTimeSchema,
  ResultsDisclosurePolicySchema,
  ResultScoresSchema,
  ReviewPolicySchema,
  WorkflowStateSchema,
  WorkflowTimesSchema,
} from './common.ts';
import { ActivityTeamViewSchema } from './teams.ts';
import { AttachmentIdsSchema, AttachmentViewSchema } from './attachments.ts';
import type { ActivityTreeNodeWire } from '../activity-tree-wire.ts';

export const ActivityConstraintViewSchema = z.object({
  reviewPolicy: ReviewPolicySchema,
  resultsDisclosurePolicy: ResultsDisclosurePolicySchema,
  completePrevious: z.boolean(),
  startFrom: IsoDateTimeSchema.nullable(),
  startUntil: IsoDateTimeSchema.nullable(),
  accessibleUntil: IsoDateTimeSchema.nullable(),
  gracePeriodUntil: IsoDateTimeSchema.nullable(),
  due: IsoDateTimeSchema.nullable(),
  resultsDisclosureFrom: IsoDateTimeSchema.nullable(),
  revealResultsFrom: IsoDateTimeSchema.nullable(),
  resultsDisclosureAbove: z.number().nullable(),
});
export type ActivityConstraintView = z.infer<typeof ActivityConstraintViewSchema>;

/**
 * Where the learner is inside an activity (issue 33 item 6, decision 0076), kept in the
 * workflow's data as `position`. The shape only: the ranges are the domain's rule
 * (getActivityPositionProblem), answered with a 400 naming the field.
 */
export const ActivityPositionSchema = z.strictObject({
  savedAt: IsoDateTimeSchema.describe("The device's time of the position: an older save than the stored one is ignored"),
  scroll: z.number().optional().describe('0..1: how far down the text the top of the screen is'),
  seconds: z.number().optional().describe('Seconds into the video'),
  duration: z.number().optional().describe("The video's length in seconds, when the player knows it"),
  page: z.number().int().optional().describe('1-based page of the PDF'),
  pageCount: z.number().int().optional().describe("The PDF's number of pages, when known"),
});
export type ActivityPositionView = z.infer<typeof ActivityPositionSchema>;

export const ActivityWorkflowViewSchema = WorkflowTimesSchema.extend({
  position: ActivityPositionSchema.nullable().optional().describe('Where the learner last was inside the activity'),
});
export type ActivityWorkflowView = z.infer<typeof ActivityWorkflowViewSchema>;

export const ActivityWorkflowAggregateViewSchema = z.object({
  lastActivityWorkflow: ActivityWorkflowViewSchema.nullable(),
  bestActivityRecord: z.object({ passed: z.boolean().nullable(), normalizedScore: z.number().nullable() }).nullable(),
});
export type ActivityWorkflowAggregateView = z.infer<typeof ActivityWorkflowAggregateViewSchema>;

/** An activity without its place in the tree (the root activity, the activity of a content call). */
export const ActivityViewSchema = z.object({
  id: AnswerIdSchema,
  name: z.string(),
  code: z.string().nullable(),
  type: ContentTypeSchema,
  fileType: z.string().nullable(),
  state: ContentStateSchema,
  description: z.string(),
  imageUrl: z.string().nullable(),
  duration: z.number().nullable(),
  displayMode: z.number().int(),
  presentationMode: z.number().int(),
  preferredWidth: z.number().nullable(),
  preferredHeight: z.number().nullable(),
  supportReview: z.boolean(),
  supportMobileView: z.boolean(),
  supportFullscreenView: z.boolean(),
  proctored: z.boolean(),
  maxScore: z.number(),
});
export type ActivityView = z.infer<typeof ActivityViewSchema>;

export interface ChildActivityView extends ActivityView {
  children: ActivityTreeNode[] | null;
  activityWorkflowAggregate: ActivityWorkflowAggregateView | null;
}
export interface ActivityTreeNode {
  /** The activity part id. */
  id: string;
  order: number;
  optional: boolean;
  scoreWeight: number;
  activityPathId: string;
  /** Slash-joined part ids from the root (doc 2 §2). */
  axis: string;
  /** false: a previous activity must be completed (and passed) first. */
  available: boolean;
  /** false: the content is not served (draft, or not yet unlocked). */
  contentAvailable: boolean;
  activityConstraint: ActivityConstraintView;
  childActivity: ChildActivityView;
}

/** The tree is recursive: a part's activity holds the parts below it (z.lazy, a $ref in the document). */
export const ActivityTreeNodeSchema: z.ZodType<ActivityTreeNode> = z
  .lazy(() =>
    z.object({
      id: AnswerIdSchema.describe('The activity part id'),
      order: z.number(),
      optional: z.boolean(),
      scoreWeight: z.number(),
      activityPathId: AnswerIdSchema,
      axis: z.string().describe('Slash-joined part ids from the root (doc 2 §2)'),
      available: z.boolean().describe('false: a previous activity must be completed (and passed) first'),
      contentAvailable: z.boolean().describe('false: the content is not served (draft, or not yet unlocked)'),
      activityConstraint: ActivityConstraintViewSchema,
      childActivity: ActivityViewSchema.extend({
        children: z.array(ActivityTreeNodeSchema).nullable(),
        activityWorkflowAggregate: ActivityWorkflowAggregateViewSchema.nullable(),
      }),
    }),
  )
  .meta({ id: 'ActivityTreeNode' });

/** GET users/me/objective-workflows/{id}/activity-with-aggregates */
export const ActivityTreeViewSchema = z.object({
  objectiveWorkflowId: AnswerIdSchema,
  objectiveId: AnswerIdSchema,
  rootActivity: ActivityViewSchema,
  accessNewContentAfterCompletion: z.boolean(),
  workflowState: WorkflowStateSchema,
  children: z.array(ActivityTreeNodeSchema),
});
export type ActivityTreeView = z.infer<typeof ActivityTreeViewSchema>;

/**
 * A course's outline before the learner starts it (issue 33 "See before you start"): the
 * tree as a first run would begin, no activity done, so each part's lock is the one that
 * will apply. Served without creating a run.
 */
export const CourseOutlineSchema = ActivityTreeViewSchema.pick({
  objectiveId: true,
  rootActivity: true,
  accessNewContentAfterCompletion: true,
  children: true,
});
export type CourseOutline = z.infer<typeof CourseOutlineSchema>;

/**
 * The tree as GET …/activity-with-aggregates sends it (decision 0037, activity-tree-wire.ts):
 * by default the full tree of doc 2 §3 (every field present); with `?view=compact` no `axis`
 * or `activityPathId` (derived), no `order` that follows the previous sibling's, a field at
 * its default (TREE_DEFAULTS) left out and the aggregate's members on the activity, times as
 * numbers; `expandActivityTree` gives the full tree back. One schema describes both.
 */
const sparseOf = <T extends z.ZodRawShape>(schema: z.ZodObject<T>) => schema.partial();
const epochMs = z.number().int().describe('Milliseconds since 1970-01-01T00:00:00Z');
export const ActivityTreeNodeWireSchema: z.ZodType<ActivityTreeNodeWire> = z
  .lazy(() =>
    z.object({
      id: AnswerIdSchema.describe(
        'The activity part id; its axis is its ancestors\' ids and its own joined by "/", its activityPathId this id',
      ),
      order: z.number().optional().describe("Absent in the compact view: the previous sibling's order + 1 (the first's: 0)"),
      activityPathId: AnswerIdSchema.optional().describe('Absent in the compact view: the part id'),
      axis: z.string().optional().describe('Absent in the compact view: the ancestors\' ids and its own joined by "/"'),
      optional: z.boolean().optional().describe('Absent: false'),
      scoreWeight: z.number().optional().describe('Absent: 1'),
      available: z.boolean().optional().describe('Absent: true. false: a previous activity must be completed (and passed) first'),
      contentAvailable: z.boolean().optional().describe('Absent: true. false: the content is not served (draft, or not yet unlocked)'),
      activityConstraint: sparseOf(ActivityConstraintViewSchema)
        .optional()
        .describe('Absent fields: their defaults (TREE_DEFAULTS.constraint)'),
      childActivity: sparseOf(ActivityViewSchema)
        .required({ id: true, name: true, type: true })
        .extend({
          fileType: z.string().nullable().optional().describe("Absent: its type's usual one (TREE_DEFAULTS.fileType)"),
          children: z.array(ActivityTreeNodeWireSchema).nullable().optional().describe('Absent or null: a leaf'),
          activityWorkflowAggregate: ActivityWorkflowAggregateViewSchema.nullable()
            .optional()
            .describe("The full view's; the compact view has its members on the activity"),
          lastActivityWorkflow: z
            .object({
              id: AnswerIdSchema,
              state: WorkflowStateSchema,
              progress: z.number(),
              started: epochMs,
              submitted: epochMs.optional().describe('Absent: null'),
              finished: epochMs.optional().describe('Absent: null'),
              position: ActivityPositionSchema.optional().describe('Absent: none saved'),
            })
            .nullable()
            .optional()
            .describe("Compact view: the aggregate's last activity workflow; absent with bestActivityRecord: no aggregate"),
          bestActivityRecord: ActivityWorkflowAggregateViewSchema.shape.bestActivityRecord
            .optional()
            .describe("Compact view: the aggregate's best record; absent: null"),
        })
        .describe('Absent fields: their defaults (TREE_DEFAULTS.activity)'),
    }),
  )
  .meta({ id: 'ActivityTreeNodeWire' });

export const ActivityTreeViewWireSchema = ActivityTreeViewSchema.extend({ children: z.array(ActivityTreeNodeWireSchema) });

/** GET …/activity-with-aggregates?view=compact: the answer the portal's own web asks for (decision 0037). */
export const ActivityTreeQuerySchema = z.looseObject({
  view: z
    .enum(['full', 'compact'], { error: 'must be full or compact' })
    .optional()
    .describe('compact: derived fields and defaults left out; default full'),
});

/** A stored file as content refers to it. */
export const FileRefViewSchema = z.object({
  fileId: AnswerIdSchema,
  url: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number(),
});
export type FileRefView = z.infer<typeof FileRefViewSchema>;

/**
 * The learner-visible payload of one activity (GET …/activity[/{path}]). `content` is
 * null while the activity is a draft or locked (`lockedReason` says why, with the date it
 * opens where there is one): the server never sends what the learner may not see.
 */
export const ActivityContentViewSchema = z.object({
  activityPathId: AnswerIdSchema.nullable(),
  axis: z.string().nullable(),
  activity: ActivityViewSchema,
  lockedReason: z.string().nullable(),
  opensAt: IsoDateTimeSchema.nullable(),
  content: z
    .object({
      html: z.string().optional(),
      scriptedUrl: z
        .string()
        .optional()
        .describe(
          "Only with the tenant's mediaBlockScripts flag: where the copy with its scripts is served as a sandboxed page of its own, for a frame",
        ),
      document: FileRefViewSchema.optional(),
      attachments: z.array(FileRefViewSchema).optional(),
      provider: z.enum(['vimeo', 'file']).optional(),
      url: z.string().optional(),
      file: FileRefViewSchema.optional(),
      transcriptHtml: z.string().optional(),
      startsAt: IsoDateTimeSchema.optional(),
      endsAt: IsoDateTimeSchema.nullable().optional(),
      timeZone: z.string().optional(),
      joinUrl: z.string().nullable().optional(),
      location: z.string().nullable().optional(),
      toolUrl: z.string().optional(),
    })
    .nullable(),
  activityWorkflowAggregate: ActivityWorkflowAggregateViewSchema.nullable(),
  team: ActivityTeamViewSchema.nullable().optional().describe('Only for an activity that supports collaborative mode (decision 0020)'),
});
export type ActivityContentView = z.infer<typeof ActivityContentViewSchema>;

export const ActivityRecordViewSchema = ResultScoresSchema.extend({ activityWorkflowId: AnswerIdSchema, activityId: AnswerIdSchema });
export type ActivityRecordView = z.infer<typeof ActivityRecordViewSchema>;

export const DiscussionPostViewSchema = z.object({
  id: AnswerIdSchema,
  parentId: AnswerIdSchema.nullable(),
  authorName: z.string(),
  mine: z.boolean(),
  title: z.string().nullable(),
  body: z.string(),
  created: IsoDateTimeSchema,
  attachments: z.array(AttachmentViewSchema),
});
export type DiscussionPostView = z.infer<typeof DiscussionPostViewSchema>;

export const NewDiscussionPostSchema = z.object({
  body: z.string().trim().min(1, 'Field is required').max(DISCUSSION_POST_MAX_LENGTH, `Maximum length is ${DISCUSSION_POST_MAX_LENGTH}`),
  title: z.string().trim().max(200, 'Maximum length is 200').optional(),
  parentId: IdSchema.optional(),
  id: IdSchema.describe('Chosen by the client: a retried post is stored once'),
  attachments: AttachmentIdsSchema.default([]).describe('Files the author uploaded (POST …/users/me/attachments), in this order'),
});

/** `path` is the activity part's id; absent: the run's root activity. */
export const RunPathParamsSchema = z.object({ ow: IdSchema, path: IdSchema.optional() });
