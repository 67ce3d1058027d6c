// What other modules may use of the teams module: the caller's teams locked for a submission, recording it, and how a learner does an activity.
export { activityModesOfRun, lockTeamsForFinish, recordTeamSubmission, type LockedTeam, type TeamMember } from './team-lifecycle.ts';
export { registerTeamRoutes } from './routes.ts';
