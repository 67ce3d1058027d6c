import { Cmi5Iri, Cmi5Verb, getCmi5StatementRefusal, type Cmi5Refusal, type Cmi5StatementFacts } from '@lp/domain';
import type { Db, Queryable } from '../../db/client.ts';
import { badRequest, forbidden, HttpError } from '../../lib/http-error.ts';
import { agentKey, learnerKey } from './agents.ts';
import { auResultOf, findSession, saveAuResult, type SessionRow } from './cmi5-repository.ts';
import { checkStatement, isObject, type Json, type JsonObject } from './statement-shape.ts';
import { isKept, keepStatement } from './statement-store.ts';

/** The most statements one request may carry: an AU sends a few at a time. */
export const MAX_STATEMENTS_PER_REQUEST = 50;

/** What changed for the AU's registration when statements were kept: the lifecycle is told after the commit. */
export interface AuOutcome {
  session: SessionRow;
  /** A completed, passed or failed statement was kept. */
  judged: boolean;
}

const REFUSALS: Record<Cmi5Refusal, string> = {
  wrongRegistration: 'The statement is not for the registration of this session (cmi5 §9.6.1).',
  wrongSession: 'The statement does not carry the session id of this launch (cmi5 §9.6.3.1).',
  notInitialized: 'The first statement of a session is "initialized" (cmi5 §9.3).',
  afterTerminated: 'This session was terminated: no more statements are taken for it (cmi5 §9.3.8).',
  sessionAbandoned: 'This session was abandoned: no more statements are taken for it (cmi5 §9.3.6).',
  lmsVerb: "launched, abandoned, waived and satisfied are the LMS's verbs, not the AU's (cmi5 §9.3).",
  notNormalMode: 'In Browse and Review mode an AU sends initialized and terminated only (cmi5 §10.2.2).',
  wrongObject: "The object of a cmi5 defined statement is the AU's activityId from the launch URL (cmi5 §9.4).",
  noPublisherGrouping: "The context template's publisher id is missing from contextActivities.grouping (cmi5 §9.6.2.3).",
  duplicateVerb: 'This verb was already sent in this session (cmi5 §9.3).',
  passedOrFailedTwice: 'Only one of passed and failed may be sent in a session (cmi5 §9.3).',
  completedTwice: 'completed may be sent once per registration (cmi5 §9.3).',
  passedTwice: 'passed may be sent once per registration (cmi5 §9.3).',
  failedAfterPassed: 'failed may not follow passed in a registration (cmi5 §9.3).',
  resultMismatch: 'result.success and result.completion do not match the verb (cmi5 §9.5.2, §9.5.3).',
  moveOnCategory: 'The moveOn category belongs to statements with success or completion, and only to them (cmi5 §9.6.2.2).',
  scoreNotAllowed: 'Only passed and failed statements include a score (cmi5 §9.5.1).',
  scoreVersusMastery:
    'The scaled score does not agree with the mastery score: passed reaches it, failed stays below it (cmi5 §9.3.4, §9.3.5).',
  masteryScoreMismatch: "A passed or failed statement carries the launch data's masteryScore in its context extensions (cmi5 §9.6.3.2).",
  durationMissing: 'terminated, completed, passed and failed statements include result.duration (cmi5 §9.5.4.1).',
};

const ids = (list: Json | undefined): string[] =>
  (Array.isArray(list) ? list : list === undefined ? [] : [list]).flatMap((a) => (isObject(a) && typeof a.id === 'string' ? [a.id] : []));

function factsOf(s: JsonObject): Cmi5StatementFacts {
  const context = isObject(s.context) ? s.context : {};
  const ca = isObject(context.contextActivities) ? context.contextActivities : {};
  const ext = isObject(context.extensions) ? context.extensions : {};
  const r = isObject(s.result) ? s.result : null;
  const score = r && isObject(r.score) ? r.score : null;
  const object = isObject(s.object) ? s.object : {};
  return {
    verb: (s.verb as JsonObject).id as string,
    objectId: typeof object.id === 'string' && (object.objectType ?? 'Activity') === 'Activity' ? object.id : null,
    registration: typeof context.registration === 'string' ? context.registration : null,
    sessionId: ext[Cmi5Iri.sessionId],
    categoryIds: ids(ca.category),
    groupingIds: ids(ca.grouping),
    result: r && {
      success: typeof r.success === 'boolean' ? r.success : undefined,
      completion: typeof r.completion === 'boolean' ? r.completion : undefined,
      scaled: score && typeof score.scaled === 'number' ? score.scaled : undefined,
      hasScore: score !== null,
      hasDuration: typeof r.duration === 'string',
    },
    masteryScore: ext[Cmi5Iri.masteryScore],
  };
}

/**
 * Statements the AU of a session sends (POST or PUT): each checked by xAPI's structure,
 * about the session's learner only (403 otherwise: the token speaks for that learner), then
 * by the cmi5 rules in the order they come; all are kept or none (one transaction, the
 * session locked so two tabs or a retry cannot interleave). Answers the ids.
 */
export async function receiveStatements(
  db: Db,
  r: { sessionId: string; homePage: string; body: unknown; authority: JsonObject; now: Date },
): Promise<{ ids: string[]; outcome: AuOutcome | null }> {
  const list = Array.isArray(r.body) ? r.body : [r.body];
  if (list.length === 0) throw badRequest('Send one statement or a list of them.');
  if (list.length > MAX_STATEMENTS_PER_REQUEST) throw badRequest(`Send at most ${MAX_STATEMENTS_PER_REQUEST} statements at a time.`);
  const statements = list.map((s, i) => checkStatement(s, Array.isArray(r.body) ? `statements[${i}]` : 'statement'));
  const seen = new Set<string>();
  for (const s of statements) {
    if (seen.has(s.id as string)) throw badRequest(`The statement id ${String(s.id)} is used twice in this request.`);
    seen.add(s.id as string);
  }
  return db.transaction(async (tx) => {
    const session = await findSession(tx, r.sessionId, true);
    if (!session) throw new HttpError(401, 'unauthorized', 'This session is unknown.');
    let judged = false;
    for (const s of statements) {
      if (agentKey(s.actor as JsonObject) !== learnerKey(r.homePage, session.user_id))
        throw forbidden('The statement is about another actor than the learner of this session.');
      const verb = (s.verb as JsonObject).id;
      // cmi5 §6.3: the AU is not given the right to void statements.
      if (verb === 'http://adlnet.gov/expapi/verbs/voided') throw forbidden('An AU may not void statements (cmi5 §6.3).');
      const facts = factsOf(s);
      // Another registration is another enrolment: the token does not speak for it (403, like another actor).
      if (facts.registration !== null && facts.registration !== session.registration_id)
        throw forbidden("The statement is for another registration than this session's (cmi5 §9.6.1).");
      judged = (await keepOne(tx, session, s, facts, r)) || judged;
    }
    return { ids: statements.map((s) => s.id as string), outcome: { session, judged } };
  });
}

/** One statement of the session: judged by the cmi5 rules against what is kept so far, then kept and counted. */
async function keepOne(
  tx: Queryable,
  session: SessionRow,
  s: JsonObject,
  facts: Cmi5StatementFacts,
  r: { authority: JsonObject; now: Date },
) {
  // A retry of a statement kept already changes nothing, whatever the session has become since.
  if (await isKept(tx, session.tenant_id, s)) return false;
  const result = await auResultOf(tx, session.registration_id, session.activity_id);
  const refusal = getCmi5StatementRefusal(
    {
      launchMode: session.launch_mode,
      masteryScore: session.mastery_score,
      auActivityId: session.au_iri,
      sessionId: session.id,
      registration: session.registration_id,
      publisherId: session.publisher_id,
      sessionVerbs: session.verbs,
      completed: result.completed_at !== null,
      passed: result.passed_at !== null,
      terminated: session.terminated_at !== null,
      abandoned: session.abandoned_at !== null,
    },
    facts,
  );
  if (refusal) throw badRequest(REFUSALS[refusal], { reason: [refusal] });
  const isNew = await keepStatement(tx, {
    tenantId: session.tenant_id,
    sessionId: session.id,
    statement: s,
    stored: r.now,
    authority: r.authority,
  });
  if (!isNew) return false;
  session.last_statement_at = r.now;
  const defined = facts.categoryIds.includes(Cmi5Iri.categoryCmi5);
  if (defined) {
    session.verbs = [...session.verbs, facts.verb];
    if (facts.verb === Cmi5Verb.terminated) session.terminated_at = r.now;
  }
  await tx.query('UPDATE cmi5_sessions SET verbs = $2, last_statement_at = $3, terminated_at = $4 WHERE id = $1', [
    session.id,
    session.verbs,
    r.now,
    session.terminated_at,
  ]);
  if (!defined) return false;
  const scaled = facts.result?.scaled ?? null;
  if (facts.verb === Cmi5Verb.completed) result.completed_at = r.now;
  else if (facts.verb === Cmi5Verb.passed) Object.assign(result, { passed_at: r.now, scaled_score: scaled ?? result.scaled_score });
  else if (facts.verb === Cmi5Verb.failed) Object.assign(result, { failed_at: r.now, scaled_score: scaled ?? result.scaled_score });
  else return false;
  await saveAuResult(tx, session.registration_id, session.activity_id, result);
  return true;
}
