/**
 * The knowledge checks sent by e-mail after a course with a knowledge model is finished
 * (issue 14, decision 0026): a spaced-repetition plan of short questions. The intervals
 * grow (1, 3, 7, 14, 30 days by default), so each question comes back just as it is
 * about to be forgotten; an incorrect answer brings its question back after the first
 * interval, a limited number of times.
 */

/** Days after the course is finished at which the checks of the default plan fall due. */
export const KNOWLEDGE_CHECK_INTERVAL_DAYS: readonly number[] = [1, 3, 7, 14, 30];
/** A check not sent this many days after it fell due is dropped: a stale question teaches nothing. */
export const KNOWLEDGE_CHECK_MAX_LATE_DAYS = 7;
/** How often a question answered incorrectly is asked again. */
export const KNOWLEDGE_CHECK_MAX_RETRIES = 2;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface KnowledgeCheckPlanInput {
  finishedAt: Date;
  now: Date;
  /** Questions of the knowledge model, in their order. */
  questionCount: number;
  intervalDays?: readonly number[];
  maxLateDays?: number;
}

/** One check of the plan: its step (0-based), the question (index into the model's questions) and when it falls due. */
export interface PlannedKnowledgeCheck {
  step: number;
  questionIndex: number;
  dueAt: Date;
}

/**
 * The checks of a finished run: step k asks question k mod n at finish + interval k, so
 * with fewer questions than intervals each question returns at a longer gap. A step
 * already more than `maxLateDays` overdue (a run finished long before the plan was made)
 * is left out; a model without questions plans nothing.
 */
export function planKnowledgeChecks(input: KnowledgeCheckPlanInput): PlannedKnowledgeCheck[] {
  const { finishedAt, now, questionCount } = input;
  const intervals = input.intervalDays ?? KNOWLEDGE_CHECK_INTERVAL_DAYS;
  const maxLateMs = (input.maxLateDays ?? KNOWLEDGE_CHECK_MAX_LATE_DAYS) * DAY_MS;
  if (questionCount < 1) return [];
  return intervals
    .map((days, step) => ({ step, questionIndex: step % questionCount, dueAt: new Date(finishedAt.getTime() + days * DAY_MS) }))
    .filter((check) => !isKnowledgeCheckStale(check.dueAt, now, maxLateMs / DAY_MS));
}

/**
 * The oldest finish a plan can still send a check for: a run finished earlier has every
 * step stale, so it is not even looked at (the worker's query stays a short range).
 */
export function getKnowledgeCheckPlanHorizon(
  now: Date,
  intervalDays: readonly number[] = KNOWLEDGE_CHECK_INTERVAL_DAYS,
  maxLateDays = KNOWLEDGE_CHECK_MAX_LATE_DAYS,
): Date {
  return new Date(now.getTime() - (Math.max(0, ...intervalDays) + maxLateDays) * DAY_MS);
}

/** A check past due by more than the allowed lateness is not sent any more. */
export function isKnowledgeCheckStale(dueAt: Date, now: Date, maxLateDays = KNOWLEDGE_CHECK_MAX_LATE_DAYS): boolean {
  return now.getTime() - dueAt.getTime() > maxLateDays * DAY_MS;
}

export interface KnowledgeCheckRetryInput {
  normalizedScore: number;
  answeredAt: Date;
  /** How many times this question was already asked again after an incorrect answer in this plan. */
  retriesSoFar: number;
  intervalDays?: readonly number[];
  maxRetries?: number;
}

/**
 * When to ask a question again after its answer: an incorrect answer (doc 2 §4: score not
 * above 0) brings it back after the first interval, at most `maxRetries` times; a correct
 * one needs no retry (undefined).
 */
export function getKnowledgeCheckRetryDue(input: KnowledgeCheckRetryInput): Date | undefined {
  const intervals = input.intervalDays ?? KNOWLEDGE_CHECK_INTERVAL_DAYS;
  if (input.normalizedScore > 0) return undefined;
  if (input.retriesSoFar >= (input.maxRetries ?? KNOWLEDGE_CHECK_MAX_RETRIES)) return undefined;
  return new Date(input.answeredAt.getTime() + (intervals[0] ?? 1) * DAY_MS);
}
