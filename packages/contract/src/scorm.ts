/**
 * The SCORM runtime's calls (issue 34, decision 0080; doc 1 §7 reserves /api/scorm/v1/).
 * Zod-free, for the web; the shapes are in schemas/scorm.ts, the calls in calls/scorm.ts.
 * The player on the content origin never calls these: it posts the data model to the
 * portal's page, which calls them with the learner's session.
 */
export type { ScormLaunchAnswer, ScormCommitBody, ScormCommitAnswer } from './schemas/scorm.ts';

export const SCORM_PREFIX = '/api/scorm/v1';

export const ScormPaths = {
  /** POST: open a `scorm` activity of one's run: the player's URL, the version and the stored data model. */
  launch: (awId: string) => `${SCORM_PREFIX}/activity-workflows/${awId}/launch`,
  /** POST: keep the data model of a Commit/LMSCommit (or a page hide). */
  commit: (awId: string) => `${SCORM_PREFIX}/activity-workflows/${awId}/commit`,
  /** POST: keep the data model of Terminate/LMSFinish; the session ends. */
  terminate: (awId: string) => `${SCORM_PREFIX}/activity-workflows/${awId}/terminate`,
} as const;

/**
 * The messages between the player page (content origin) and the portal's page (decision
 * 0080). The portal answers only these, only from its own frame's window and origin.
 */
export const ScormMessage = {
  /** player → portal: the page is ready for its launch. */
  ready: 'scorm.ready',
  /** portal → player: version, launch path and data model; the player frames the SCO then. */
  init: 'scorm.init',
  /** player → portal: the data model after Commit/LMSCommit, Terminate/LMSFinish or a page hide. */
  commit: 'scorm.commit',
  /** portal → player: a commit was kept (or refused). */
  ack: 'scorm.ack',
  /** player → portal: the runtime could not start (no launch, a script that failed). */
  failed: 'scorm.failed',
} as const;

/** The SCORM 2004 navigation requests (SN 4.4.3, adl.nav.request) the portal follows between a package's items. */
export const SCORM_NAV_REQUESTS = [
  'continue',
  'previous',
  'choice',
  'jump',
  'exit',
  'exitAll',
  'abandon',
  'abandonAll',
  'suspendAll',
  '_none_',
] as const;
