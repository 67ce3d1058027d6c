import type { DateInput } from './dates.ts';
import { ContentType, type GradeRevealPolicy, type WorkflowState } from './enums.ts';
import { getGradeRevealDate, isRevealPolicyOpen } from './grade-visibility.ts';
import { isAwaitingGrade, isRunFinished } from './lifecycle.ts';
import { getScoreDisplay, type ScoreDisplay } from './score-display.ts';

/** One activity of a learner's run as its result line reads it (the tree's node and the enrolment's terms). */
export interface ActivityResultInput {
  readonly type: ContentType;
  /** The activity's own scale. */
  readonly maxScore?: number | null;
  /** The state of the learner's last workflow of the activity. */
  readonly workflowState: WorkflowState | null | undefined;
  /** The best record as the server sent it: its score null while the reveal policy withholds it (decision 0011). */
  readonly best: { readonly passed?: boolean | null; readonly normalizedScore?: number | null } | null | undefined;
  readonly gradeRevealPolicy: GradeRevealPolicy | null | undefined;
  readonly gradeRevealDate?: DateInput | null;
}

/**
 * What the learner is told of a scored activity's result (issue 33 item 4, decision 0074):
 * - `score`: the score the server let out, displayed by getScoreDisplay;
 * - `shownOn`: done, and the AfterDate policy withholds it until `date` (the date, never the score);
 * - `notShown`: done, and the policy (Never) withholds it for good;
 * - `afterGrading`: handed in, the tool's grader has not scored it yet.
 */
export type ActivityResult =
  | { readonly kind: 'score'; readonly score: ScoreDisplay; readonly passed: boolean | null }
  | { readonly kind: 'shownOn'; readonly date: DateInput }
  | { readonly kind: 'notShown' }
  | { readonly kind: 'afterGrading' };

/** Activities whose score comes from outside the portal: a tool (LTI) or a package's runtime (SCORM, cmi5; issue 34). */
const SCORED_FROM_OUTSIDE: ReadonlySet<ContentType> = new Set([ContentType.lti, ContentType.scorm, ContentType.cmi5]);

/**
 * The result line of an activity scored by a tool or a package (an LTI activity or a
 * proctored exam in one, a SCORM SCO, a cmi5 AU); null for anything else, for work still in progress, and for a completion without a
 * score. The server decides what is withheld (canRevealActivityResults); this only says
 * why a done activity shows no score, from the same policy rules.
 */
export function getActivityResult(input: ActivityResultInput, now: Date): ActivityResult | null {
  if (!SCORED_FROM_OUTSIDE.has(input.type)) return null;
  if (isAwaitingGrade(input.workflowState)) return { kind: 'afterGrading' };
  if (!isRunFinished(input.workflowState) || !input.best) return null;
  const score = getScoreDisplay({ normalizedScore: input.best.normalizedScore ?? null, maxScore: input.maxScore ?? null });
  if (score) return { kind: 'score', score, passed: input.best.passed ?? null };
  if (isRevealPolicyOpen(input.gradeRevealPolicy, input.gradeRevealDate, now)) return null;
  const date = getGradeRevealDate(input.gradeRevealPolicy, input.gradeRevealDate);
  return date ? { kind: 'shownOn', date } : { kind: 'notShown' };
}
