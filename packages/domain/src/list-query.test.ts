import { describe, expect, it } from 'vitest';
import { createEmptyFilterState } from './filter-state.ts';
import type { FilterState } from './filter-state.ts';
import { parseListQuery, serializeListQuery } from './list-query.ts';
import type { KnownFilterValues } from './list-query.ts';
import { createQueryParams } from './web-url.ts';

const known: KnownFilterValues = {
  collectionIds: ['c1', 'c2'],
  termIds: ['t1', 't2'],
  categories: [
    { id: 'cat1', attributeIds: ['a1', 'a2'] },
    { id: 'cat2', attributeIds: ['b1'] },
  ],
};
const empty = createEmptyFilterState();

describe('parseListQuery (doc 1 §2 List query parameters, §5)', () => {
  it.each<{
    rule: string;
    query: string;
    listType: 'enrolled' | 'catalog' | 'public';
    state: Partial<FilterState>;
    keyword?: string;
    dropped: boolean;
  }>([
    { rule: 'an empty query gives empty filters', query: '', listType: 'enrolled', state: {}, dropped: false },
    {
      rule: 'reads the keyword as typed',
      query: 'keyword=Fire%20Safety',
      listType: 'catalog',
      state: {},
      keyword: 'Fire Safety',
      dropped: false,
    },
    {
      rule: 'reads comma-separated collections',
      query: 'collection=c1,c2',
      listType: 'catalog',
      state: { collection: ['c1', 'c2'] },
      dropped: false,
    },
    { rule: 'merges repeated keys', query: 'term=t1&term=t2', listType: 'enrolled', state: { term: ['t1', 't2'] }, dropped: false },
    {
      rule: 'drops an unknown collection id and raises the notice',
      query: 'collection=c1,zz',
      listType: 'enrolled',
      state: { collection: ['c1'] },
      dropped: true,
    },
    { rule: 'drops an unknown term id', query: 'term=t9', listType: 'catalog', state: {}, dropped: true },
    {
      rule: 'reads progress and priority on the enrolled list',
      query: 'courseProgress=notStarted,completed&coursePriority=mandatory',
      listType: 'enrolled',
      state: { courseProgress: ['notStarted', 'completed'], coursePriority: ['mandatory'] },
      dropped: false,
    },
    {
      rule: 'drops a progress value outside the enumeration',
      query: 'courseProgress=finished',
      listType: 'enrolled',
      state: {},
      dropped: true,
    },
    {
      rule: 'drops a priority value outside the enumeration',
      query: 'coursePriority=urgent,optional',
      listType: 'enrolled',
      state: { coursePriority: ['optional'] },
      dropped: true,
    },
    { rule: 'drops course progress on the catalog list', query: 'courseProgress=completed', listType: 'catalog', state: {}, dropped: true },
    { rule: 'drops course priority on the public list', query: 'coursePriority=mandatory', listType: 'public', state: {}, dropped: true },
    { rule: 'drops terms on the public list', query: 'term=t1', listType: 'public', state: {}, dropped: true },
    {
      rule: 'reads category attributes',
      query: 'category%5Bcat1%5D=a1,a2&category[cat2]=b1',
      listType: 'public',
      state: { category: { cat1: ['a1', 'a2'], cat2: ['b1'] } },
      dropped: false,
    },
    {
      rule: 'drops an attribute of another category',
      query: 'category[cat2]=a1,b1',
      listType: 'catalog',
      state: { category: { cat2: ['b1'] } },
      dropped: true,
    },
    { rule: 'drops an unknown category', query: 'category[nope]=a1', listType: 'catalog', state: {}, dropped: true },
    { rule: 'drops unknown keys', query: 'sort=name&collection=c1', listType: 'catalog', state: { collection: ['c1'] }, dropped: true },
    {
      rule: 'ignores the public course page’s landing with the enrolment flow, without the notice',
      query: 'occflow=addToMyCourses&objectiveId=o1&landing=course',
      listType: 'catalog',
      state: {},
      dropped: false,
    },
    {
      rule: 'ignores the entry parameters without the notice',
      query: 'occflow=startTheCourse&objectiveId=o1&selfRegistered=true',
      listType: 'enrolled',
      state: {},
      dropped: false,
    },
    { rule: 'ignores blank values without the notice', query: 'collection=&term=,', listType: 'enrolled', state: {}, dropped: false },
    {
      rule: 'keeps one copy of a repeated id',
      query: 'collection=c1,c1&collection=c1',
      listType: 'catalog',
      state: { collection: ['c1'] },
      dropped: false,
    },
  ])('$rule', ({ query, listType, state, keyword = '', dropped }) => {
    expect(parseListQuery(query, listType, known)).toEqual({ state: { ...empty, ...state }, keyword, sort: 'name', dropped });
  });

  it('accepts URLSearchParams as well as a string', () => {
    const parsed = parseListQuery(createQueryParams('?collection=c2&keyword=x'), 'catalog', known);
    expect(parsed).toEqual({ state: { ...empty, collection: ['c2'] }, keyword: 'x', sort: 'name', dropped: false });
  });
});

describe('serializeListQuery (round-trips with parseListQuery)', () => {
  const full: FilterState = {
    courseProgress: ['inProgress'],
    coursePriority: ['mandatory', 'optional'],
    term: ['t2'],
    collection: ['c1', 'c2'],
    category: { cat1: ['a2'], cat2: ['b1'] },
  };

  it.each([
    ['every filter and a keyword', full, 'Fire & safety, 100%'],
    ['no filters and no keyword', empty, ''],
    ['only a keyword', empty, ' leading space'],
  ])('round-trips %s', (_rule, state, keyword) => {
    const query = serializeListQuery(state, keyword).toString();
    expect(parseListQuery(query, 'enrolled', known)).toEqual({ state, keyword, sort: 'name', dropped: false });
  });

  it('writes one comma-separated value per key and leaves empty ones out', () => {
    const params = serializeListQuery({ ...empty, collection: ['c1', 'c2'], category: { cat1: ['a1'], cat2: [] } }, '');
    expect(params.get('collection')).toBe('c1,c2');
    expect(params.get('category[cat1]')).toBe('a1');
    expect(params.has('category[cat2]')).toBe(false);
    expect(params.has('keyword')).toBe(false);
    expect(params.has('term')).toBe(false);
  });
});

describe('the order in the URL (issue 33)', () => {
  it.each<[string, string, 'enrolled' | 'catalog' | 'public', string, boolean]>([
    ['reads "Due first" on My courses', 'sort=dueFirst', 'enrolled', 'dueFirst', false],
    ['reads "Recently active" on My courses', 'sort=recentlyActive&keyword=fire', 'enrolled', 'recentlyActive', false],
    ['reads the name order when asked for', 'sort=name', 'enrolled', 'name', false],
    ['is the name without a sort', 'keyword=fire', 'enrolled', 'name', false],
    ['drops an unknown order', 'sort=dueDate', 'enrolled', 'name', true],
    ['drops an empty order', 'sort=', 'enrolled', 'name', true],
    ['keeps the first of repeated orders', 'sort=dueFirst&sort=name', 'enrolled', 'dueFirst', false],
    ['drops an order on the catalog (no learner’s dates there)', 'sort=dueFirst', 'catalog', 'name', true],
  ])('%s', (_rule, query, listType, sort, dropped) => {
    const parsed = parseListQuery(query, listType, known);
    expect(parsed.sort).toBe(sort);
    expect(parsed.dropped).toBe(dropped);
  });

  it.each(['dueFirst', 'recentlyActive'] as const)('round-trips %s with the filters', (sort) => {
    const query = serializeListQuery({ ...empty, coursePriority: ['mandatory'] }, 'x', sort).toString();
    expect(parseListQuery(query, 'enrolled', known)).toEqual({
      state: { ...empty, coursePriority: ['mandatory'] },
      keyword: 'x',
      sort,
      dropped: false,
    });
  });

  it('leaves the default order out of the URL', () => {
    expect(serializeListQuery(empty, '', 'name').has('sort')).toBe(false);
  });
});
