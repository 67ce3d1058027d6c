import { describe, expect, it } from 'vitest';
import { getScormEntry, getScormResult, type FlatCmi, type ScormCriteria, type ScormResult } from './scorm-status.ts';

type Case = readonly [string, FlatCmi, ScormCriteria, ScormResult];

describe('SCORM 1.2: cmi.core.lesson_status and score (RTE 3.4.4)', () => {
  const cases: Case[] = [
    ['"passed" ends the lesson, passed', { 'cmi.core.lesson_status': 'passed' }, {}, { completed: true, passed: true, scaledScore: null }],
    ['"failed" ends the lesson, failed', { 'cmi.core.lesson_status': 'failed' }, {}, { completed: true, passed: false, scaledScore: null }],
    [
      '"completed" ends it, success unknown',
      { 'cmi.core.lesson_status': 'completed' },
      {},
      { completed: true, passed: null, scaledScore: null },
    ],
    ['"incomplete" does not', { 'cmi.core.lesson_status': 'incomplete' }, {}, { completed: false, passed: null, scaledScore: null }],
    ['"browsed" does not', { 'cmi.core.lesson_status': 'browsed' }, {}, { completed: false, passed: null, scaledScore: null }],
    ['nothing set: "not attempted"', {}, {}, { completed: false, passed: null, scaledScore: null }],
    [
      '"the raw score … relative to the range" min..max',
      { 'cmi.core.lesson_status': 'passed', 'cmi.core.score.raw': '15', 'cmi.core.score.min': '10', 'cmi.core.score.max': '20' },
      {},
      { completed: true, passed: true, scaledScore: 0.5 },
    ],
    [
      'no max: 0..100',
      { 'cmi.core.lesson_status': 'passed', 'cmi.core.score.raw': '85' },
      {},
      { completed: true, passed: true, scaledScore: 0.85 },
    ],
    [
      '"the LMS … compare the raw score to the mastery score": below it, failed whatever the SCO said',
      { 'cmi.core.lesson_status': 'passed', 'cmi.core.score.raw': '70' },
      { masteryScore: 80 },
      { completed: true, passed: false, scaledScore: 0.7 },
    ],
    [
      'at the mastery score, passed',
      { 'cmi.core.lesson_status': 'incomplete', 'cmi.core.score.raw': '80' },
      { masteryScore: 80 },
      { completed: true, passed: true, scaledScore: 0.8 },
    ],
    [
      'a mastery score but no raw score: the status stands',
      { 'cmi.core.lesson_status': 'incomplete', 'cmi.core.score.raw': '' },
      { masteryScore: 80 },
      { completed: false, passed: null, scaledScore: null },
    ],
  ];
  it.each(cases)('%s', (_name, cmi, criteria, expected) => expect(getScormResult('1.2', cmi, criteria)).toEqual(expected));
});

describe('SCORM 2004: completion_status, success_status, score.scaled (4th Ed. RTE 4.2.4.1, 4.2.22.1)', () => {
  const cases: Case[] = [
    [
      'completed and passed with a scaled score',
      { 'cmi.completion_status': 'completed', 'cmi.success_status': 'passed', 'cmi.score.scaled': '0.9' },
      {},
      { completed: true, passed: true, scaledScore: 0.9 },
    ],
    [
      '"unknown" completion is not completed',
      { 'cmi.completion_status': 'unknown' },
      {},
      { completed: false, passed: null, scaledScore: null },
    ],
    ['failed without completion', { 'cmi.success_status': 'failed' }, {}, { completed: false, passed: false, scaledScore: null }],
    ['a negative scaled score counts as 0', { 'cmi.score.scaled': '-0.5' }, {}, { completed: false, passed: null, scaledScore: 0 }],
    [
      'no scaled score: raw within min..max',
      { 'cmi.score.raw': '3', 'cmi.score.max': '4' },
      {},
      { completed: false, passed: null, scaledScore: 0.75 },
    ],
    [
      '"progress_measure >= completion_threshold: completed"',
      { 'cmi.completion_status': 'incomplete', 'cmi.progress_measure': '0.8' },
      { completionThreshold: 0.75 },
      { completed: true, passed: null, scaledScore: null },
    ],
    [
      '"below the threshold: incomplete", whatever the SCO said',
      { 'cmi.completion_status': 'completed', 'cmi.progress_measure': '0.5' },
      { completionThreshold: 0.75 },
      { completed: false, passed: null, scaledScore: null },
    ],
    [
      '"a threshold and no progress_measure: unknown"',
      { 'cmi.completion_status': 'completed' },
      { completionThreshold: 0.75 },
      { completed: false, passed: null, scaledScore: null },
    ],
    [
      '"score.scaled >= scaled_passing_score: passed"',
      { 'cmi.success_status': 'failed', 'cmi.score.scaled': '0.7' },
      { scaledPassingScore: 0.6 },
      { completed: false, passed: true, scaledScore: 0.7 },
    ],
    [
      '"below it: failed"',
      { 'cmi.success_status': 'passed', 'cmi.score.scaled': '0.5' },
      { scaledPassingScore: 0.6 },
      { completed: false, passed: false, scaledScore: 0.5 },
    ],
    [
      '"a passing score and no scaled score: unknown"',
      { 'cmi.success_status': 'passed' },
      { scaledPassingScore: 0.6 },
      { completed: false, passed: null, scaledScore: null },
    ],
  ];
  it.each(cases)('%s', (_name, cmi, criteria, expected) => expect(getScormResult('2004', cmi, criteria)).toEqual(expected));
});

describe('cmi.entry on the next launch (1.2 RTE 3.4.4 cmi.core.entry, 2004 RTE 4.2.8)', () => {
  it.each([
    ['1.2', { 'cmi.core.exit': 'suspend' }, 'resume'],
    ['1.2', { 'cmi.core.exit': 'logout' }, 'ab-initio'],
    ['1.2', {}, 'ab-initio'],
    ['2004', { 'cmi.exit': 'suspend' }, 'resume'],
    ['2004', { 'cmi.exit': 'normal' }, 'ab-initio'],
    ['2004', { 'cmi.core.exit': 'suspend' }, 'ab-initio'],
  ] as const)('%s after %o: %s', (model, cmi, entry) => expect(getScormEntry(model, cmi)).toBe(entry));
});
