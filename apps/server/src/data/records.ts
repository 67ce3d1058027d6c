import type { RecordSummary } from '@lp/contract';
import { canRevealResult, type WorkflowState } from '@lp/domain';
import { toRevealTerms, type AccessRevealRow } from './access.ts';
import { iso } from '../lib/iso-date.ts';

/** An objective record's columns (the query aliases the table `r`), aliased `r_<name>`. */
export const RECORD_COLUMNS = `r.id AS r_id, r.score AS r_score, r.max_score AS r_max, r.normalized_score AS r_normalized,
  r.grade AS r_grade, r.passed AS r_passed, r.finished AS r_finished, r.progress AS r_progress, r.imported AS r_imported, r.protect_results AS r_protect`;

/** RECORD_COLUMNS as the drivers return them (nulls under a LEFT JOIN without a record). */
export interface RecordRow {
  r_id: string | null;
  r_score: number | null;
  r_max: number | null;
  r_normalized: number | null;
  r_grade: string | null;
  r_passed: boolean | null;
  r_finished: Date | null;
  r_progress: number | null;
  r_imported: boolean | null;
  r_protect: boolean | null;
}

/**
 * A result, with score, grade and pass state withheld while the enrolment's grade reveal
 * policy hides them (doc 2 §4 Grade visibility): a protected result never leaves the
 * server. An imported result counts as finished. `workflowState` is the state of the run
 * the result belongs to.
 */
export function toRecordSummary(row: RecordRow & AccessRevealRow, workflowState: WorkflowState | null, now: Date): RecordSummary | null {
  if (!row.r_id) return null;
  const visible = canRevealResult({ ...toRevealTerms(row), workflowState, protectResults: Boolean(row.r_protect) }, now);
  return {
    id: row.r_id,
    score: visible ? row.r_score : null,
    maxScore: visible ? row.r_max : null,
    normalizedScore: visible ? row.r_normalized : null,
    grade: visible ? row.r_grade : null,
    passed: visible ? row.r_passed : null,
    finished: iso(row.r_finished),
    progress: row.r_progress!,
    imported: Boolean(row.r_imported),
    protectResults: !visible,
  };
}
