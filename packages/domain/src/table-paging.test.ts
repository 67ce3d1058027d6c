import { describe, expect, it } from 'vitest';
import { getTablePage } from './table-paging.ts';

describe('getTablePage (doc 1 §9 data grid "Page {0} of {1} ({2} items)")', () => {
  it.each([
    ['an empty table is page 1 of 1', 1, 0, { page: 1, pages: 1, count: 0, skip: 0, hasPrevious: false, hasNext: false }],
    ['ten rows fill one page', 1, 10, { page: 1, pages: 1, count: 10, skip: 0, hasPrevious: false, hasNext: false }],
    ['eleven rows make two pages', 1, 11, { page: 1, pages: 2, count: 11, skip: 0, hasPrevious: false, hasNext: true }],
    ['the second page skips the first ten', 2, 11, { page: 2, pages: 2, count: 11, skip: 10, hasPrevious: true, hasNext: false }],
    ['a page past the end is the last page', 5, 25, { page: 3, pages: 3, count: 25, skip: 20, hasPrevious: true, hasNext: false }],
    ['a page before the first is the first', 0, 25, { page: 1, pages: 3, count: 25, skip: 0, hasPrevious: false, hasNext: true }],
  ])('%s', (_title, wanted, count, expected) => {
    expect(getTablePage(wanted, count)).toEqual(expected);
  });

  it('takes another page size', () => {
    expect(getTablePage(2, 5, 2)).toMatchObject({ page: 2, pages: 3, skip: 2 });
  });
});
