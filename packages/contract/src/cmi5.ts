/**
 * cmi5 (issue 34 item 3, decision 0083): the launch of an assignable unit and the Learning
 * Record Store it talks to, under the SCORM prefix (doc 1 §7 reserves /api/scorm/v1/).
 * Zod-free, for the web; the shapes are in schemas/cmi5.ts, the calls in calls/cmi5.ts.
 */
export type { Cmi5LaunchAnswer } from './schemas/cmi5.ts';

export const SCORM_PREFIX = '/api/scorm/v1';
/** The LRS's base endpoint (xAPI 1.0.3): the `endpoint` launch parameter, with its trailing slash. */
export const XAPI_PREFIX = `${SCORM_PREFIX}/xapi`;
/** The xAPI version this LRS speaks and answers in X-Experience-API-Version. */
export const XAPI_VERSION = '1.0.3';

export const Cmi5Paths = {
  /** POST: launch the AU of one's activity workflow; answers the AU's URL on the content origin. */
  launch: (owId: string, awId: string) => `${SCORM_PREFIX}/users/me/objective-workflows/${owId}/activity-workflows/${awId}/cmi5-launch`,
  /** POST, once: the AU's auth token (cmi5 §8.2). */
  fetch: (sessionId: string, key: string) => `${XAPI_PREFIX}/cmi5-fetch/${sessionId}/${key}`,
  about: `${XAPI_PREFIX}/about`,
  statements: `${XAPI_PREFIX}/statements`,
  state: `${XAPI_PREFIX}/activities/state`,
  agentProfile: `${XAPI_PREFIX}/agents/profile`,
} as const;
