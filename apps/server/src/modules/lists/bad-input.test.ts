import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LIST_PATHS } from '@lp/contract';
import { setupTestApp } from '../../../test/setup-test-app.ts';

const demo = setupTestApp({ sessions: ['learner'] });

const list = (query: Record<string, string | string[]>, path: string = LIST_PATHS.enrolled) =>
  demo.app.inject({ url: path, headers: demo.learner, query });
const deep = (n: number): unknown => (n === 0 ? ['objective.name', 'contains', 'a'] : ['!', deep(n - 1)]);

describe('list load options are whitelisted', () => {
  it.each([
    ['an unknown field', { filter: JSON.stringify(['objective.secret', '=', 'x']) }, /unknown filter field/],
    ['a column name in SQL form', { filter: JSON.stringify(['o.name', '=', 'x']) }, /unknown filter field/],
    ['an unknown operator', { filter: JSON.stringify(['objective.name', 'ilike', 'x']) }, /unknown operator/],
    ['SQL in the operator', { filter: JSON.stringify(['objective.name', "= '' OR 1=1 --", 'x']) }, /unknown operator/],
    ['a nesting too deep', { filter: JSON.stringify(deep(12)) }, /deeper than/],
    ['a number where text is expected', { filter: JSON.stringify(['objective.name', 'contains', 5]) }, /must be text/],
    ['text where a boolean is expected', { filter: JSON.stringify(['isMandatory', '=', 'yes']) }, /must be a boolean/],
    ['a bad id', { filter: JSON.stringify(['termId', '=', "1' OR '1'='1"]) }, /must be a uuid/],
    ['an unknown progress value', { filter: JSON.stringify(['courseProgress', '=', 'finishedish']) }, /must be one of/],
    ['a dangling operator', { filter: JSON.stringify([['objective.name', 'contains', 'a'], 'and']) }, /ends with an operator/],
    [
      'mixed and/or without brackets',
      {
        filter: JSON.stringify([
          ['objective.name', 'contains', 'a'],
          'and',
          ['objective.code', 'contains', 'b'],
          'or',
          ['objective.name', 'contains', 'c'],
        ]),
      },
      /brackets/,
    ],
    ['broken JSON', { filter: '[["objective.name",' }, /not valid JSON/],
    ['an over-long filter', { filter: JSON.stringify(['objective.name', 'contains', 'x'.repeat(5000)]) }, /longer than/],
    ['a long text value', { filter: JSON.stringify(['objective.name', 'contains', 'x'.repeat(300)]) }, /at most 200/],
    ['an unsortable field', { sort: JSON.stringify([{ selector: 'password_hash', desc: false }]) }, /cannot sort/],
    ['a negative skip', { skip: '-1' }, /whole number/],
    ['a huge take', { take: '100000' }, /at most/],
    ['a non-id collection', { showcase: "x' OR 1=1" }, /must be ids/],
    ['an unknown parameter', { orderBy: 'name' }, /unknown query parameter/],
    ['a repeated filter', { filter: ['[]', '[]'] }, /once/],
  ])('answers 400 to %s, saying what was wrong', async (_name, query, message) => {
    const res = await list(query as Record<string, string>);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.general[0]).toMatch(message);
  });

  it('rejects the same on the catalog and the open catalog', async () => {
    expect((await list({ filter: JSON.stringify(['isMandatory', '=', true]) }, LIST_PATHS.catalog)).statusCode).toBe(400);
    const anonymous = await demo.app.inject({ url: LIST_PATHS.public, query: { filter: JSON.stringify(['termId', '=', null]) } });
    expect(anonymous.statusCode).toBe(400);
  });

  it('never answers 500, whatever filter is generated', async () => {
    const field = fc.constantFrom(
      'objective.name',
      'objective.code',
      'termId',
      'isMandatory',
      'courseProgress',
      'objectiveWorkflowAggregate.lastObjectiveWorkflow.state',
      'userId',
      'nope',
      "'; DROP TABLE users; --",
    );
    const op = fc.constantFrom('=', '<>', '>', 'contains', 'startswith', 'anyof', 'between', '!');
    const value = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.uuid(),
      fc.array(fc.oneof(fc.uuid(), fc.string({ maxLength: 5 }), fc.integer()), { maxLength: 4 }),
    );
    const condition = fc.tuple(field, op, value);
    const expression = fc.letrec<{ expr: unknown }>((tie) => ({
      expr: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        condition,
        fc.tuple(fc.constant('!'), tie('expr')),
        fc.array(fc.oneof(tie('expr'), fc.constantFrom('and', 'or')), { minLength: 1, maxLength: 5 }),
        fc.anything({ maxDepth: 2 }),
      ),
    })).expr;
    await fc.assert(
      fc.asyncProperty(expression, async (filter) => {
        const res = await list({ filter: JSON.stringify(filter) ?? 'null' });
        expect([200, 400]).toContain(res.statusCode);
      }),
      { numRuns: 150 },
    );
  });
});
