/** The learner's profile: units and time zone (doc 2 §2, §7; decision 0022). */
import { defineCall } from '../call.ts';
import { PROFILE_PATHS } from '../profile.ts';
import { listOf } from '../schemas/common.ts';
import { TimeZoneAnswerSchema, TimeZoneBodySchema, UnitListItemSchema, UserParamsSchema } from '../schemas/profile.ts';

const tags = ['Profile'];
export const profileCalls = {
  units: defineCall({
    method: 'GET',
    path: PROFILE_PATHS.units(':id'),
    summary: "The caller's units with the primary one marked (another user's id: 404)",
    tags,
    params: UserParamsSchema,
    responses: { 200: listOf(UnitListItemSchema) },
  }),
  setTimeZone: defineCall({
    method: 'POST',
    path: PROFILE_PATHS.timeZone(':id'),
    summary: "Set the caller's time zone: an IANA zone, or a Windows name stored as its IANA zone (another user's id: 404)",
    tags,
    params: UserParamsSchema,
    body: TimeZoneBodySchema,
    responses: { 200: TimeZoneAnswerSchema },
  }),
};
