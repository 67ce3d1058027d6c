import { describe, expect, it } from 'vitest';
import {
  countActiveFilters,
  createEmptyFilterState,
  getFilterSections,
  isFilterStateEmpty,
  pruneStaleCollections,
} from './filter-state.ts';
import type { FilterState } from './filter-state.ts';

const full: FilterState = {
  courseProgress: ['inProgress', 'completed'],
  coursePriority: ['mandatory'],
  term: ['t1'],
  collection: ['c1', 'c2'],
  category: { cat1: ['a1', 'a2'], cat2: [] },
};

describe('getFilterSections (doc 1 §2 Filter drawer)', () => {
  it.each([
    [
      'the enrolled list has progress, priority, term, categories and collections',
      'enrolled',
      ['courseProgress', 'coursePriority', 'term', 'category', 'collection'],
    ],
    ['the catalog has term, categories and collections', 'catalog', ['term', 'category', 'collection']],
    ['the public catalog has categories and collections', 'public', ['category', 'collection']],
  ] as const)('%s', (_rule, listType, sections) => {
    expect(getFilterSections(listType)).toEqual(sections);
  });
});

describe('countActiveFilters (doc 1 §2 filter badge)', () => {
  it.each([
    ['counts every chosen value', full, 8],
    ['counts nothing when nothing is chosen', createEmptyFilterState(), 0],
    ['counts attributes across categories', { ...createEmptyFilterState(), category: { x: ['1'], y: ['2', '3'] } }, 3],
  ])('%s', (_rule, state, count) => {
    expect(countActiveFilters(state)).toBe(count);
  });
});

describe('isFilterStateEmpty (doc 1 §2 clear filters disabled when nothing is chosen)', () => {
  it.each([
    ['a fresh state is empty', createEmptyFilterState(), true],
    ['a category with no attributes left is empty', { ...createEmptyFilterState(), category: { x: [] } }, true],
    ['one collection is not empty', { ...createEmptyFilterState(), collection: ['c1'] }, false],
    ['one progress value is not empty', { ...createEmptyFilterState(), courseProgress: ['notStarted'] }, false],
  ] as const)('%s', (_rule, state, expected) => {
    expect(isFilterStateEmpty(state)).toBe(expected);
  });
});

describe('pruneStaleCollections (doc 1 §4 persisted filter state)', () => {
  it('removes collection ids that no longer exist', () => {
    expect(pruneStaleCollections(full, ['c2', 'c9']).collection).toEqual(['c2']);
  });

  it('leaves the other filters alone', () => {
    const { collection: _pruned, ...rest } = pruneStaleCollections(full, []);
    const { collection: _original, ...expected } = full;
    expect(rest).toEqual(expected);
  });

  it('returns the same object when nothing was stale', () => {
    expect(pruneStaleCollections(full, ['c1', 'c2', 'c3'])).toBe(full);
  });
});
