/** Paths of the team (collaborative) activity calls (doc 1 §7, doc 2 §7), free of zod for the web; shapes in schemas/teams.ts. */
export type { ActivityTeamView, GroupActivityWorkflowView, ParticipantView, TeamBody, TeamMemberView } from './schemas/teams.ts';

export const TEAM_PATHS = {
  participants: (owId: string, activityPathId: string) =>
    `/api/platform/v1/users/me/objective-workflows/${owId}/activity-paths/${activityPathId}/participants/query`,
  groupActivityWorkflow: (aggregateId: string, gawId: string) =>
    `/api/platform/v1/users/me/objective-workflow-aggregates/${aggregateId}/group-activity-workflows/${gawId}`,
  /** Not in the spec (issue 12 "and from an instructor call"): forms or changes one team, decision 0020. */
  instructorTeam: (teamId: string) => `/api/lms/v1/instructor/teams/${teamId}`,
} as const;
