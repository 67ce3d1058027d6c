// Input shapes shared by several rules, named after the entities of doc 1 §3 and doc 2 §3.
// Every field a rule does not need is optional, so callers pass their own richer objects.
import type { DateInput } from './dates.ts';
import type { WorkflowState } from './enums.ts';

/** The last objective workflow (one run of a course) of an aggregate. */
export interface ObjectiveWorkflowSummary {
  readonly id?: string;
  readonly state: WorkflowState;
  /** 0..1 */
  readonly progress?: number | null;
  readonly started?: DateInput | null;
  readonly submitted?: DateInput | null;
  readonly finished?: DateInput | null;
  readonly protectResults?: boolean | null;
  readonly objectiveRecordId?: string | null;
}

/** The last objective record (a course result), including results imported from elsewhere. */
export interface ObjectiveRecordSummary {
  readonly id?: string;
  readonly score?: number | null;
  readonly maxScore?: number | null;
  readonly normalizedScore?: number | null;
  readonly grade?: string | null;
  /** null with `finished` set: the manual grade is pending (doc 1 §4). */
  readonly passed?: boolean | null;
  readonly finished?: DateInput | null;
  readonly protectResults?: boolean | null;
}

/** A score as shown on cards and details (doc 1 §3 Score result). */
export interface ScoreResult {
  readonly score?: number | null;
  readonly maxScore?: number | null;
  readonly normalizedScore?: number | null;
}

export interface GradeBand {
  readonly name: string;
  readonly normalizedMinScore: number;
  readonly color?: string | null;
}

export interface GradingScale<G extends GradeBand = GradeBand> {
  readonly maxScore?: number | null;
  readonly normalizedPassingScore: number;
  readonly objectiveGrades: readonly G[];
  readonly passingGradeId?: string | null;
}

/** A permission held or required (doc 1 §3 Permission entry): scope_id plus other fields. */
export type PermissionEntry = {
  readonly name: string;
  readonly scope_id?: string | null;
} & Readonly<Record<string, string | number | boolean | null | undefined>>;
