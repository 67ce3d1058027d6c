import { z } from 'zod';
import { BADGE_KINDS, TEMPLATE_STATES, namesOf } from '../enums.ts';
import { activitySchema } from './activity.ts';
import { dateInput, externalId, filePath, html, packagePath, ref } from './common.ts';
import { knowledgeModelSchema } from './knowledge-model.ts';

export const certificateTemplateSchema = z.strictObject({
  externalId,
  name: z.string().min(1),
  description: z.string().default(''),
  state: z.enum(namesOf(TEMPLATE_STATES)).default('active'),
  badgeKind: z.enum(BADGE_KINDS).default('Custom'),
  validForDays: z.number().int().positive().optional().describe('Certificates expire this many days after issue'),
  layout: z.record(z.string(), z.unknown()).default({}).describe('Free-form layout data of the certificate designer'),
});

export const announcementChannelSchema = z.strictObject({
  name: z.string().optional().describe("Default: the course's name"),
  startsExpanded: z.boolean().default(false).describe('The chat window opens expanded'),
  allowReplies: z.boolean().default(false).describe('Learners may post questions in the channel (decision 0025)'),
  messages: z
    .array(
      z.strictObject({
        externalId: externalId.optional().describe('Default: its position in the list'),
        author: ref('user').optional(),
        kind: z.enum(['announcement', 'question']).default('announcement').describe("An instructor's announcement or a learner's question"),
        body: html,
        createdAt: dateInput.default('now'),
        attachments: z
          .array(z.strictObject({ file: filePath, name: z.string().min(1).optional().describe("Default: the file's name") }))
          .default([])
          .describe('Files shown with the message, only to the members of the channel'),
      }),
    )
    .default([]),
});

/** A course ("objective"). Its first activity is the root of its content tree. */
export const courseSchema = z
  .strictObject({
    externalId,
    name: z.string().min(1).optional().describe("Required unless the course has a package: then the organization's (course's) title"),
    code: z.string().optional(),
    type: z.string().default('Course'),
    description: z.string().default('').describe('Plain text summary (collapsed after 70 characters)'),
    about: html.default('').describe('Rich "About the course" content'),
    imageUrl: z.string().optional().describe('Cover image URL; or imageFile'),
    imageFile: filePath.optional().describe('Cover image file, stored as a public file'),
    gradingScale: ref('grading scale').optional(),
    term: ref('term').optional().describe('The term the course runs in (catalog term filter)'),
    showcases: z.array(ref('showcase')).default([]).describe('Collections the course belongs to'),
    attributes: z.array(ref('filter attribute')).default([]),
    inCatalog: z.boolean().default(true),
    isPublic: z.boolean().default(false).describe('Listed in the open catalog (no sign-in)'),
    selfEnrollment: z.boolean().default(true),
    accessNewContentAfterCompletion: z.boolean().default(true),
    enableAiTutor: z.boolean().default(false),
    createdAt: dateInput.optional().describe('Set on the first import only'),
    announcementChannel: announcementChannelSchema.optional(),
    certificateTemplates: z.array(certificateTemplateSchema).default([]),
    knowledgeModel: knowledgeModelSchema
      .optional()
      .describe('Questions e-mailed on a spaced-repetition plan after the course is finished (decision 0026)'),
    package: packagePath
      .optional()
      .describe('A SCORM or cmi5 package whose organization (course structure) becomes the activity tree, in place of activities'),
    activities: z
      .array(activitySchema)
      .default([])
      .describe(
        'Every activity of the course; the first is the root, the others are reached through composite parts (required unless package)',
      ),
  })
  .superRefine((course, ctx) => {
    if (course.package !== undefined) {
      if (course.activities.length > 0)
        ctx.addIssue({ code: 'custom', path: ['activities'], message: 'Give activities or package, not both' });
      return;
    }
    if (course.name === undefined) ctx.addIssue({ code: 'custom', path: ['name'], message: 'Required (a course without a package)' });
    if (course.activities.length === 0)
      ctx.addIssue({ code: 'custom', path: ['activities'], message: 'A course needs activities, or a package' });
  });

export type CourseInput = z.output<typeof courseSchema>;
