import { z } from 'zod';
import { filterCategorySchema, gradingScaleSchema, resourceLibrarySchema, showcaseSchema, termSchema } from './catalog.ts';
import { courseSchema } from './course.ts';
import { ltiToolSchema } from './lti-tool.ts';
import { certificateRecordSchema, enrolmentSchema, objectiveRecordSchema, workflowSchema } from './learning.ts';
import { groupSchema, unitSchema, userSchema } from './people.ts';
import { teamSchema } from './team.ts';
import { tenantSchema } from './tenant.ts';
import { promoBannerSchema } from './banner.ts';

/** The whole import file. Every list is optional: a file may carry only enrolments. */
export const importFileSchema = z
  .strictObject({
    $schema: z.string().optional().describe('Path of docs/import.schema.json, for editors'),
    $comment: z.string().optional(),
    formatVersion: z.literal(1).default(1),
    tenant: tenantSchema.default({ externalId: 'default' }),
    units: z.array(unitSchema).default([]).describe('Top-level units; children are nested'),
    users: z.array(userSchema).default([]),
    groups: z.array(groupSchema).default([]),
    terms: z.array(termSchema).default([]),
    filterCategories: z.array(filterCategorySchema).default([]),
    showcases: z.array(showcaseSchema).default([]),
    gradingScales: z.array(gradingScaleSchema).default([]),
    resourceLibraries: z.array(resourceLibrarySchema).default([]).describe('Libraries of reusable content, by activity type'),
    ltiTools: z.array(ltiToolSchema).default([]).describe('LTI 1.3 tools registered with the tenant'),
    courses: z.array(courseSchema).default([]),
    enrolments: z.array(enrolmentSchema).default([]),
    teams: z.array(teamSchema).default([]).describe('Teams of collaborative activities; members must be enrolled'),
    workflows: z.array(workflowSchema).default([]),
    objectiveRecords: z.array(objectiveRecordSchema).default([]),
    certificateRecords: z.array(certificateRecordSchema).default([]),
    promoBanners: z.array(promoBannerSchema).default([]).describe('Banners on the learner dashboard, by audience and dates'),
  })
  .meta({ title: 'Learner portal import file' });

export type ImportFile = z.output<typeof importFileSchema>;
export type ImportFileInput = z.input<typeof importFileSchema>;

export type { TenantInput } from './tenant.ts';
export type { UnitInput, UserInput, GroupInput } from './people.ts';
export type { TermInput, FilterCategoryInput, ShowcaseInput, GradingScaleInput, ResourceLibraryInput } from './catalog.ts';
export type { LtiToolInput } from './lti-tool.ts';
export type { CourseInput } from './course.ts';
export type { ActivityInput, PartInput } from './activity.ts';
export type { TeamInput } from './team.ts';
export type { EnrolmentInput, WorkflowInput, ObjectiveRecordInput, CertificateRecordInput } from './learning.ts';
