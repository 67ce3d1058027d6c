import { Cmi5Iri, Cmi5MoveOn, Cmi5Verb, isCmi5AuSatisfied, type PackageResult } from '@lp/domain';
import type { Db } from '../../db/client.ts';
import { auResultOf, saveAuResult, type SessionRow } from './cmi5-repository.ts';
import { keepLmsStatement } from './lms-statements.ts';

/**
 * After an AU's completed, passed or failed statement (or a launch of a NotApplicable AU):
 * moveOn decides whether the AU is satisfied (isCmi5AuSatisfied); the first time, and when
 * every AU of the course is then satisfied, the LMS records "satisfied" for the course, once
 * per registration (cmi5 §9.3.9, in the launch's session). Answers the AU's result: complete
 * when satisfied, passed or failed as the AU judged, its scaled score.
 */
export async function settleAu(db: Db, session: SessionRow, homePage: string, courseObjectId: string, now: Date): Promise<PackageResult> {
  return db.transaction(async (tx) => {
    const result = await auResultOf(tx, session.registration_id, session.activity_id);
    const satisfied = isCmi5AuSatisfied(session.move_on, { completed: result.completed_at !== null, passed: result.passed_at !== null });
    if (satisfied && !result.satisfied_at) {
      result.satisfied_at = now;
      await saveAuResult(tx, session.registration_id, session.activity_id, result);
      await satisfyCourse(tx, session, homePage, courseObjectId, now);
    }
    return {
      completed: satisfied,
      passed: result.passed_at ? true : result.failed_at ? false : null,
      scaledScore: result.scaled_score,
    };
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The course is satisfied when each of its AUs is (§13.1.4 Usage): those never launched count when their moveOn is NotApplicable. */
async function satisfyCourse(tx: Tx, session: SessionRow, homePage: string, courseObjectId: string, now: Date) {
  const aus = await tx.query<{ id: string; move_on: Cmi5MoveOn; satisfied: boolean }>(
    `SELECT a.id, a.content->>'moveOn' AS move_on, (r.satisfied_at IS NOT NULL) AS satisfied
       FROM activities a
       JOIN activities mine ON mine.id = $2
       LEFT JOIN cmi5_au_results r ON r.activity_id = a.id AND r.registration_id = $1
      WHERE a.tenant_id = mine.tenant_id AND a.type = 'cmi5'
        AND a.content->>'packageId' = mine.content->>'packageId' AND a.content->>'courseId' = mine.content->>'courseId'`,
    [session.registration_id, session.activity_id],
  );
  if (!aus.every((au) => au.satisfied || au.move_on === Cmi5MoveOn.notApplicable)) return;
  const marked = await tx.query('UPDATE cmi5_registrations SET satisfied_at = $2 WHERE id = $1 AND satisfied_at IS NULL RETURNING id', [
    session.registration_id,
    now,
  ]);
  if (marked.length === 0) return;
  await keepLmsStatement(
    tx,
    homePage,
    session,
    Cmi5Verb.satisfied,
    { object: { objectType: 'Activity', id: courseObjectId, definition: { type: Cmi5Iri.courseType } } },
    now,
  );
}
