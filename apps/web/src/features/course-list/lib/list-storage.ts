import {
  createEmptyFilterState,
  DEFAULT_LIST_SORT_KEY,
  isFilterStateEmpty,
  isListSortKey,
  type FilterState,
  type ListSortKey,
  type ListType,
} from '@lp/domain';

export interface StoredListState {
  state: FilterState;
  keyword: string;
  sort: ListSortKey;
}

/** Where the lists keep their state (the router checks for any, issue 17). */
export const LIST_STORAGE_PREFIX = 'lp.courseList.';
const key = (listType: ListType) => `${LIST_STORAGE_PREFIX}${listType}`;
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/**
 * doc 1 §3: the filters and the search text of each list survive a visit, and the order (issue 33). What comes back
 * is only shaped here; its ids are checked against the loaded lists like any URL.
 */
export function readStoredListState(listType: ListType): StoredListState | null {
  try {
    const raw = JSON.parse(localStorage.getItem(key(listType)) ?? 'null') as {
      state?: Partial<Record<keyof FilterState, unknown>>;
      keyword?: unknown;
      sort?: unknown;
    } | null;
    if (!raw || typeof raw !== 'object') return null;
    const s = raw.state ?? {};
    const category = s.category && typeof s.category === 'object' ? (s.category as Record<string, unknown>) : {};
    const state = {
      ...createEmptyFilterState(),
      courseProgress: strings(s.courseProgress),
      coursePriority: strings(s.coursePriority),
      term: strings(s.term),
      collection: strings(s.collection),
      category: Object.fromEntries(Object.entries(category).map(([id, ids]) => [id, strings(ids)])),
    } as FilterState;
    const keyword = typeof raw.keyword === 'string' ? raw.keyword : '';
    const sort = typeof raw.sort === 'string' && isListSortKey(raw.sort) ? raw.sort : DEFAULT_LIST_SORT_KEY;
    return isFilterStateEmpty(state) && !keyword && sort === DEFAULT_LIST_SORT_KEY ? null : { state, keyword, sort };
  } catch {
    return null;
  }
}

export function writeStoredListState(listType: ListType, state: FilterState, keyword: string, sort: ListSortKey = DEFAULT_LIST_SORT_KEY) {
  try {
    if (isFilterStateEmpty(state) && !keyword && sort === DEFAULT_LIST_SORT_KEY) localStorage.removeItem(key(listType));
    else localStorage.setItem(key(listType), JSON.stringify({ state, keyword, sort }));
  } catch {
    // Storage full or blocked: the list still works, it is just not remembered.
  }
}
