import { describe, expect, it } from 'vitest';
import { Cmi5LaunchMode } from './cmi5-move-on.ts';
import { Cmi5Iri, Cmi5Verb, getCmi5StatementRefusal, type Cmi5SessionFacts, type Cmi5StatementFacts } from './cmi5-statements.ts';

const session: Cmi5SessionFacts = {
  launchMode: Cmi5LaunchMode.normal,
  masteryScore: 0.8,
  auActivityId: 'https://lms.example/au/1',
  sessionId: 's-1',
  registration: 'r-1',
  publisherId: 'https://publisher.example/au/intro',
  sessionVerbs: [Cmi5Verb.initialized],
  completed: false,
  passed: false,
  terminated: false,
  abandoned: false,
};
const defined = [Cmi5Iri.categoryCmi5];
const judged = [Cmi5Iri.categoryCmi5, Cmi5Iri.categoryMoveOn];
const statement = (over: Partial<Cmi5StatementFacts>): Cmi5StatementFacts => ({
  verb: Cmi5Verb.terminated,
  objectId: session.auActivityId,
  registration: 'r-1',
  sessionId: 's-1',
  categoryIds: defined,
  groupingIds: [session.publisherId],
  result: { hasScore: false, hasDuration: true },
  masteryScore: undefined,
  ...over,
});
const passed = (over: Partial<Cmi5StatementFacts> = {}) =>
  statement({
    verb: Cmi5Verb.passed,
    categoryIds: judged,
    result: { success: true, scaled: 0.9, hasScore: true, hasDuration: true },
    masteryScore: 0.8,
    ...over,
  });

describe('getCmi5StatementRefusal (cmi5 Quartz §7.1, §9)', () => {
  it.each<[string, Partial<Cmi5SessionFacts>, Cmi5StatementFacts, ReturnType<typeof getCmi5StatementRefusal>]>([
    ['a terminated statement with its duration is kept', {}, statement({}), null],
    ['§9.6.1 the registration is the one the LMS gave', {}, statement({ registration: 'r-2' }), 'wrongRegistration'],
    ['§9.6.3.1 the AU includes the session ID provided by the LMS', {}, statement({ sessionId: 's-2' }), 'wrongSession'],
    [
      '§9.3 "The initialized verb MUST be the first statement (cmi5 allowed or defined)"',
      { sessionVerbs: [] },
      statement({ verb: 'http://adlnet.gov/expapi/verbs/experienced', categoryIds: [] }),
      'notInitialized',
    ],
    ['initialized opens the session', { sessionVerbs: [] }, statement({ verb: Cmi5Verb.initialized, result: null }), null],
    [
      '§9.3.8 after terminated the LMS MUST reject statements (of any kind)',
      { terminated: true },
      statement({ categoryIds: [] }),
      'afterTerminated',
    ],
    ['§9.3.6 no statements for a session after "Abandoned"', { abandoned: true }, statement({}), 'sessionAbandoned'],
    [
      'a cmi5 allowed statement between initialized and terminated is kept',
      {},
      statement({ verb: 'http://adlnet.gov/expapi/verbs/answered', categoryIds: [] }),
      null,
    ],
    ["§9.3 launched, abandoned, waived and satisfied are the LMS's verbs", {}, statement({ verb: Cmi5Verb.satisfied }), 'lmsVerb'],
    [
      '§9.4 the object is the AU, its activityId from the launch URL',
      {},
      statement({ objectId: 'https://lms.example/au/2' }),
      'wrongObject',
    ],
    ['§9.6.2.3 the publisher ID in the grouping list', {}, statement({ groupingIds: [] }), 'noPublisherGrouping'],
    ['§9.3 "Verbs MUST NOT be duplicated"', {}, statement({ verb: Cmi5Verb.initialized, result: null }), 'duplicateVerb'],
    ['a passed statement at or above the mastery score is kept', {}, passed(), null],
    ['§9.3 "Exactly zero or one passed … per registration"', { passed: true }, passed(), 'passedTwice'],
    [
      '§9.3 "A failed statement MUST NOT follow a passed statement"',
      { passed: true },
      passed({ verb: Cmi5Verb.failed, result: { success: false, scaled: 0.1, hasScore: true, hasDuration: true } }),
      'failedAfterPassed',
    ],
    [
      '§9.3 "More than one of the set of {passed, failed} MUST NOT be used"',
      { sessionVerbs: [Cmi5Verb.initialized, Cmi5Verb.failed] },
      passed(),
      'passedOrFailedTwice',
    ],
    [
      '§9.3 "Exactly zero or one completed … per registration"',
      { completed: true },
      statement({ verb: Cmi5Verb.completed, categoryIds: judged, result: { completion: true, hasScore: false, hasDuration: true } }),
      'completedTwice',
    ],
    [
      '§9.3.4 a passed scaled score MUST be equal to or greater than the masteryScore',
      {},
      passed({ result: { success: true, scaled: 0.5, hasScore: true, hasDuration: true } }),
      'scoreVersusMastery',
    ],
    [
      '§9.3.5 a failed scaled score MUST be less than the masteryScore',
      {},
      passed({ verb: Cmi5Verb.failed, result: { success: false, scaled: 0.8, hasScore: true, hasDuration: true } }),
      'scoreVersusMastery',
    ],
    ['§9.6.3.2 the AU includes the masteryScore in passed or failed', {}, passed({ masteryScore: undefined }), 'masteryScoreMismatch'],
    [
      'without a mastery score the AU judges by its own criteria',
      { masteryScore: null },
      passed({ masteryScore: undefined, result: { success: true, scaled: 0.1, hasScore: true, hasDuration: true } }),
      null,
    ],
    [
      '§9.5.2 success MUST be true for passed',
      {},
      passed({ result: { success: false, hasScore: false, hasDuration: true } }),
      'resultMismatch',
    ],
    [
      '§9.5.3 completion only on completed or waived',
      {},
      statement({ result: { completion: true, hasScore: false, hasDuration: true } }),
      'resultMismatch',
    ],
    ['§9.5.1 only passed and failed include a score', {}, statement({ result: { hasScore: true, hasDuration: true } }), 'scoreNotAllowed'],
    ['§9.6.2.2 the moveOn category with success or completion only', {}, statement({ categoryIds: judged }), 'moveOnCategory'],
    [
      '§9.6.2.2 a completed statement carries the moveOn category',
      {},
      statement({ verb: Cmi5Verb.completed, result: { completion: true, hasScore: false, hasDuration: true } }),
      'moveOnCategory',
    ],
    ['§9.5.4.1 the AU MUST include duration in terminated', {}, statement({ result: null }), 'durationMissing'],
    [
      '§10.2.2 in Browse the AU MUST NOT send other cmi5 defined statements',
      { launchMode: Cmi5LaunchMode.browse },
      passed(),
      'notNormalMode',
    ],
    [
      '§10.2.2 in Review the same',
      { launchMode: Cmi5LaunchMode.review },
      statement({ verb: Cmi5Verb.completed, categoryIds: judged, result: { completion: true, hasScore: false, hasDuration: true } }),
      'notNormalMode',
    ],
  ])('%s', (_case, facts, s, expected) => {
    expect(getCmi5StatementRefusal({ ...session, ...facts }, s)).toBe(expected);
  });
});
