/** Paths of the proctoring calls (doc 2 §7), free of zod for the web; shapes in schemas/proctoring.ts. */
export type { ProctoringSessionView, ProctoringStartTokenView, RecordProctoringSessionBody } from './schemas/proctoring.ts';

export const PROCTORING_PATHS = {
  lastSession: (owId: string, awId: string) =>
    `/api/platform/v1/users/me/objective-workflows/${owId}/activity-workflows/${awId}/last-proctoring-session`,
  startToken: (owId: string, awId: string) =>
    `/api/platform/v1/users/me/objective-workflows/${owId}/activity-workflows/${awId}/last-proctoring-session/start-token`,
  recordSession: (awId: string) => `/api/lms/v1/instructor/activity-workflows/${awId}/proctoring-sessions`,
} as const;
