import { z } from 'zod';
import { AnswerIdSchema, ContentTypeSchema } from './common.ts';

/** doc 1 §3 Resource library: name, allowPublishing, allowEditing, activityType. */
export const ResourceLibraryViewSchema = z.object({
  id: AnswerIdSchema,
  name: z.string(),
  allowPublishing: z.boolean().describe('Authors may publish courses from what the library holds'),
  allowEditing: z.boolean().describe('Authors may edit what the library holds'),
  activityType: ContentTypeSchema.describe('The kind of activity the library holds'),
});
export type ResourceLibraryView = z.infer<typeof ResourceLibraryViewSchema>;
