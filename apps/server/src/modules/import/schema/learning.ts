import { z } from 'zod';
import { GRADE_REVEAL_POLICIES, PROCTORING_SESSION_STATES, RETAKE_WINDOW_UNITS, WORKFLOW_STATES, namesOf } from '../enums.ts';
import { MAX_REVOCATION_REASON_LENGTH } from '@lp/contract/wallet';
import { ActivityPositionSchema } from '@lp/contract/calls';
import { getActivityPositionProblem } from '@lp/domain';
import { dateInput, externalId, fraction, ref } from './common.ts';

/** An objective access: the learner is enrolled in the course. */
export const enrolmentSchema = z
  .strictObject({
    externalId: externalId.optional().describe('Default: "<user>:<course>"'),
    user: ref('user'),
    course: ref('course'),
    term: ref('term').optional(),
    isMandatory: z.boolean().default(false),
    isSelfEnrolled: z.boolean().default(false),
    availabilityDate: dateInput.optional().describe('Cannot be started before'),
    availabilityEndDate: dateInput.optional().describe('Cannot be started after (review stays allowed)'),
    dueDate: dateInput.optional(),
    retake: z.boolean().default(false),
    retakeWindow: z.number().int().positive().optional().describe('Retake opens this long after finishing'),
    retakeWindowUnit: z.enum(RETAKE_WINDOW_UNITS).optional(),
    gradeRevealPolicy: z.enum(GRADE_REVEAL_POLICIES).default('None'),
    gradeRevealDate: dateInput.optional(),
    createdAt: dateInput.optional().describe('Set on the first import only'),
  })
  .superRefine((e, ctx) => {
    if (e.retakeWindow !== undefined && !e.retakeWindowUnit) {
      ctx.addIssue({ code: 'custom', path: ['retakeWindowUnit'], message: 'Required with retakeWindow' });
    }
    if (e.gradeRevealPolicy === 'AfterDate' && !e.gradeRevealDate) {
      ctx.addIssue({ code: 'custom', path: ['gradeRevealDate'], message: 'Required when gradeRevealPolicy is AfterDate' });
    }
  });

const workflowState = z.enum(namesOf(WORKFLOW_STATES));

const activityRecordSchema = z.strictObject({
  score: z.number().optional(),
  maxScore: z.number().optional(),
  normalizedScore: fraction.optional().describe('Default: score / maxScore'),
  passed: z.boolean().nullable().optional(),
  finished: dateInput.optional(),
});

/** A proctoring session of an activity run (doc 2 §4 Availability; docs/decisions/0009). */
const proctoringSessionSchema = z.strictObject({
  state: z.enum(PROCTORING_SESSION_STATES).describe('Created, InProgress, Completed and Verified are allowed; any other blocks the course'),
  created: dateInput,
});

/** Where the learner was inside the activity (decision 0076), as the save call takes it, with a relative time allowed. */
const positionSchema = ActivityPositionSchema.extend({ savedAt: dateInput }).refine((p) => getActivityPositionProblem(p) === null, {
  message: 'Out of range: a negative measure, a scroll beyond 0..1, a time beyond the duration or a page beyond the page count',
});

/** One learner's run of one activity inside a course run. */
const activityWorkflowSchema = z.strictObject({
  activity: ref('activity of the course'),
  state: workflowState,
  progress: fraction.optional().describe('Default: 1 when finished, else 0'),
  started: dateInput,
  submitted: dateInput.optional(),
  finished: dateInput.optional(),
  data: z
    .looseObject({ position: positionSchema.optional().describe('Where the learner was inside the activity: "Continue" opens it there') })
    .default({})
    .describe('Activity-specific saved state'),
  records: z.array(activityRecordSchema).default([]).describe('Scored attempts'),
  proctoringSessions: z
    .array(proctoringSessionSchema)
    .default([])
    .describe("Oldest first: the last is the activity run's last proctoring session"),
});

/** A learner's run of a course (objective workflow), with its activity runs. */
export const workflowSchema = z.strictObject({
  externalId,
  user: ref('user'),
  course: ref('course'),
  state: workflowState,
  progress: fraction.optional().describe('Default: 1 when finished, else 0'),
  started: dateInput,
  submitted: dateInput.optional(),
  finished: dateInput.optional(),
  protectResults: z.boolean().default(false),
  activities: z.array(activityWorkflowSchema).default([]),
});

/** A course result. With `workflow` it is that run's result; without, an imported result. */
export const objectiveRecordSchema = z.strictObject({
  externalId,
  user: ref('user'),
  course: ref('course'),
  workflow: ref('workflow').optional(),
  score: z.number().optional(),
  maxScore: z.number().optional(),
  normalizedScore: fraction.optional().describe('Default: score / maxScore'),
  grade: z.string().optional().describe("Default: from the course's grading scale"),
  passed: z.boolean().nullable().optional().describe("null: manual grading pending; absent: from the grading scale's passing score"),
  finished: dateInput.optional(),
  progress: fraction.default(1),
  protectResults: z.boolean().default(false),
  imported: z.boolean().default(false).describe('A completion result imported from another platform'),
  createdAt: dateInput.optional().describe('Default: finished'),
});

export const certificateRecordSchema = z
  .strictObject({
    externalId: externalId.optional().describe('Default: the certificateNumber'),
    user: ref('user'),
    course: ref('course'),
    template: ref('certificate template').optional(),
    objectiveRecord: ref('objective record').optional(),
    certificateNumber: z.string().min(1).describe('Unique across all tenants; used in the public share link'),
    externalUrl: z.string().optional(),
    expirationDate: dateInput.optional(),
    revokedAt: dateInput
      .optional()
      .describe('When the issuer revoked it (decision 0023): its public page and credential check then say revoked'),
    revocationReason: z.string().trim().min(1).max(MAX_REVOCATION_REASON_LENGTH).optional().describe('Why it was revoked; needs revokedAt'),
    normalizedPassingScore: fraction.optional(),
    created: dateInput.default('now'),
  })
  .superRefine((c, ctx) => {
    if (c.revocationReason !== undefined && c.revokedAt === undefined) {
      ctx.addIssue({ code: 'custom', path: ['revokedAt'], message: 'Required with revocationReason' });
    }
  });

export type EnrolmentInput = z.output<typeof enrolmentSchema>;
export type WorkflowInput = z.output<typeof workflowSchema>;
export type ObjectiveRecordInput = z.output<typeof objectiveRecordSchema>;
export type CertificateRecordInput = z.output<typeof certificateRecordSchema>;
