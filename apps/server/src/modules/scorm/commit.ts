import type { ScormCommitAnswer, ScormCommitBody } from '@lp/contract/scorm';
import { findInvalidScormElement } from '@lp/domain';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { readScormContent } from './scorm-content.ts';
import { findOwnAttempt, lockScormData, storeScormCommit, type ScormAttemptRow } from './scorm-repository.ts';

export interface ScormCommitRequest {
  tenantId: string;
  userId: string;
  activityWorkflowId: string;
  body: ScormCommitBody;
  terminate: boolean;
  now: Date;
}

/** The standard's words for what is wrong with an element, in the one error shape's fields. */
const PROBLEM_MESSAGES = {
  unknownElement: 'is not an element of this SCORM version',
  tooLong: 'is longer than the standard allows',
  wrongType: 'has a value of the wrong type',
  tooManyElements: 'holds more elements than any data model needs',
} as const;

/**
 * Keeps the data model of one Commit/LMSCommit, or of Terminate/LMSFinish (decision 0080),
 * under the attempt row's lock: a sequence number at or below the one kept changes nothing
 * (a retried or reordered message), a commit of a replaced session is a 409, and what is
 * kept is checked again here whatever the browser's runtime said. The answer says only
 * what was kept: the result it makes goes to the activity's record (applyScormResult), which
 * the reveal policies guard wherever it is shown.
 */
export async function commitScorm(
  db: Db,
  request: ScormCommitRequest,
): Promise<{ answer: ScormCommitAnswer; attempt: ScormAttemptRow; packageId: string; changed: boolean }> {
  const { tenantId, userId, activityWorkflowId, body, now } = request;
  const attempt = await findOwnAttempt(db, tenantId, userId, activityWorkflowId);
  const content = attempt && attempt.activity_type === 'scorm' ? readScormContent(attempt.content) : null;
  if (!attempt || !content) throw notFound('No such SCORM attempt.');
  const cmi = body.cmi;
  const refused = findInvalidScormElement(content.model, cmi);
  if (refused) throw badRequest(`${refused.element} ${PROBLEM_MESSAGES[refused.problem]}.`, { [refused.element]: [refused.problem] });

  return db.transaction(async (tx) => {
    const kept = await lockScormData(tx, activityWorkflowId);
    if (!kept) throw notFound('No such SCORM attempt: launch it first.');
    if (kept.session_id !== body.sessionId) {
      throw conflict('This lesson was opened again in another window; this window no longer saves.');
    }
    const stale = body.seq <= kept.seq || kept.terminated;
    if (!stale) {
      await storeScormCommit(tx, activityWorkflowId, {
        cmi,
        seq: body.seq,
        terminated: request.terminate,
        navRequest: body.navRequest ?? null,
        now,
      });
    }
    return {
      answer: { seq: stale ? kept.seq : body.seq, applied: !stale },
      attempt,
      packageId: content.packageId,
      changed: !stale,
    };
  });
}
