import { describe, expect, it } from 'vitest';
import { findInvalidScormElement, MAX_SCORM_ELEMENTS } from './scorm-data-model.ts';

describe('what the server keeps of a data model (1.2 RTE 3.4, 2004 4th Ed. RTE 4.2)', () => {
  it.each([
    ['1.2', { 'cmi.core.lesson_status': 'passed', 'cmi.core.score.raw': '85', 'cmi.suspend_data': 'x'.repeat(4096) }],
    ['1.2', { 'cmi.interactions.12.correct_responses.0.pattern': 'a', 'cmi.interactions.0.result': '0.5', 'cmi.core.exit': '' }],
    ['2004', { 'cmi.completion_status': 'completed', 'cmi.score.scaled': '-1', 'cmi.suspend_data': 'x'.repeat(64_000) }],
    ['2004', { 'cmi.objectives.3.success_status': 'unknown', 'cmi.interactions.0.type': 'long-fill-in', 'cmi.exit': 'normal' }],
  ] as const)('%s keeps %o', (model, cmi) => expect(findInvalidScormElement(model, cmi)).toBeNull());

  it.each([
    ['1.2', { 'cmi.completion_status': 'completed' }, 'cmi.completion_status', 'unknownElement'],
    ['2004', { 'cmi.core.lesson_status': 'passed' }, 'cmi.core.lesson_status', 'unknownElement'],
    ['1.2', { 'cmi.core.lesson_status': 'done' }, 'cmi.core.lesson_status', 'wrongType'],
    ['1.2', { 'cmi.core.score.raw': '1e3' }, 'cmi.core.score.raw', 'wrongType'],
    ['1.2', { 'cmi.core.lesson_location': 'x'.repeat(256) }, 'cmi.core.lesson_location', 'tooLong'],
    ['1.2', { 'cmi.suspend_data': 'x'.repeat(4097) }, 'cmi.suspend_data', 'tooLong'],
    ['2004', { 'cmi.suspend_data': 'x'.repeat(64_001) }, 'cmi.suspend_data', 'tooLong'],
    ['2004', { 'cmi.exit': 'quit' }, 'cmi.exit', 'wrongType'],
    ['2004', { 'cmi.interactions.0.result': 'wrong' }, 'cmi.interactions.0.result', 'wrongType'],
    ['2004', { 'adl.nav.request': 'continue' }, 'adl.nav.request', 'unknownElement'],
  ] as const)('%s refuses %o', (model, cmi, element, problem) => expect(findInvalidScormElement(model, cmi)).toEqual({ element, problem }));

  it('refuses more elements than any data model needs', () => {
    const cmi = Object.fromEntries(Array.from({ length: MAX_SCORM_ELEMENTS + 1 }, (_, i) => [`cmi.interactions.${i}.id`, 'q']));
    expect(findInvalidScormElement('2004', cmi)).toEqual({ element: 'cmi', problem: 'tooManyElements' });
  });
});
