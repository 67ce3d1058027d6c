/** The learner's profile (doc 2 §3 user and unit membership, §7 users/{id}/units and users/{id}/timezone; decision 0022). */
import { z } from 'zod';
import { readTimeZone } from '../profile.ts';
import { AnswerIdSchema, IdSchema } from './common.ts';

/** `me` or the caller's own id. */
export const UserParamsSchema = z.object({ id: z.union([z.literal('me'), IdSchema]) });

/** doc 2 §3: "a unit list item has membership and unit"; membership has is_primary. */
export const UnitListItemSchema = z.object({
  membership: z.object({ isPrimary: z.boolean(), is_primary: z.boolean().describe('= isPrimary, as doc 2 §3 writes it') }),
  unit: z.object({ id: AnswerIdSchema, name: z.string() }),
});
export type UnitListItem = z.infer<typeof UnitListItemSchema>;

/** An IANA zone the server's runtime knows, or a Windows name (doc 2 §9) stored as its IANA zone. */
export const TimeZoneNameSchema = z
  .string()
  .trim()
  .min(1, 'Field is required')
  .max(100, 'Maximum length is 100')
  .transform((name, ctx) => {
    const zone = readTimeZone(name);
    if (zone) return zone;
    ctx.addIssue({ code: 'custom', message: 'Unknown time zone' });
    return z.NEVER;
  })
  .describe('An IANA time zone (Europe/Berlin, UTC) or a Windows time zone name (W. Europe Standard Time), stored as IANA');

export const TimeZoneBodySchema = z.strictObject({ timezone: TimeZoneNameSchema });
export type TimeZoneBody = z.input<typeof TimeZoneBodySchema>;

export const TimeZoneAnswerSchema = z.object({ timezone: z.string().describe('The stored IANA zone') });
export type TimeZoneAnswer = z.infer<typeof TimeZoneAnswerSchema>;
