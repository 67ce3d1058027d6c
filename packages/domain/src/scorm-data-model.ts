import type { FlatCmi, ScormDataModel } from './scorm-status.ts';

/**
 * What the server keeps of a SCO's data model, checked again (decision 0080): the runtime
 * in the browser (scorm-again) answers the SCO with the standard's error codes, but the
 * frame is not to be trusted, so what reaches the server is held to the element names of
 * the version, the vocabularies of the status elements and the standard's lengths
 * (SCORM 1.2 RTE 3.4.2 CMIString255/4096; SCORM 2004 4th Ed. RTE 4.2 "SPM").
 */

/** Why an element is refused, named as the standard's error would be. */
export type ScormElementProblem = 'unknownElement' | 'tooLong' | 'wrongType' | 'tooManyElements';

export interface ScormElementRefusal {
  readonly element: string;
  readonly problem: ScormElementProblem;
}

/** More elements than any data model needs (250 interactions × their parts fit well under it). */
export const MAX_SCORM_ELEMENTS = 20_000;

type Check = { readonly max: number; readonly vocabulary?: readonly string[]; readonly decimal?: boolean };

const text = (max: number): Check => ({ max });
const oneOf = (...vocabulary: string[]): Check => ({ max: 255, vocabulary });
const decimal: Check = { max: 64, decimal: true };
const n = '\\d+';

const LESSON_STATUS_12 = ['passed', 'completed', 'failed', 'incomplete', 'browsed', 'not attempted'];
const INTERACTION_TYPES_12 = ['true-false', 'choice', 'fill-in', 'matching', 'performance', 'sequencing', 'likert', 'numeric'];
const INTERACTION_TYPES_2004 = [
  'true-false',
  'choice',
  'fill-in',
  'long-fill-in',
  'matching',
  'performance',
  'sequencing',
  'likert',
  'numeric',
  'other',
];
const RESULTS_12 = ['correct', 'wrong', 'unanticipated', 'neutral'];
const RESULTS_2004 = ['correct', 'incorrect', 'unanticipated', 'neutral'];

/** SCORM 1.2 RTE 3.4 (the elements and their types). A result can also be a decimal (1.2: CMIDecimal). */
const scorm12Rules = (): ReadonlyArray<readonly [string, Check]> => [
  ['cmi\\.core\\.(student_id|lesson_location)', text(255)],
  ['cmi\\.core\\.student_name', text(255)],
  ['cmi\\.core\\.credit', oneOf('credit', 'no-credit')],
  ['cmi\\.core\\.lesson_status', oneOf(...LESSON_STATUS_12)],
  ['cmi\\.core\\.entry', oneOf('ab-initio', 'resume', '')],
  ['cmi\\.core\\.score\\.(raw|min|max)', decimal],
  ['cmi\\.core\\.(total_time|session_time)', text(32)],
  ['cmi\\.core\\.lesson_mode', oneOf('browse', 'normal', 'review')],
  ['cmi\\.core\\.exit', oneOf('time-out', 'suspend', 'logout', '')],
  ['cmi\\.(suspend_data|comments|comments_from_lms)', text(4096)],
  ['cmi\\.launch_data', text(4096)],
  ['cmi\\.student_data\\.mastery_score', decimal],
  ['cmi\\.student_data\\.max_time_allowed', text(32)],
  ['cmi\\.student_data\\.time_limit_action', oneOf('exit,message', 'exit,no message', 'continue,message', 'continue,no message', '')],
  ['cmi\\.student_preference\\.(audio|speed|text)', decimal],
  ['cmi\\.student_preference\\.language', text(255)],
  [`cmi\\.objectives\\.${n}\\.id`, text(255)],
  [`cmi\\.objectives\\.${n}\\.score\\.(raw|min|max)`, decimal],
  [`cmi\\.objectives\\.${n}\\.status`, oneOf(...LESSON_STATUS_12)],
  [`cmi\\.interactions\\.${n}\\.(id|time|latency)`, text(255)],
  [`cmi\\.interactions\\.${n}\\.objectives\\.${n}\\.id`, text(255)],
  [`cmi\\.interactions\\.${n}\\.type`, oneOf(...INTERACTION_TYPES_12)],
  [`cmi\\.interactions\\.${n}\\.correct_responses\\.${n}\\.pattern`, text(255)],
  [`cmi\\.interactions\\.${n}\\.weighting`, decimal],
  [`cmi\\.interactions\\.${n}\\.student_response`, text(255)],
  [`cmi\\.interactions\\.${n}\\.result`, { max: 64, vocabulary: RESULTS_12, decimal: true }],
];

const COMPLETION_2004 = ['completed', 'incomplete', 'not attempted', 'unknown'];
const SUCCESS_2004 = ['passed', 'failed', 'unknown'];

/** SCORM 2004 4th Edition RTE 4.2 (the elements and their smallest permitted maximums). */
const scorm2004Rules = (): ReadonlyArray<readonly [string, Check]> => [
  ['cmi\\._version', text(32)],
  ['cmi\\.(learner_id|location)', text(4000)],
  ['cmi\\.learner_name', text(250)],
  ['cmi\\.credit', oneOf('credit', 'no-credit')],
  ['cmi\\.mode', oneOf('browse', 'normal', 'review')],
  ['cmi\\.entry', oneOf('ab-initio', 'resume', '')],
  ['cmi\\.exit', oneOf('time-out', 'suspend', 'logout', 'normal', '')],
  ['cmi\\.completion_status', oneOf(...COMPLETION_2004)],
  ['cmi\\.success_status', oneOf(...SUCCESS_2004)],
  ['cmi\\.(completion_threshold|scaled_passing_score|progress_measure)', decimal],
  ['cmi\\.score\\.(scaled|raw|min|max)', decimal],
  ['cmi\\.(total_time|session_time|max_time_allowed)', text(64)],
  ['cmi\\.time_limit_action', oneOf('exit,message', 'exit,no message', 'continue,message', 'continue,no message', '')],
  ['cmi\\.suspend_data', text(64_000)],
  ['cmi\\.launch_data', text(4000)],
  ['cmi\\.learner_preference\\.(audio_level|delivery_speed|audio_captioning)', decimal],
  ['cmi\\.learner_preference\\.language', text(250)],
  [`cmi\\.comments_from_(learner|lms)\\.${n}\\.comment`, text(4000)],
  [`cmi\\.comments_from_(learner|lms)\\.${n}\\.(location|timestamp)`, text(250)],
  [`cmi\\.objectives\\.${n}\\.(id|description)`, text(4000)],
  [`cmi\\.objectives\\.${n}\\.score\\.(scaled|raw|min|max)`, decimal],
  [`cmi\\.objectives\\.${n}\\.(progress_measure)`, decimal],
  [`cmi\\.objectives\\.${n}\\.completion_status`, oneOf(...COMPLETION_2004)],
  [`cmi\\.objectives\\.${n}\\.success_status`, oneOf(...SUCCESS_2004)],
  [`cmi\\.interactions\\.${n}\\.(id|timestamp|latency)`, text(4000)],
  [`cmi\\.interactions\\.${n}\\.type`, oneOf(...INTERACTION_TYPES_2004)],
  [`cmi\\.interactions\\.${n}\\.objectives\\.${n}\\.id`, text(4000)],
  [`cmi\\.interactions\\.${n}\\.correct_responses\\.${n}\\.pattern`, text(4000)],
  [`cmi\\.interactions\\.${n}\\.weighting`, decimal],
  [`cmi\\.interactions\\.${n}\\.learner_response`, text(4000)],
  [`cmi\\.interactions\\.${n}\\.result`, { max: 64, vocabulary: RESULTS_2004, decimal: true }],
  [`cmi\\.interactions\\.${n}\\.description`, text(4000)],
];

const compile = (rows: ReadonlyArray<readonly [string, Check]>) =>
  rows.map(([pattern, check]) => [new RegExp(`^${pattern}$`), check] as const);
// Built on first use, not at load: the domain's entry is in the web's first view, which has no use for them.
const compiled: Partial<Record<ScormDataModel, ReadonlyArray<readonly [RegExp, Check]>>> = {};
const rulesOf = (model: ScormDataModel) => (compiled[model] ??= compile(model === '1.2' ? scorm12Rules() : scorm2004Rules()));

const DECIMAL = /^-?\d{1,20}(\.\d{1,20})?$/;

function problemOf(check: Check, value: string): ScormElementProblem | null {
  if (value.length > check.max) return 'tooLong';
  if (value === '') return null; // an element not set yet is rendered empty
  if (check.vocabulary?.includes(value)) return null;
  if (check.decimal && DECIMAL.test(value)) return null;
  return check.vocabulary || check.decimal ? 'wrongType' : null;
}

/**
 * The first element of a committed data model the server will not keep, or null: a name
 * not of the version, a value too long for the element or outside its vocabulary/type.
 */
export function findInvalidScormElement(model: ScormDataModel, cmi: FlatCmi): ScormElementRefusal | null {
  const names = Object.keys(cmi);
  if (names.length > MAX_SCORM_ELEMENTS) return { element: 'cmi', problem: 'tooManyElements' };
  const rules = rulesOf(model);
  for (const element of names) {
    const rule = rules.find(([pattern]) => pattern.test(element));
    if (!rule) return { element, problem: 'unknownElement' };
    const problem = problemOf(rule[1], cmi[element]!);
    if (problem) return { element, problem };
  }
  return null;
}
