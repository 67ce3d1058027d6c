import { describe, expect, it } from 'vitest';
import { LIST_PATHS, type EnrolledCourse, type ListResponse } from '@lp/contract';
import {
  compareDueFirst,
  getDueRank,
  getLastActivityTime,
  LIST_SORT_ITEMS,
  type CourseUrgencyInput,
  type ListSortKey,
  type WorkflowState,
} from '@lp/domain';
import { setupTestApp } from '../../../test/setup-test-app.ts';

const demo = setupTestApp({ sessions: ['learner'] });

const list = (query: Record<string, string>, path: string = LIST_PATHS.enrolled) =>
  demo.app.inject({ url: path, headers: demo.learner, query });
const sorted = async (key: ListSortKey, extra: Record<string, string> = {}) => {
  const res = await list({ sort: JSON.stringify(LIST_SORT_ITEMS[key]), take: '500', ...extra });
  expect(res.statusCode).toBe(200);
  return (res.json() as ListResponse<EnrolledCourse>).data;
};
const urgency = (c: EnrolledCourse): CourseUrgencyInput => ({
  dueDate: c.objectiveAccess?.dueDate ?? null,
  workflowState: (c.objectiveWorkflowAggregate.lastObjectiveWorkflow?.state ?? null) as WorkflowState | null,
  hasRecord: c.objectiveWorkflowAggregate.lastObjectiveRecord !== null,
});
const lastActivity = (c: EnrolledCourse) =>
  getLastActivityTime(c.objectiveWorkflowAggregate.lastObjectiveWorkflow, c.objectiveWorkflowAggregate.lastObjectiveRecord?.finished);
const byName = (a: EnrolledCourse, b: EnrolledCourse) =>
  a.objective.name < b.objective.name ? -1 : a.objective.name > b.objective.name ? 1 : 0;

describe('My courses sorted (issue 33: Due first, Recently active, Name)', () => {
  it('"Due first" is the domain’s order: overdue, then the nearest due date, done and undated last', async () => {
    const now = new Date();
    const data = await sorted('dueFirst');
    const ranks = data.map((c) => getDueRank(urgency(c), now));
    // The demo has overdue, upcoming and other courses: the order is tested, not assumed.
    expect(new Set(ranks)).toEqual(new Set([0, 1, 2]));
    const expected = [...data].sort((a, b) => compareDueFirst(urgency(a), urgency(b), now) || byName(a, b));
    expect(data.map((c) => c.objective.name)).toEqual(expected.map((c) => c.objective.name));
  });

  it('"Recently active" puts the latest activity first, courses never worked on last', async () => {
    const data = await sorted('recentlyActive');
    const times = data.map((c) => lastActivity(c) ?? -Infinity);
    expect(times.some((t) => t === -Infinity) && times.some((t) => t > 0)).toBe(true);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('"Name" stays the default', async () => {
    const res = await list({ take: '500' });
    const names = (res.json() as ListResponse<EnrolledCourse>).data.map((c) => c.objective.name);
    expect(names).toEqual((await sorted('name')).map((c) => c.objective.name));
  });

  it('pages in the same order as the whole list (the server sorts, not the page)', async () => {
    const whole = (await sorted('dueFirst')).map((c) => c.id);
    const pages: string[] = [];
    for (let skip = 0; skip < whole.length; skip += 4) {
      pages.push(...(await sorted('dueFirst', { take: '4', skip: String(skip) })).map((c) => c.id));
    }
    expect(pages).toEqual(whole);
  });

  it('sorts within a filter: the mandatory courses, due first', async () => {
    const now = new Date();
    const data = await sorted('dueFirst', { filter: JSON.stringify(['isMandatory', '=', true]) });
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((c) => c.isMandatory)).toBe(true);
    const ranks = data.map((c) => getDueRank(urgency(c), now));
    expect(ranks).toEqual([...ranks].sort());
  });
});

describe('bad sort values are a 400 with a message', () => {
  it.each([
    ['an unknown order', JSON.stringify([{ selector: 'dueFirst' }]), /cannot sort by "dueFirst"/, LIST_PATHS.enrolled],
    ['SQL as a selector', JSON.stringify([{ selector: 'o.name; DROP TABLE users' }]), /cannot sort by/, LIST_PATHS.enrolled],
    [
      'a direction that is not true or false',
      JSON.stringify([{ selector: 'dueRank', desc: 'yes' }]),
      /must be true or false/,
      LIST_PATHS.enrolled,
    ],
    ['not a list', JSON.stringify({ selector: 'dueRank' }), /sort must be a list/, LIST_PATHS.enrolled],
    ['not JSON', 'dueRank', /sort/, LIST_PATHS.enrolled],
    ['too many items', JSON.stringify(Array(5).fill('lastActivity')), /sort must be a list of 1 to 4 items/, LIST_PATHS.enrolled],
    [
      'the due order on the catalog (no learner’s dates there)',
      JSON.stringify(LIST_SORT_ITEMS.dueFirst),
      /cannot sort by "dueRank"/,
      LIST_PATHS.catalog,
    ],
  ])('%s', async (_title, sort, message, path) => {
    const res = await list({ sort }, path);
    expect(res.statusCode).toBe(400);
    expect((res.json() as { errors: { general: string[] } }).errors.general.join(' ')).toMatch(message);
  });
});
