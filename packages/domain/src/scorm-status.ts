/**
 * What a SCO's run-time data says about the learner's attempt (issue 34, decision 0080):
 * SCORM 1.2 and SCORM 2004 keep completion, success and score in different elements with
 * different vocabularies; the portal wants one answer, `{ completed, passed, scaledScore }`,
 * which `packageResultEffect` turns into the activity workflow and its record.
 * The data model is flattened: element name → value, as the player commits it.
 */

/** The two data models: 1.2, and the editions of 2004 (which share one data model). */
export type ScormDataModel = '1.2' | '2004';

export interface ScormResult {
  readonly completed: boolean;
  /** null: the SCO says nothing about success (no status, no mastery score to judge by). */
  readonly passed: boolean | null;
  /** 0..1; null when the SCO set no score. */
  readonly scaledScore: number | null;
}

/** What the activity states about judging the SCO (the manifest, read by the import). */
export interface ScormCriteria {
  /** 1.2 `adlcp:masteryscore`, 0..100. */
  readonly masteryScore?: number | undefined;
  /** 2004 `imsss:minNormalizedMeasure` (with satisfiedByMeasure), -1..1. */
  readonly scaledPassingScore?: number | undefined;
  /** 2004 `adlcp:completionThreshold`, 0..1. */
  readonly completionThreshold?: number | undefined;
}

export type FlatCmi = Readonly<Record<string, string>>;

/** The SCORM version of an activity's content (`'2004 3rd Edition'` …) as its data model. */
export const scormDataModelOf = (version: string): ScormDataModel => (version === '1.2' ? '1.2' : '2004');

const numberOf = (value: string | undefined): number | null => {
  if (value === undefined || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};
const clamp01 = (n: number) => Math.min(1, Math.max(0, n));

/** raw within min..max (SCORM 1.2 RTE 3.4.2: raw "relative to the range" min..max, 0..100 when neither is set). */
function scaledFromRaw(raw: number | null, min: number | null, max: number | null): number | null {
  if (raw === null) return null;
  const low = min ?? 0;
  const high = max ?? 100;
  return high > low ? clamp01((raw - low) / (high - low)) : null;
}

/**
 * SCORM 1.2 (RTE 3.4.4, cmi.core.lesson_status): "passed", "completed" and "failed" end
 * the lesson; "incomplete", "browsed" and "not attempted" do not. "If a mastery score was
 * specified and the SCO set cmi.core.score.raw, the LMS sets lesson_status to passed or
 * failed by comparing the two" (RTE 3.4.4 cmi.student_data.mastery_score): the comparison
 * decides success, and a judged score also ends the lesson.
 */
function scorm12Result(cmi: FlatCmi, criteria: ScormCriteria): ScormResult {
  const status = cmi['cmi.core.lesson_status'] ?? 'not attempted';
  const raw = numberOf(cmi['cmi.core.score.raw']);
  const scaledScore = scaledFromRaw(raw, numberOf(cmi['cmi.core.score.min']), numberOf(cmi['cmi.core.score.max']));
  let passed: boolean | null = status === 'passed' ? true : status === 'failed' ? false : null;
  if (criteria.masteryScore !== undefined && raw !== null) passed = raw >= criteria.masteryScore;
  const completed = status === 'passed' || status === 'completed' || status === 'failed' || passed !== null;
  return { completed, passed, scaledScore };
}

/**
 * SCORM 2004 (4th Edition RTE 4.2.4.1 and 4.2.22.1): completion and success are two
 * elements. With a completion threshold the LMS decides completion from
 * cmi.progress_measure (">= threshold: completed, else incomplete; no progress_measure:
 * unknown"); with a scaled passing score it decides success from cmi.score.scaled (">=
 * passing score: passed, else failed; no scaled score: unknown"). The score is
 * cmi.score.scaled (-1..1, below 0 counts as 0), else raw within min..max.
 */
function scorm2004Result(cmi: FlatCmi, criteria: ScormCriteria): ScormResult {
  const progress = numberOf(cmi['cmi.progress_measure']);
  const scaled = numberOf(cmi['cmi.score.scaled']);
  let completion = cmi['cmi.completion_status'] ?? 'unknown';
  if (criteria.completionThreshold !== undefined) {
    completion = progress === null ? 'unknown' : progress >= criteria.completionThreshold ? 'completed' : 'incomplete';
  }
  let success = cmi['cmi.success_status'] ?? 'unknown';
  if (criteria.scaledPassingScore !== undefined) {
    success = scaled === null ? 'unknown' : scaled >= criteria.scaledPassingScore ? 'passed' : 'failed';
  }
  const raw = numberOf(cmi['cmi.score.raw']);
  const max = numberOf(cmi['cmi.score.max']);
  const scaledScore = scaled !== null ? clamp01(scaled) : max !== null ? scaledFromRaw(raw, numberOf(cmi['cmi.score.min']), max) : null;
  return {
    completed: completion === 'completed',
    passed: success === 'passed' ? true : success === 'failed' ? false : null,
    scaledScore,
  };
}

/** The attempt's completion, success and score, read by the rules of the SCO's version. */
export function getScormResult(model: ScormDataModel, cmi: FlatCmi, criteria: ScormCriteria = {}): ScormResult {
  return model === '1.2' ? scorm12Result(cmi, criteria) : scorm2004Result(cmi, criteria);
}

/**
 * Whether the next launch resumes (SCORM 1.2 RTE 3.4.4 cmi.core.entry, 2004 RTE 4.2.8
 * cmi.entry): "resume" when the learner left the last session suspended
 * (cmi.core.exit / cmi.exit = "suspend"), else "ab-initio".
 */
export function getScormEntry(model: ScormDataModel, cmi: FlatCmi): 'ab-initio' | 'resume' {
  return cmi[model === '1.2' ? 'cmi.core.exit' : 'cmi.exit'] === 'suspend' ? 'resume' : 'ab-initio';
}
