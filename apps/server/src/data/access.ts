import type { AccessSummary, ObjectiveAccessView } from '@lp/contract';
import type { GradeRevealPolicy, RetakeWindowUnit } from '@lp/domain';
import { iso } from '../lib/iso-date.ts';

/*
 * The learner's objective access (enrolment, doc 2 §3) as every query that joins it
 * selects it: one column list, one row type and one mapper per need (decision 0018).
 * Queries join the table as `acc`; every column is aliased `acc_<column>`. The fragments
 * go inside the caller's own SELECT, so reading the enrolment never costs a query.
 * A LEFT JOIN without a match gives nulls in every column: the mappers read that as "no
 * enrolment".
 */

/**
 * The learner's access to a course as `acc` (`userId`, `objectiveId`: SQL expressions of
 * the caller's query). LEFT by default: nulls in every column without an enrolment;
 * INNER keeps only rows where the learner is enrolled.
 */
export const accessJoin = (objectiveId: string, userId: string, kind: 'LEFT' | 'INNER' = 'LEFT') =>
  `${kind} JOIN objective_accesses acc ON acc.objective_id = ${objectiveId} AND acc.user_id = ${userId}`;

/** The access an aggregate (`a`, the workflows module's) was made for, as `acc`. */
export const ACCESS_OF_AGGREGATE_JOIN = 'LEFT JOIN objective_accesses acc ON acc.id = a.objective_access_id';

/** What withholding a result needs (doc 2 §4 Grade visibility, decision 0011). */
export const ACCESS_REVEAL_COLUMNS = `acc.grade_reveal_policy AS acc_grade_reveal_policy, acc.grade_reveal_date AS acc_grade_reveal_date`;

/** What the lists show of an enrolment (My courses, the catalog), with the reveal terms. */
export const ACCESS_SUMMARY_COLUMNS = `acc.id AS acc_id, acc.availability_date AS acc_availability_date,
  acc.availability_end_date AS acc_availability_end_date, acc.due_date AS acc_due_date,
  acc.is_mandatory AS acc_is_mandatory, acc.is_self_enrolled AS acc_is_self_enrolled, ${ACCESS_REVEAL_COLUMNS}`;

/**
 * The rest of the enrolment's terms, for a query that already selects the summary (PROGRESS_COLUMNS of the lists).
 * Needs the course as `o`: the term is the enrolment's own, else the course's, as the lists read it.
 */
export const ACCESS_RETAKE_AND_TERM_COLUMNS = `acc.retake AS acc_retake, acc.retake_window AS acc_retake_window,
  acc.retake_window_unit AS acc_retake_window_unit, CASE WHEN acc.id IS NOT NULL THEN COALESCE(acc.term_id, o.term_id) END AS acc_term_id`;

/** The whole enrolment (course details, the lifecycle's rules). */
export const ACCESS_TERMS_COLUMNS = `${ACCESS_SUMMARY_COLUMNS}, ${ACCESS_RETAKE_AND_TERM_COLUMNS}`;

export interface AccessRevealRow {
  acc_grade_reveal_policy: GradeRevealPolicy | null;
  acc_grade_reveal_date: Date | null;
}

export interface AccessSummaryRow extends AccessRevealRow {
  acc_id: string | null;
  acc_availability_date: Date | null;
  acc_availability_end_date: Date | null;
  acc_due_date: Date | null;
  acc_is_mandatory: boolean | null;
  acc_is_self_enrolled: boolean | null;
}

export interface AccessTermsRow extends AccessSummaryRow {
  acc_retake: boolean | null;
  acc_retake_window: number | null;
  acc_retake_window_unit: RetakeWindowUnit | null;
  acc_term_id: string | null;
}

/** The reveal terms as the grade-visibility rules take them (no enrolment: no policy). */
export function toRevealTerms(row: AccessRevealRow) {
  return { gradeRevealPolicy: row.acc_grade_reveal_policy, gradeRevealDate: row.acc_grade_reveal_date };
}

/** The enrolment's id and dates as the answers carry them, or null without an enrolment. */
export function toAccessSummary(row: AccessSummaryRow): AccessSummary | null {
  if (row.acc_id === null) return null;
  return {
    id: row.acc_id,
    availabilityDate: iso(row.acc_availability_date),
    availabilityEndDate: iso(row.acc_availability_end_date),
    dueDate: iso(row.acc_due_date),
  };
}

/** The catalog's view of an enrolment: its dates and whether it is mandatory or self-chosen. */
export function toCatalogAccess(row: AccessSummaryRow) {
  const summary = toAccessSummary(row);
  return summary && { ...summary, isMandatory: Boolean(row.acc_is_mandatory), isSelfEnrolled: Boolean(row.acc_is_self_enrolled) };
}

type EnrolmentTerms = Pick<
  ObjectiveAccessView,
  'isMandatory' | 'isSelfEnrolled' | 'retake' | 'retakeWindow' | 'retakeWindowUnit' | 'gradeRevealPolicy' | 'gradeRevealDate' | 'termId'
>;

/** The enrolment's own terms as the answers carry them (an unset policy reads as 'None'). */
export function toEnrolmentTerms(row: AccessTermsRow): EnrolmentTerms {
  return {
    isMandatory: Boolean(row.acc_is_mandatory),
    isSelfEnrolled: Boolean(row.acc_is_self_enrolled),
    retake: Boolean(row.acc_retake),
    retakeWindow: row.acc_retake_window,
    retakeWindowUnit: row.acc_retake_window_unit,
    gradeRevealPolicy: row.acc_grade_reveal_policy ?? 'None',
    gradeRevealDate: iso(row.acc_grade_reveal_date),
    termId: row.acc_term_id,
  };
}

/** The whole enrolment as the answers carry it (course details, the objective access), or null without one. */
export function toAccessWithTerms(row: AccessTermsRow) {
  const summary = toAccessSummary(row);
  return summary && { ...summary, ...toEnrolmentTerms(row) };
}

/** The terms the lifecycle's rules read (doc 2 §4), as stored: null where the learner has no enrolment. */
export function toAccessFacts(row: AccessTermsRow) {
  return {
    retake: row.acc_retake,
    retakeWindow: row.acc_retake_window,
    retakeWindowUnit: row.acc_retake_window_unit,
    availabilityDate: row.acc_availability_date,
    availabilityEndDate: row.acc_availability_end_date,
    gradeRevealPolicy: row.acc_grade_reveal_policy,
    gradeRevealDate: row.acc_grade_reveal_date,
  };
}
