import { Cmi5LaunchMode } from './cmi5-move-on.ts';

/**
 * The cmi5 statement rules an LMS holds an AU's statements to (cmi5 Quartz §7.1, §9): which
 * verbs an AU may send, in what order within a session and a registration, and what each
 * defined statement must carry. Order is the order the LRS receives them (decision 0083):
 * an AU sends its statements one after another, and a timestamp is the AU's claim.
 */
export const Cmi5Verb = {
  launched: 'http://adlnet.gov/expapi/verbs/launched',
  initialized: 'http://adlnet.gov/expapi/verbs/initialized',
  completed: 'http://adlnet.gov/expapi/verbs/completed',
  passed: 'http://adlnet.gov/expapi/verbs/passed',
  failed: 'http://adlnet.gov/expapi/verbs/failed',
  abandoned: 'https://w3id.org/xapi/adl/verbs/abandoned',
  waived: 'https://w3id.org/xapi/adl/verbs/waived',
  terminated: 'http://adlnet.gov/expapi/verbs/terminated',
  satisfied: 'https://w3id.org/xapi/adl/verbs/satisfied',
} as const;
export type Cmi5Verb = (typeof Cmi5Verb)[keyof typeof Cmi5Verb];

/** The verbs an AU sends (§9.3); launched, abandoned, waived and satisfied are the LMS's own. */
export const CMI5_AU_VERBS: readonly string[] = [
  Cmi5Verb.initialized,
  Cmi5Verb.completed,
  Cmi5Verb.passed,
  Cmi5Verb.failed,
  Cmi5Verb.terminated,
];

export const Cmi5Iri = {
  categoryCmi5: 'https://w3id.org/xapi/cmi5/context/categories/cmi5',
  categoryMoveOn: 'https://w3id.org/xapi/cmi5/context/categories/moveon',
  sessionId: 'https://w3id.org/xapi/cmi5/context/extensions/sessionid',
  masteryScore: 'https://w3id.org/xapi/cmi5/context/extensions/masteryscore',
  launchMode: 'https://w3id.org/xapi/cmi5/context/extensions/launchmode',
  launchUrl: 'https://w3id.org/xapi/cmi5/context/extensions/launchurl',
  moveOn: 'https://w3id.org/xapi/cmi5/context/extensions/moveon',
  launchParameters: 'https://w3id.org/xapi/cmi5/context/extensions/launchparameters',
  progress: 'https://w3id.org/xapi/cmi5/result/extensions/progress',
  reason: 'https://w3id.org/xapi/cmi5/result/extensions/reason',
  courseType: 'https://w3id.org/xapi/cmi5/activitytype/course',
  blockType: 'https://w3id.org/xapi/cmi5/activitytype/block',
} as const;

/** Where an AU's session and registration stand when a statement arrives. */
export interface Cmi5SessionFacts {
  launchMode: Cmi5LaunchMode;
  masteryScore: number | null;
  /** The AU's LMS-made activity id (§8.1.5), the session id (§9.6.3.1), the registration (§9.6.1), the publisher id (§9.6.2.3). */
  auActivityId: string;
  sessionId: string;
  registration: string;
  publisherId: string;
  /** Defined verbs already kept in this session. */
  sessionVerbs: readonly string[];
  /** The registration's record for this AU (§9.3 per registration). */
  completed: boolean;
  passed: boolean;
  terminated: boolean;
  abandoned: boolean;
}

/** What the rules read of one statement (already a valid xAPI statement). */
export interface Cmi5StatementFacts {
  verb: string;
  objectId: string | null;
  registration: string | null;
  sessionId: unknown;
  categoryIds: readonly string[];
  groupingIds: readonly string[];
  result: {
    success?: boolean | undefined;
    completion?: boolean | undefined;
    scaled?: number | undefined;
    hasScore: boolean;
    hasDuration: boolean;
  } | null;
  masteryScore: unknown;
}

export type Cmi5Refusal =
  | 'wrongRegistration'
  | 'wrongSession'
  | 'notInitialized'
  | 'afterTerminated'
  | 'sessionAbandoned'
  | 'lmsVerb'
  | 'notNormalMode'
  | 'wrongObject'
  | 'noPublisherGrouping'
  | 'duplicateVerb'
  | 'passedOrFailedTwice'
  | 'completedTwice'
  | 'passedTwice'
  | 'failedAfterPassed'
  | 'resultMismatch'
  | 'moveOnCategory'
  | 'scoreNotAllowed'
  | 'scoreVersusMastery'
  | 'masteryScoreMismatch'
  | 'durationMissing';

/**
 * Why an AU's statement breaks the cmi5 rules, or null when it may be kept (cmi5 §6.3: the
 * LMS SHOULD reject them). "cmi5 defined" statements carry the cmi5 category (§7.1.3) and
 * meet every rule; "cmi5 allowed" ones only the session's (registration, session id, between
 * initialized and terminated).
 */
export function getCmi5StatementRefusal(session: Cmi5SessionFacts, s: Cmi5StatementFacts): Cmi5Refusal | null {
  if (s.registration !== session.registration) return 'wrongRegistration';
  if (s.sessionId !== session.sessionId) return 'wrongSession';
  if (session.abandoned) return 'sessionAbandoned';
  // §9.3.8: after terminated the LMS rejects statements of any kind for the session.
  if (session.terminated) return 'afterTerminated';
  const defined = s.categoryIds.includes(Cmi5Iri.categoryCmi5);
  const initialized = session.sessionVerbs.includes(Cmi5Verb.initialized);
  // §9.3: initialized is the first statement of the session, of any kind.
  if (!initialized && !(defined && s.verb === Cmi5Verb.initialized)) return 'notInitialized';
  if (!defined) return s.categoryIds.includes(Cmi5Iri.categoryMoveOn) ? 'moveOnCategory' : null;

  if (!CMI5_AU_VERBS.includes(s.verb)) return 'lmsVerb';
  if (s.objectId !== session.auActivityId) return 'wrongObject';
  if (!s.groupingIds.includes(session.publisherId)) return 'noPublisherGrouping';
  if (session.sessionVerbs.includes(s.verb)) return 'duplicateVerb';
  const judged = s.verb === Cmi5Verb.passed || s.verb === Cmi5Verb.failed;
  const satisfying = judged || s.verb === Cmi5Verb.completed;
  // §10.2.2: in Browse and Review the AU sends initialized and terminated only.
  if (satisfying && session.launchMode !== Cmi5LaunchMode.normal) return 'notNormalMode';
  if (judged && (session.sessionVerbs.includes(Cmi5Verb.passed) || session.sessionVerbs.includes(Cmi5Verb.failed)))
    return 'passedOrFailedTwice';
  if (s.verb === Cmi5Verb.completed && session.completed) return 'completedTwice';
  if (s.verb === Cmi5Verb.passed && session.passed) return 'passedTwice';
  if (s.verb === Cmi5Verb.failed && session.passed) return 'failedAfterPassed';
  return resultRefusal(session, s, judged);
}

/** §9.5: what the result of each defined statement must and must not hold; §9.6.2.2 the moveOn category. */
function resultRefusal(session: Cmi5SessionFacts, s: Cmi5StatementFacts, judged: boolean): Cmi5Refusal | null {
  const r = s.result;
  const wantSuccess = s.verb === Cmi5Verb.passed ? true : s.verb === Cmi5Verb.failed ? false : undefined;
  const wantCompletion = s.verb === Cmi5Verb.completed ? true : undefined;
  if (r?.success !== wantSuccess || r?.completion !== wantCompletion) return 'resultMismatch';
  const needsMoveOn = wantSuccess !== undefined || wantCompletion !== undefined;
  if (needsMoveOn !== s.categoryIds.includes(Cmi5Iri.categoryMoveOn)) return 'moveOnCategory';
  if (r?.hasScore && !judged) return 'scoreNotAllowed';
  // §9.5.4.1: terminated, completed, passed and failed carry a duration.
  if (s.verb !== Cmi5Verb.initialized && !r?.hasDuration) return 'durationMissing';
  if (!judged || session.masteryScore === null) return null;
  // §9.3.4, §9.3.5: a passed score reaches the mastery score, a failed one stays under it.
  if (r?.scaled !== undefined && (s.verb === Cmi5Verb.passed) !== r.scaled >= session.masteryScore) return 'scoreVersusMastery';
  // §9.6.3.2: a verdict against the mastery score carries it as it was given.
  if (s.masteryScore !== session.masteryScore) return 'masteryScoreMismatch';
  return null;
}
