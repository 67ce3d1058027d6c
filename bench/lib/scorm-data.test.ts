import { describe, expect, it } from 'vitest';
import { findInvalidScormElement, getScormResult, packageResultEffect, WorkflowState } from '@lp/domain';
import { scormCommitCmi } from './scorm-data.ts';

const launched = {
  'cmi.learner_id': 'u-1',
  'cmi.learner_name': 'Learner Bench',
  'cmi.entry': 'ab-initio',
  'cmi.credit': 'credit',
  'cmi.mode': 'normal',
};

describe("the bench's SCORM data model", () => {
  it('is valid SCORM 2004 at every commit, so the server keeps it (a refusal would be counted as an error)', () => {
    for (const seq of [1, 2, 10, 30]) {
      expect(findInvalidScormElement('2004', scormCommitCmi(7, seq, 30, launched))).toBeNull();
      expect(findInvalidScormElement('2004', scormCommitCmi(7, seq, 30, launched, true))).toBeNull();
    }
  });

  it('changes suspend_data of a few hundred bytes each commit and answers one more interaction, up to the quiz', () => {
    const [a, b] = [scormCommitCmi(3, 4, 30, launched), scormCommitCmi(3, 5, 30, launched)];
    expect(a['cmi.suspend_data']).not.toBe(b['cmi.suspend_data']);
    expect(a['cmi.suspend_data']!.length).toBeGreaterThan(250);
    expect(a['cmi.suspend_data']!.length).toBeLessThan(500);
    expect(scormCommitCmi(4, 4, 30, launched)['cmi.suspend_data']).not.toBe(a['cmi.suspend_data']);
    const interactions = (cmi: object) => Object.keys(cmi).filter((k) => k.endsWith('.id') && k.startsWith('cmi.interactions.')).length;
    expect([interactions(a), interactions(b), interactions(scormCommitCmi(3, 99, 30, launched))]).toEqual([4, 5, 24]);
  });

  it('keeps the attempt in progress with a score (the learner resumes it), and suspends at the last', () => {
    for (const cmi of [scormCommitCmi(1, 3, 30, launched), scormCommitCmi(1, 3, 30, launched, true)]) {
      const result = getScormResult('2004', cmi, { scaledPassingScore: 0.8 });
      expect(result.scaledScore).not.toBeNull();
      expect(packageResultEffect(result, WorkflowState.inProgress, 10)).toEqual({ kind: 'unchanged' });
    }
    expect(scormCommitCmi(1, 3, 30, launched, true)['cmi.exit']).toBe('suspend');
  });
});
