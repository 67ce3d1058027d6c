import { describe, expect, it } from 'vitest';
import { WorkflowState } from './enums.ts';
import { packageResultEffect, type PackageResult } from './package-result.ts';

const { inProgress, finished } = WorkflowState;
const result = (r: Partial<PackageResult>): PackageResult => ({ completed: false, passed: null, scaledScore: null, ...r });

describe('what a SCORM or cmi5 result does to the activity (issue 34)', () => {
  it.each<[string, PackageResult, ReturnType<typeof packageResultEffect>]>([
    ['incomplete, whatever the score: still working', result({ scaledScore: 0.9 }), { kind: 'unchanged' }],
    [
      'completed without a score: finished, result unknown',
      result({ completed: true }),
      { kind: 'finished', record: { score: null, maxScore: 10, normalizedScore: null, passed: null } },
    ],
    [
      'passed with a scaled score: on the activity’s scale',
      result({ completed: true, passed: true, scaledScore: 0.8 }),
      { kind: 'finished', record: { score: 8, maxScore: 10, normalizedScore: 0.8, passed: true } },
    ],
    [
      'failed is a verdict even when not completed (SCORM 2004 success_status)',
      result({ passed: false, scaledScore: 0.3 }),
      { kind: 'finished', record: { score: 3, maxScore: 10, normalizedScore: 0.3, passed: false } },
    ],
    [
      'a score and no verdict passes at the default pass mark (0.5 passes, 0.4 does not)',
      result({ completed: true, scaledScore: 0.4 }),
      { kind: 'finished', record: { score: 4, maxScore: 10, normalizedScore: 0.4, passed: false } },
    ],
    [
      'a negative scaled score (SCORM allows -1..1) counts as 0',
      result({ completed: true, passed: false, scaledScore: -0.5 }),
      { kind: 'finished', record: { score: 0, maxScore: 10, normalizedScore: 0, passed: false } },
    ],
  ])('%s', (_, given, effect) => {
    expect(packageResultEffect(given, inProgress, 10)).toEqual(effect);
  });

  it('a finished activity never goes back, and a bare "completed" keeps its score', () => {
    expect(packageResultEffect(result({}), finished, 10)).toEqual({ kind: 'unchanged' });
    expect(packageResultEffect(result({ completed: true }), finished, 10)).toEqual({ kind: 'unchanged' });
    expect(packageResultEffect(result({ completed: true, passed: true, scaledScore: 1 }), finished, 10).kind).toBe('finished');
  });
});
