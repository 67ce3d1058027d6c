import { describe, expect, it } from 'vitest';
import { readJavaProperties } from './java-properties.ts';
import { parseCommand, parseTestCase } from './test-case.ts';

describe('ADL test case language', () => {
  it.each([
    ['SET->c~LOC!test->t->0', { method: 'SetValue', element: 'cmi.location', value: 'test', expectedValue: 'true', expectedError: '0' }],
    ['C->->f->142', { method: 'Commit', element: '', expectedValue: 'false', expectedError: '142' }],
    ['GET->c~LOC->->122', { method: 'GetValue', element: 'cmi.location', expectedValue: '', expectedError: '122' }],
    ['SET->!test->f->351', { method: 'SetValue', element: '', value: 'test', expectedValue: 'false', expectedError: '351' }],
    ['GES->402->less255->0', { method: 'GetErrorString', element: '402', expectedValue: 'less255', expectedError: '0' }],
    ['GLE->->201->201', { method: 'GetLastError', element: '', expectedValue: '201', expectedError: '201' }],
    ['SET->c~X!M.n->t->0', { element: 'cmi.exit', value: 'normal', expectedValue: 'true' }],
    ['GET->c~CDT->CDT.c->0', { element: 'cmi.credit', expectedValue: 'credit' }],
    ['SET->c~LOC!->t->0', { element: 'cmi.location', value: '' }],
    ['SET->c~INTR~6~CR~0~P!TY.m->t->0', { element: 'cmi.interactions.6.correct_responses.0.pattern', value: 'matching' }],
    ['SET->c~S~SCA!0.5->t->0', { element: 'cmi.score.scaled', value: '0.5' }],
    ['SET->c~OB~&obj1&~SS!pass->t->0', { element: 'cmi.objectives.&obj1&.success_status', value: 'passed' }],
    ['SET->a~n~r!tar~act_2~choice->t->0', { element: 'adl.nav.request', value: '{target=act_2}choice' }],
    ['GET->a~n~rv~choice~tar~act_2->t->0', { element: 'adl.nav.request_valid.choice.{target=act_2}' }],
    ['GET->c~INTR~0~LR!TY.c->a->0', { element: 'cmi.interactions.0.learner_response', interactionType: 'choice' }],
  ])('%s', (source, expected) => {
    expect(parseCommand(source)).toMatchObject(expected);
  });

  it('reads compare-objective-ids and ignores unknown codes', () => {
    expect(parseCommand('COI->obj1,obj2')).toEqual({
      kind: 'compareObjectiveIds',
      source: 'COI->obj1,obj2',
      expectedIds: ['obj1', 'obj2'],
    });
    expect(parseCommand('UIQ->x')).toBeNull();
  });

  it('reads Java properties: continuations, unicode escapes, comments', () => {
    const text = '# comment\nkey=a\\\n   b\nuni=\\u0057x\n! also comment\nspaced : v\n';
    expect(readJavaProperties(text)).toEqual([
      { key: 'key', value: 'ab' },
      { key: 'uni', value: 'Wx' },
      { key: 'spaced', value: 'v' },
    ]);
  });

  it('groups commands by activity and version in file order', () => {
    const testCase = parseTestCase(
      'X',
      'title=X\nAct1V1.commands.0=I->->t->0\nAct2aV1.commands.0=I->->t->0\nAct1V2.commands.0=I->->t->0\nAct1V2.UIQ=q1\n',
    );
    expect(testCase.runs.map((run) => [run.activity, run.version, run.commands.length])).toEqual([
      ['1', 1, 1],
      ['2a', 1, 1],
      ['1', 2, 1],
    ]);
    expect(testCase.runs[2]!.uiQuestions).toBe('q1');
  });
});
