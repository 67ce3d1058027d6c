import { z } from 'zod';
import { externalId, ref } from './common.ts';

/**
 * A team of a collaborative activity (issue 12, decision 0020): its members are named, or
 * it is formed from a group (every member of the group, one team per group). A learner
 * belongs to at most one team per activity, and every member must be enrolled in the course.
 */
export const teamSchema = z
  .strictObject({
    externalId,
    name: z.string().min(1).optional().describe("Default: the group's name"),
    course: ref('course'),
    activity: ref('activity of that course that supports collaborative mode').describe('The activity the team does together'),
    members: z.array(ref('user')).min(1).optional().describe('The learners of the team'),
    group: ref('group').optional().describe("Form the team from this group's members (instead of members)"),
  })
  .superRefine((t, ctx) => {
    if (!t.members === !t.group) ctx.addIssue({ code: 'custom', path: ['members'], message: 'Give members or group, not both' });
    if (t.members && !t.name) ctx.addIssue({ code: 'custom', path: ['name'], message: 'Required with members' });
  })
  .meta({ id: 'Team' });

export type TeamInput = z.output<typeof teamSchema>;
