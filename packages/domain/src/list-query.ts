import { CourseProgress, isEnumValue, Priority } from './enums.ts';
import type { ListType } from './enums.ts';
import { getFilterSections } from './filter-state.ts';
import type { FilterSection, FilterState } from './filter-state.ts';
import { createQueryParams } from './web-url.ts';
import { DEFAULT_LIST_SORT_KEY, isListSortKey, type ListSortKey } from './course-urgency.ts';
import type { QueryParams, SearchParamsLike } from './web-url.ts';

export interface KnownFilterValues {
  readonly collectionIds: readonly string[];
  readonly termIds: readonly string[];
  readonly categories: readonly { readonly id: string; readonly attributeIds: readonly string[] }[];
}

export interface ParsedListQuery {
  readonly state: FilterState;
  /** The keyword as typed (normalize it with normalizeKeyword before searching). */
  readonly keyword: string;
  /** The order (issue 33): My courses only; name ascending when absent (doc 1 §9). */
  readonly sort: ListSortKey;
  /** Something was removed: show coursesFilterDrawer.filtersUnavailable (doc 1 §5). */
  readonly dropped: boolean;
}

/**
 * Entry parameters handled elsewhere (doc 1 §2 Entry query parameters). They are neither
 * filters nor unknown, so they are ignored here without raising the notice. `landing=course`
 * goes with occflow from a public course page: the flow then lands on that course (issue 33).
 */
export const LIST_ENTRY_QUERY_KEYS = ['occflow', 'objectiveId', 'selfRegistered', 'landing'] as const;

const CATEGORY_KEY = /^category\[(.+)\]$/;

/** Which lists offer an order other than the name (issue 33): My courses, where the learner's dates are. */
export const listHasSortChoice = (listType: ListType) => listType === 'enrolled';

/**
 * Reads the list's URL (doc 1 §2 List query parameters, §5). Values are comma-separated;
 * repeated keys are also accepted and merged. Unknown keys, keys of sections the list does
 * not have, and ids missing from the loaded collections, terms, categories and attributes
 * or from the fixed enumerations are dropped.
 */
export function parseListQuery(search: SearchParamsLike | string, listType: ListType, known: KnownFilterValues): ParsedListQuery {
  const params = typeof search === 'string' ? createQueryParams(search) : search;
  const sections = new Set<FilterSection>(getFilterSections(listType));
  const collections = new Set(known.collectionIds);
  const terms = new Set(known.termIds);
  const attributesByCategory = new Map(known.categories.map((c) => [c.id, new Set(c.attributeIds)]));

  const courseProgress = new Set<CourseProgress>();
  const coursePriority = new Set<Priority>();
  const term = new Set<string>();
  const collection = new Set<string>();
  const category = new Map<string, Set<string>>();
  let keyword: string | null = null;
  let sort: ListSortKey | null = null;
  let dropped = false;

  // Adds each known value of `raw` to `target`; anything else marks the query as dropped.
  const collect = <T extends string>(section: FilterSection, raw: string, isKnown: (value: string) => value is T, target: Set<T>): void => {
    if (!sections.has(section)) {
      dropped = true;
      return;
    }
    for (const value of splitValues(raw)) {
      if (isKnown(value)) target.add(value);
      else dropped = true;
    }
  };

  params.forEach((raw, key) => {
    const categoryId = CATEGORY_KEY.exec(key)?.[1];
    if (key === 'keyword') {
      keyword ??= raw;
    } else if (key === 'sort') {
      if (listHasSortChoice(listType) && isListSortKey(raw)) sort ??= raw;
      else dropped = true;
    } else if (key === 'courseProgress') {
      collect('courseProgress', raw, (v): v is CourseProgress => isEnumValue(CourseProgress, v), courseProgress);
    } else if (key === 'coursePriority') {
      collect('coursePriority', raw, (v): v is Priority => isEnumValue(Priority, v), coursePriority);
    } else if (key === 'term') {
      collect('term', raw, (v): v is string => terms.has(v), term);
    } else if (key === 'collection') {
      collect('collection', raw, (v): v is string => collections.has(v), collection);
    } else if (categoryId !== undefined) {
      const attributes = attributesByCategory.get(categoryId);
      // A key naming an unknown category is dropped even when it carries no values.
      if (!attributes) {
        dropped = true;
        return;
      }
      const chosen = category.get(categoryId) ?? new Set<string>();
      collect('category', raw, (v): v is string => attributes.has(v), chosen);
      if (chosen.size > 0) category.set(categoryId, chosen);
    } else if (!(LIST_ENTRY_QUERY_KEYS as readonly string[]).includes(key)) {
      dropped = true;
    }
  });

  const state: FilterState = {
    courseProgress: [...courseProgress],
    coursePriority: [...coursePriority],
    term: [...term],
    collection: [...collection],
    category: Object.fromEntries([...category].map(([id, ids]) => [id, [...ids]])),
  };
  return { state, keyword: keyword ?? '', sort: sort ?? DEFAULT_LIST_SORT_KEY, dropped };
}

/**
 * Writes the filters, keyword and order back as query parameters, in the format parseListQuery
 * reads: one comma-separated value per key, empty sections, keyword and the default order left out.
 * The result is a URLSearchParams at run time.
 */
export function serializeListQuery(state: FilterState, keyword: string, sort: ListSortKey = DEFAULT_LIST_SORT_KEY): QueryParams {
  const params = createQueryParams();
  if (keyword !== '') params.append('keyword', keyword);
  if (sort !== DEFAULT_LIST_SORT_KEY) params.append('sort', sort);
  const lists: [string, readonly string[]][] = [
    ['collection', state.collection],
    ['term', state.term],
    ['courseProgress', state.courseProgress],
    ['coursePriority', state.coursePriority],
    ...Object.entries(state.category).map(([id, ids]): [string, readonly string[]] => [`category[${id}]`, ids]),
  ];
  for (const [key, values] of lists) {
    if (values.length > 0) params.append(key, values.join(','));
  }
  return params;
}

function splitValues(raw: string): string[] {
  return raw
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
}
