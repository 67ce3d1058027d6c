import type { CourseProgress, ListType, Priority } from './enums.ts';

/** The filters of one list (doc 1 §3 Filter state per list type). */
export interface FilterState {
  readonly courseProgress: readonly CourseProgress[];
  readonly coursePriority: readonly Priority[];
  readonly term: readonly string[];
  readonly collection: readonly string[];
  /** categoryId → chosen attribute ids. */
  readonly category: Readonly<Record<string, readonly string[]>>;
}

export type FilterSection = 'courseProgress' | 'coursePriority' | 'term' | 'category' | 'collection';

/**
 * doc 1 §2 Filter drawer: progress and priority exist on the enrolled list only, terms on
 * the enrolled and catalog lists; categories and collections on all three. (The drawer
 * sorts the sections by their translated label, which is the web's concern.)
 */
export function getFilterSections(listType: ListType): readonly FilterSection[] {
  switch (listType) {
    case 'enrolled':
      return ['courseProgress', 'coursePriority', 'term', 'category', 'collection'];
    case 'catalog':
      return ['term', 'category', 'collection'];
    case 'public':
      return ['category', 'collection'];
  }
}

export function createEmptyFilterState(): FilterState {
  return { courseProgress: [], coursePriority: [], term: [], collection: [], category: {} };
}

/**
 * The number on the filter drawer badge (doc 1 §2). The spec does not say what is counted;
 * every chosen value counts once, so two terms and one attribute make 3.
 */
export function countActiveFilters(state: FilterState): number {
  const attributes = Object.values(state.category).reduce((sum, ids) => sum + ids.length, 0);
  return state.courseProgress.length + state.coursePriority.length + state.term.length + state.collection.length + attributes;
}

/** Whether nothing is chosen: the drawer's 'clear filters' button is then disabled (doc 1 §2). */
export function isFilterStateEmpty(state: FilterState): boolean {
  return countActiveFilters(state) === 0;
}

/**
 * doc 1 §4 Persisted filter state: once the collections load, ids that no longer exist
 * are pruned. The same object comes back when nothing was stale, so a caller storing the
 * result does not trigger an update loop.
 */
export function pruneStaleCollections(state: FilterState, collectionIds: readonly string[]): FilterState {
  const known = new Set(collectionIds);
  const collection = state.collection.filter((id) => known.has(id));
  return collection.length === state.collection.length ? state : { ...state, collection };
}
