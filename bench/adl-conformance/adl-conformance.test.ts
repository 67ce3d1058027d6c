import { describe, expect, it } from 'vitest';
import { durationSeconds, judge, sameValue } from './evaluate.ts';
import { readJavaProperties } from './java-properties.ts';
import { objectiveId } from './manifest.ts';
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

describe('judging a result', () => {
  const learner = { id: 'L1', name: 'Learner' };
  const get = (source: string) => parseCommand(source) as Extract<ReturnType<typeof parseCommand>, { kind: 'call' }>;

  it('compares by the data model type, not by spelling', () => {
    expect(judge(get('GET->c~S~SCA->0.5->0'), { returned: '0.50', errorCode: '0', element: 'cmi.score.scaled' }, learner)).toEqual({
      passed: true,
    });
    expect(judge(get('GET->c~TT->PT1M->0'), { returned: 'PT60S', errorCode: '0', element: 'cmi.total_time' }, learner)).toEqual({
      passed: true,
    });
    expect(judge(get('GET->c~TT->PT1M->0'), { returned: 'PT61S', errorCode: '0', element: 'cmi.total_time' }, learner).passed).toBe(false);
    expect(sameValue('cmi.objectives._children', 'id,score', 'score,id')).toBe(true);
  });

  it('checks the error code as well as the value', () => {
    const verdict = judge(get('SET->c~LOC!test->t->0'), { returned: 'true', errorCode: '406', element: 'cmi.location' }, learner);
    expect(verdict).toEqual({ passed: false, reason: 'error 406, expected 0' });
  });

  it('takes the learner id the runner launched with, and only the error for learner_name', () => {
    expect(judge(get('GET->c~LI->m->0'), { returned: 'L1', errorCode: '0', element: 'cmi.learner_id' }, learner)).toEqual({ passed: true });
    expect(judge(get('GET->c~LN->->0'), { returned: 'Anyone', errorCode: '0', element: 'cmi.learner_name' }, learner)).toEqual({
      passed: true,
    });
  });

  it('applies less255 and emptyCS to GetErrorString', () => {
    expect(judge(get('GES->001->emptyCS->0'), { returned: '', errorCode: '0', element: '001' }, learner)).toEqual({ passed: true });
    expect(judge(get('GES->001->emptyCS->0'), { returned: 'Unknown', errorCode: '0', element: '001' }, learner).passed).toBe(false);
    expect(judge(get('GES->0->less255->0'), { returned: 'x'.repeat(255), errorCode: '0', element: '0' }, learner).passed).toBe(false);
  });

  it('reads ISO 8601 durations', () => {
    expect(durationSeconds('P1DT1H1M1.5S')).toBe(90061.5);
    expect(durationSeconds('PT')).toBeUndefined();
  });
});

describe('test case files as java.util.Properties reads them', () => {
  it('keeps the last value of a repeated key and orders commands by number', () => {
    const testCase = parseTestCase(
      'X',
      'Act1V1.commands.1=SET->a~n~r!N.c->t->0\nAct1V1.commands.0=I->->t->0\nAct1V1.commands.1=SET->c~X!M.n->t->0\n',
    );
    expect(testCase.runs[0]!.commands.map((command) => command.source)).toEqual(['I->->t->0', 'SET->c~X!M.n->t->0']);
  });

  it('reads objective ids as URIs: trimmed and percent-decoded', () => {
    expect(objectiveId(' ob%20j%201     ')).toBe('ob j 1');
    expect(objectiveId('   ')).toBeUndefined();
  });
});
