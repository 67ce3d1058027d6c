import { z } from 'zod';
import { DISCUSSION_POST_MAX_LENGTH, MAX_ATTACHMENTS } from '@lp/domain';
import { CONTENT_STATES, DISPLAY_MODES, PRESENTATION_MODES, RESULTS_DISCLOSURE_POLICIES, REVIEW_POLICIES, namesOf } from '../enums.ts';
import { dateInput, externalId, filePath, fraction, html, packagePath, ref, timeZone, url } from './common.ts';

/** A part places a child activity in a composite; its constraint decides when the child opens (spec doc 2 §4). */
export const partSchema = z
  .strictObject({
    activity: ref('activity of the same course').describe('The child activity'),
    externalId: externalId.optional().describe('Default: "<parent externalId>/<child externalId>"'),
    order: z.number().int().optional().describe('Position among the siblings (default: order in the file)'),
    optional: z.boolean().default(false),
    scoreWeight: z.number().min(0).default(1),
    reviewPolicy: z.enum(REVIEW_POLICIES).default('AfterSubmission'),
    resultsDisclosurePolicy: z.enum(RESULTS_DISCLOSURE_POLICIES).default('AfterFinish'),
    completePrevious: z.boolean().default(false).describe('Locked until the previous part is completed and passed'),
    startFrom: dateInput.optional().describe('Locked before this date'),
    startUntil: dateInput.optional().describe('Cannot be started after this date'),
    accessibleUntil: dateInput.optional().describe('Locked after this date'),
    gracePeriodUntil: dateInput.optional().describe('Cannot be started or continued after this date'),
    due: dateInput.optional(),
    resultsDisclosureFrom: dateInput.optional(),
    revealResultsFrom: dateInput.optional(),
    resultsDisclosureAbove: fraction.optional().describe('Normalized score above which results are disclosed (AfterScore)'),
  })
  .meta({ id: 'ActivityPart' });

const attachmentSchema = z.strictObject({
  file: filePath,
  name: z.string().min(1).optional().describe('Shown name (default: the file name)'),
});

/** Fields every activity type shares. */
const base = {
  externalId,
  name: z.string().min(1),
  code: z.string().optional(),
  description: z.string().default(''),
  state: z.enum(namesOf(CONTENT_STATES)).default('ready').describe('draft shows "Coming soon"; archived hides it'),
  imageUrl: z.string().optional(),
  imageFile: filePath.optional(),
  duration: z.number().int().min(0).optional().describe('Expected duration in seconds'),
  presentationMode: z.enum(namesOf(PRESENTATION_MODES)).default('Tree').describe('How a composite shows its children'),
  displayMode: z.enum(namesOf(DISPLAY_MODES)).default('EmbeddedAuto'),
  preferredWidth: z.number().int().positive().optional(),
  preferredHeight: z.number().int().positive().optional(),
  supportReview: z.boolean().default(true),
  supportMobileView: z.boolean().default(true),
  supportFullscreenView: z.boolean().default(true),
  supportCollaborativeMode: z.boolean().default(false),
  supportPersonalMode: z.boolean().default(true),
  supportLtiAuthoring: z.boolean().default(false),
  supportLtiGrading: z.boolean().default(false),
  proctored: z.boolean().default(false),
  manualGrading: z.boolean().default(false),
  maxScore: z.number().min(0).default(1),
  attachments: z.array(attachmentSchema).default([]).describe('Downloadable files shown with the activity'),
};

export const activitySchema = z
  .discriminatedUnion('type', [
    z.strictObject({
      ...base,
      type: z.literal('composite'),
      html: html.optional().describe('Introduction shown above the children'),
      parts: z.array(partSchema).default([]),
    }),
    z.strictObject({
      ...base,
      type: z.literal('text'),
      html: html.optional().describe('The lesson; html or file (or both) is required'),
      file: filePath.optional().describe('A document shown in the viewer, e.g. a PDF'),
    }),
    z.strictObject({
      ...base,
      type: z.literal('video'),
      vimeoUrl: url.optional().describe('https://vimeo.com/<id>; vimeoUrl or file is required'),
      file: filePath.optional().describe('A video file (mp4, webm)'),
      transcriptHtml: html.optional(),
    }),
    z.strictObject({
      ...base,
      type: z.literal('event'),
      startsAt: dateInput,
      endsAt: dateInput.optional(),
      timeZone: timeZone.describe('Time zone the event is organised in'),
      joinUrl: url.optional(),
      location: z.string().optional(),
      html: html.optional(),
    }),
    z.strictObject({
      ...base,
      type: z.literal('discussion'),
      html: html.default('').describe('The question that opens the discussion'),
      posts: z
        .array(
          z.strictObject({
            externalId: externalId.optional().describe('Default: its position in the list'),
            author: ref('user'),
            body: z.string().trim().min(1).max(DISCUSSION_POST_MAX_LENGTH).describe('Plain text, as learners post it'),
            createdAt: dateInput.default('now'),
            attachments: z
              .array(z.strictObject({ file: filePath, name: z.string().min(1).optional().describe("Default: the file's name") }))
              .max(MAX_ATTACHMENTS)
              .default([])
              .describe('Files on the post, served to whoever may open the discussion (decision 0081)'),
          }),
        )
        .default([])
        .describe('Posts already in the discussion, oldest first'),
    }),
    z.strictObject({
      ...base,
      type: z.literal('lti'),
      toolUrl: url.describe('Launch URL of the tool'),
      ltiVersion: z.enum(['1.3', '1.1']).default('1.3'),
      ltiTool: ref('LTI tool (ltiTools)')
        .optional()
        .describe('The registered LTI 1.3 tool that launches it; without one a 1.3 activity cannot be launched'),
      documentTarget: z
        .enum(['iframe', 'window'])
        .default('iframe')
        .describe('Where the tool opens: in the course frame or a window of its own'),
      customParameters: z.record(z.string(), z.string()).default({}),
    }),
    z.strictObject({
      ...base,
      name: base.name.optional().describe("Default: the item's title in the package"),
      type: z.literal('scorm'),
      package: packagePath,
      item: z
        .string()
        .trim()
        .min(1)
        .optional()
        .describe('identifier of the <item> of the default organization to launch; may be left out when the package has one'),
    }),
    z.strictObject({
      ...base,
      name: base.name.optional().describe("Default: the AU's title in cmi5.xml"),
      type: z.literal('cmi5'),
      package: packagePath,
      item: z.string().trim().min(1).optional().describe('id (IRI) of the <au> to launch; may be left out when the course has one'),
    }),
  ])
  .meta({ id: 'Activity' });

export type ActivityInput = z.output<typeof activitySchema>;
export type PartInput = z.output<typeof partSchema>;
