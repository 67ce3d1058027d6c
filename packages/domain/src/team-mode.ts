/**
 * Collaborative (team) activities (doc 2 §3 `supportCollaborativeMode`, `supportPersonalMode`;
 * issue 12 "Team activities"). An activity that supports collaborative mode is done by the
 * learner's team; in personal mode it works as any other activity.
 */

/** Why a learner cannot start an activity in either mode. */
export type TeamModeReason = 'noTeam';

export interface TeamModeInput {
  readonly supportCollaborativeMode: boolean;
  readonly supportPersonalMode: boolean;
  /** Whether the learner belongs to a team for this activity (at most one, issue 12). */
  readonly hasTeam: boolean;
}

export type ActivityMode =
  { readonly mode: 'team' } | { readonly mode: 'personal' } | { readonly mode: null; readonly reason: TeamModeReason };

/**
 * Team when the activity supports collaborative mode and the learner has a team; personal
 * otherwise. An activity that supports collaborative mode only cannot be started without a
 * team. An activity that supports neither (bad data) is done in personal mode, as before.
 */
export function getActivityMode({ supportCollaborativeMode, supportPersonalMode, hasTeam }: TeamModeInput): ActivityMode {
  if (supportCollaborativeMode && hasTeam) return { mode: 'team' };
  if (supportCollaborativeMode && !supportPersonalMode) return { mode: null, reason: 'noTeam' };
  return { mode: 'personal' };
}
