/**
 * Judges one API call against ADL's expectation, as the test suite's
 * `TestCaseEvaluator.evaluateCurrentResult` does: which checks apply depends on the
 * method and the element (learner_name: only the error code; request_valid: any of
 * true/false/unknown; comments_from_lms: any of the allowed errors; GetErrorString /
 * GetDiagnostic: `less255` or `emptyCS`; a GetValue with a value: compared as the data
 * model type compares, so "0.50" equals "0.5" and "PT1M" equals "PT60S").
 */
import type { TestCommand } from './test-case.ts';

type CallCommand = Extract<TestCommand, { kind: 'call' }>;

/** What the API answered: the method's return value and GetLastError() right after. */
export type Observed = { returned: string; errorCode: string; element: string } | { failure: string };

export type Verdict = { passed: true } | { passed: false; reason: string };

const MAX_MESSAGE = 255;

export function judge(command: CallCommand, observed: Observed, learner: { id: string; name: string }): Verdict {
  if ('failure' in observed) return { passed: false, reason: observed.failure };
  const { returned, errorCode, element } = observed;
  let expected = command.expectedValue;
  if (command.method === 'GetValue' && element.includes('learner_id')) expected = learner.id;
  const errorVerdict = (): Verdict =>
    errorCode === command.expectedError
      ? { passed: true }
      : { passed: false, reason: `error ${errorCode}, expected ${command.expectedError}` };
  const both = (valueOk: boolean, wanted: string): Verdict => {
    const error = errorVerdict();
    if (valueOk) return error;
    const valueReason = `returned ${quote(returned)}, expected ${wanted}`;
    return { passed: false, reason: error.passed ? valueReason : `${valueReason}; ${error.reason}` };
  };
  if (command.method === 'GetValue') {
    if (element.includes('learner_name')) return errorVerdict();
    if (element.includes('request_valid.choice') || element.includes('request_valid.jump')) {
      return isRequestValid(returned)
        ? { passed: true }
        : { passed: false, reason: `returned ${quote(returned)}, expected true/false/unknown` };
    }
    if (!element.includes('_children') && element.includes('comments_from_lms')) {
      const allowed = ['0', '301', '403'].concat(element === 'cmi.comments_from_lms' ? ['401'] : []);
      return allowed.includes(errorCode)
        ? { passed: true }
        : { passed: false, reason: `error ${errorCode}, expected one of ${allowed.join(', ')}` };
    }
    if (expected !== '' && !element.includes('_count')) {
      if (element.includes('request_valid')) return both(isRequestValid(returned), 'true/false/unknown');
      return both(sameValue(element, expected, returned), quote(expected));
    }
    if (command.element.includes('&') && element.endsWith('.id')) {
      const id = command.element.split('&')[1] ?? '';
      return both(returned === id, quote(id));
    }
  }
  if (command.method === 'GetErrorString' || command.method === 'GetDiagnostic') {
    const ok = command.method === 'GetErrorString' && expected === 'emptyCS' ? returned === '' : returned.length < MAX_MESSAGE;
    return both(ok, command.method === 'GetErrorString' && expected === 'emptyCS' ? 'an empty string' : 'a string under 255 characters');
  }
  return both(returned === expected, quote(expected));
}

/** The objective ids the LMS holds are those the manifest declares (`COI`). */
export function judgeObjectiveIds(expectedIds: string[], actualIds: string[]): Verdict {
  const missing = expectedIds.filter((id) => !actualIds.includes(id));
  const extra = actualIds.filter((id) => !expectedIds.includes(id));
  if (missing.length === 0 && extra.length === 0) return { passed: true };
  return { passed: false, reason: `objectives ${JSON.stringify(actualIds)}, expected ${JSON.stringify(expectedIds)}` };
}

function isRequestValid(value: string): boolean {
  return value === 'true' || value === 'false' || value === 'unknown';
}

function quote(value: string): string {
  return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}…` : value);
}

const REAL = /(^|\.)(scaled|raw|min|max|progress_measure|scaled_passing_score|completion_threshold|weighting|audio_level|delivery_speed)$/;
const DURATION = /(^|\.)(total_time|session_time|max_time_allowed|latency)$/;
const LOCALIZED =
  /(comments_from_learner\.\d+\.comment|comments_from_lms\.\d+\.comment|objectives\.\d+\.description|interactions\.\d+\.description|learner_name)$/;

/** Equality by the element's data model type (the Java evaluator's `DMElement.equals`). */
export function sameValue(element: string, expected: string, returned: string): boolean {
  if (expected === returned) return true;
  // RTE 4.1.1.6: _children lists the supported elements; the order is not specified.
  if (element.endsWith('._children')) return [...expected.split(',')].sort().join() === [...returned.split(',')].sort().join();
  if (REAL.test(element)) return numberEquals(expected, returned);
  if (DURATION.test(element)) {
    const a = durationSeconds(expected);
    const b = durationSeconds(returned);
    return a !== undefined && a === b;
  }
  if (/(^|\.)timestamp$/.test(element)) {
    const a = Date.parse(expected);
    return !Number.isNaN(a) && a === Date.parse(returned);
  }
  if (/\.language$/.test(element)) return expected.toLowerCase() === returned.toLowerCase();
  if (LOCALIZED.test(element)) {
    const a = localized(expected);
    const b = localized(returned);
    return a.lang === b.lang && a.text === b.text;
  }
  if (/interactions\.\d+\.result$/.test(element)) return numberEquals(expected, returned);
  return false;
}

function numberEquals(a: string, b: string): boolean {
  const x = Number(a);
  const y = Number(b);
  return a.trim() !== '' && b.trim() !== '' && Number.isFinite(x) && x === y;
}

/** ISO 8601 duration in seconds (SCORM's timeinterval (second,10,2)); years 365 days, months 30. */
export function durationSeconds(value: string): number | undefined {
  const match = /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(value);
  if (!match || value === 'P' || value.endsWith('T')) return undefined;
  const [, y, mo, d, h, mi, s] = match.map((part) => Number(part ?? 0)) as number[];
  return Math.round((((y! * 365 + mo! * 30 + d!) * 24 + h!) * 60 + mi!) * 6000 + s! * 100) / 100;
}

function localized(value: string): { lang: string; text: string } {
  const match = /^\{lang=([^}]*)\}/.exec(value);
  if (!match) return { lang: 'en', text: value };
  return { lang: match[1]!.toLowerCase(), text: value.slice(match[0].length) };
}
