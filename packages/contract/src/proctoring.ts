/**
 * Proctoring sessions (doc 2 §3 objective workflow aggregate, §4 Availability, §7
 * last-proctoring-session calls). Type-only. Dates are ISO strings.
 */
import type { ProctoringSessionState } from '@lp/domain';

/** One proctoring session of an activity workflow. */
export interface ProctoringSessionView {
  id: string;
  activityWorkflowId: string;
  state: ProctoringSessionState;
  created: string;
}

/**
 * GET …/last-proctoring-session/start-token: an opaque, single-purpose token the
 * proctoring tool is handed to open this session; it expires at `expires`.
 */
export interface ProctoringStartTokenView {
  token: string;
  proctoringSessionId: string;
  activityPathId: string | null;
  expires: string;
}

/** POST instructor/activity-workflows/{id}/proctoring-sessions: the session's new state. */
export interface RecordProctoringSessionBody {
  state: ProctoringSessionState;
}

export const PROCTORING_PATHS = {
  lastSession: (owId: string, awId: string) => `/api/lms/v1/users/me/objective-workflows/${owId}/activity-workflows/${awId}/last-proctoring-session`,
  startToken: (owId: string, awId: string) => `/api/lms/v1/users/me/objective-workflows/${owId}/activity-workflows/${awId}/last-proctoring-session/start-token`,
  recordSession: (awId: string) => `/api/lms/v1/instructor/activity-workflows/${awId}/proctoring-sessions`,
} as const;
