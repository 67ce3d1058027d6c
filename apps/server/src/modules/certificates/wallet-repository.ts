import type { WalletCertificate } from '@lp/contract/wallet';
import { getVisibleActions, toCourseActionsInput } from '@lp/domain';
import type { Queryable } from '../../db/client.ts';
import { ACCESS_OF_AGGREGATE_JOIN, ACCESS_TERMS_COLUMNS, toAccessFacts, type AccessTermsRow } from '../enrolment/index.ts';
import { lastRunSessionSql } from '../proctoring/index.ts';
import { AGGREGATES_FROM, LAST_RUN_AND_RECORD_JOINS } from '../workflows/index.ts';
import { queryCertificates } from './certificate-repository.ts';

/** What the retake rule reads of one of the learner's courses (doc 2 §4), aliased as the owners name them (decision 0018). */
interface CourseRow extends AccessTermsRow {
  a_objective_id: string;
  act_type: string;
  act_state: number;
  act_support_review: boolean;
  w_state: number | null;
  w_finished: Date | null;
  w_protect_results: boolean | null;
  r_id: string | null;
  r_passed: boolean | null;
  r_finished: Date | null;
  r_protect_results: boolean | null;
  ps_state: string | null;
}

const COURSES = `SELECT a.objective_id AS a_objective_id, act.type AS act_type, act.state AS act_state, act.support_review AS act_support_review,
    ${ACCESS_TERMS_COLUMNS},
    w.state AS w_state, w.finished AS w_finished, w.protect_results AS w_protect_results,
    r.id AS r_id, r.passed AS r_passed, r.finished AS r_finished, r.protect_results AS r_protect_results,
    ${lastRunSessionSql('a.last_objective_workflow_id')}->>'state' AS ps_state
  FROM ${AGGREGATES_FROM}
  JOIN objectives o ON o.id = a.objective_id
  JOIN activities act ON act.id = o.activity_id
  ${ACCESS_OF_AGGREGATE_JOIN}
  ${LAST_RUN_AND_RECORD_JOINS}
  WHERE a.tenant_id = $1 AND a.user_id = $2 AND a.objective_id = ANY($3::uuid[])`;

/** "Start again" on the course's details page right now: the same rule, from the same facts (doc 2 §4). */
function retakeOffered(row: CourseRow, featureFlags: Record<string, boolean>, now: Date): boolean {
  const course = {
    activity: { type: row.act_type, state: row.act_state, supportReview: row.act_support_review },
    access: toAccessFacts(row),
    lastObjectiveWorkflow: row.w_state === null ? null : { state: row.w_state, finished: row.w_finished, protectResults: row.w_protect_results },
    lastObjectiveRecord: row.r_id ? { passed: row.r_passed, finished: row.r_finished, protectResults: row.r_protect_results } : null,
    lastProctoringSession: row.ps_state === null ? null : { state: row.ps_state },
  };
  return getVisibleActions(toCourseActionsInput(course, featureFlags), now).retake;
}

/** Issue 13 wallet: every certificate of the learner (certificate-records/query without a filter) and whether its course offers a retake. Two queries whatever the count. */
export async function queryWallet(db: Queryable, tenantId: string, userId: string, featureFlags: Record<string, boolean>, now: Date): Promise<WalletCertificate[]> {
  const certificates = await queryCertificates(db, tenantId, userId, {}, now);
  if (certificates.length === 0) return [];
  const objectiveIds = [...new Set(certificates.map((c) => c.objectiveId))];
  const courses = await db.query<CourseRow>(COURSES, [tenantId, userId, objectiveIds]);
  const offered = new Map(courses.map((row) => [row.a_objective_id, retakeOffered(row, featureFlags, now)]));
  return certificates.map((c) => ({ ...c, retakeOffered: offered.get(c.objectiveId) ?? false }));
}
