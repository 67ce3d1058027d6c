/**
 * Paths of attachments (issue 34 item 4, decision 0081): a learner uploads a file, then
 * names it on a discussion post or their team's hand-in. Free of zod for the web; shapes in
 * schemas/attachments.ts.
 */
import { ApiPrefix } from './paths.ts';
import { TEAM_PATHS } from './teams.ts';

export type { AttachmentLimitsView, AttachmentView, NewAttachmentBody, TeamHandInBody, TeamHandInView } from './schemas/attachments.ts';

export const ATTACHMENT_PATHS = {
  /** POST `{ name, contentType, data }` (base64): stores one file of the caller's, not yet on anything. */
  attachments: `${ApiPrefix.lms}/users/me/attachments`,
  /** GET: the tenant's size and type limits, for the file picker. */
  limits: `${ApiPrefix.lms}/users/me/attachment-limits`,
  /** GET, PUT: the team's one hand-in of the activity (only to a member). */
  teamHandIn: (aggregateId: string, gawId: string) => `${TEAM_PATHS.groupActivityWorkflow(aggregateId, gawId)}/hand-in`,
  /** GET: a team's hand-in for an instructor of the course. */
  instructorTeamHandIn: (teamId: string) => `${TEAM_PATHS.instructorTeam(teamId)}/hand-in`,
} as const;
