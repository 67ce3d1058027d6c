/** The dashboard's own calls (issue 15, decision 0029): fragment versions, recent courses. */
import { z } from 'zod';
import { FRAGMENT_PROJECT, FRAGMENTS } from '@lp/domain';
import { AnswerIdSchema } from './common.ts';

export const FragmentVersionsQuerySchema = z.object({ project: z.literal(FRAGMENT_PROJECT) });
export const FragmentVersionsSchema = z.object({
  project: z.literal(FRAGMENT_PROJECT),
  versions: z.record(z.enum(FRAGMENTS), z.string()).describe("Each fragment's version, logged with its failures"),
});
export type FragmentVersions = z.infer<typeof FragmentVersionsSchema>;

export const RecentCourseSchema = z.object({
  objectiveId: AnswerIdSchema,
  name: z.string(),
  code: z.string().nullable(),
  imageUrl: z.string().nullable(),
  progress: z.number().min(0).max(1),
  lastActivity: z.iso.datetime().describe('When the learner last started something in the course'),
});
export type RecentCourse = z.infer<typeof RecentCourseSchema>;
export const RecentCoursesSchema = z.object({ data: z.array(RecentCourseSchema) });

/** A promo banner shown to this learner now (doc 1 §1 promo banners). */
export const PromoBannerSchema = z.object({
  id: AnswerIdSchema,
  title: z.string(),
  text: z.string(),
  imageUrl: z.string().nullable(),
  imageAlt: z.string(),
  linkUrl: z.string().nullable().describe('A /learn path or an http(s) address'),
  linkText: z.string().nullable(),
});
export type PromoBanner = z.infer<typeof PromoBannerSchema>;
export const PromoBannersSchema = z.object({ data: z.array(PromoBannerSchema) });
