import { z } from 'zod';
import { AnswerIdSchema } from './schemas/common.ts';

/** GET /api/platform/v1/users/me — the signed-in user (doc 1 §7 says "not shown"; this is ours). */
export const CurrentUserSchema = z.object({
  id: AnswerIdSchema,
  email: z.string(),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  name: z.string(),
  timezone: z.string().nullable(),
  locale: z.string().nullable(),
  roles: z.array(z.string()),
  permissions: z.array(z.object({ name: z.string(), scope_id: z.string().nullable() })),
  features: z.array(z.string()),
  tenant: z.object({ id: AnswerIdSchema, name: z.string() }),
  departmentName: z.string().nullable(),
  externalId: z.string().nullable(),
  groups: z.array(z.object({ id: AnswerIdSchema, name: z.string() })).describe('doc 1 §3 Group: the groups the user belongs to, by name'),
  impersonator: z.object({ id: AnswerIdSchema, name: z.string() }).nullable(),
  // doc 1 §3 and doc 2 §3 write the user's fields in snake case: the same values under those names too.
  first_name: z.string().describe('= firstName (doc 2 §3)'),
  middle_name: z.string().describe('= middleName (doc 2 §3)'),
  last_name: z.string().describe('= lastName (doc 2 §3)'),
  tenant_id: AnswerIdSchema.describe('= tenant.id (doc 2 §3)'),
  external_id: z.string().nullable().describe('= externalId (doc 1 §3)'),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;
