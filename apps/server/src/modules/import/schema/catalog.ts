import { z } from 'zod';
import { ContentType } from '@lp/domain';
import { dateInput, externalId, fraction, ref } from './common.ts';

export const termSchema = z.strictObject({
  externalId,
  name: z.string().min(1),
  startsOn: dateInput.optional().describe('Stored as a calendar date (UTC)'),
  endsOn: dateInput.optional(),
});

export const filterCategorySchema = z.strictObject({
  externalId,
  name: z.string().min(1),
  isPublic: z.boolean().default(false).describe('Offered as a filter in the open (public) catalog'),
  attributes: z.array(z.strictObject({ externalId, name: z.string().min(1) })).default([]),
});

/** A collection of courses ("showcase" in the API). */
export const showcaseSchema = z.strictObject({
  externalId,
  name: z.string().min(1),
  position: z.number().int().optional().describe('Sort position (default: order in the file)'),
  isPublic: z.boolean().default(false).describe('Shown in the open catalog'),
});

export const gradeSchema = z.strictObject({
  externalId,
  name: z.string().min(1),
  normalizedMinScore: fraction.describe('Lowest normalized score (0..1) of this band'),
  color: z.string().optional().describe('CSS colour of the grade badge'),
});

export const gradingScaleSchema = z.strictObject({
  externalId,
  name: z.string().min(1),
  description: z.string().default(''),
  maxScore: z.number().positive().default(1),
  passingGrade: ref('grade of this scale').optional().describe('The lowest passing grade'),
  normalizedPassingScore: fraction.optional().describe("Default: the passing grade's normalizedMinScore; one of the two is required"),
  grades: z.array(gradeSchema).min(1),
});

export type TermInput = z.output<typeof termSchema>;
export type FilterCategoryInput = z.output<typeof filterCategorySchema>;
export type ShowcaseInput = z.output<typeof showcaseSchema>;
export type GradingScaleInput = z.output<typeof gradingScaleSchema>;

/** A resource library (doc 1 §3: name, allowPublishing, allowEditing, activityType; decision 0041). */
export const resourceLibrarySchema = z.strictObject({
  externalId,
  name: z.string().min(1),
  activityType: z.enum(ContentType).describe('The kind of activity the library holds'),
  allowPublishing: z.boolean().default(false).describe('Authors may publish courses from what it holds'),
  allowEditing: z.boolean().default(false).describe('Authors may edit what it holds'),
});
export type ResourceLibraryInput = z.output<typeof resourceLibrarySchema>;
