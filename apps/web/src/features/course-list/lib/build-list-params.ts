import type { FilterExpression, ListQueryParams } from '@lp/contract';
import { combine, condition } from '@lp/contract/load-options';
import { DEFAULT_LIST_SORT_KEY, LIST_SORT_ITEMS, normalizeKeyword, type FilterState, type ListSortKey, type ListType } from '@lp/domain';
import { LIST_PAGE_SIZE } from '../../../lib/list-paging.ts';

/** doc 1 §7: the keyword is looked for in the name, the code and the description. */
function keywordFilter(keyword: string): FilterExpression | undefined {
  const text = normalizeKeyword(keyword);
  if (!text) return undefined;
  return combine(
    'or',
    ['objective.name', 'objective.code', 'objective.description'].map((field) => condition(field, 'contains', text)),
  );
}

const anyOf = (field: string, values: readonly string[]) => (values.length ? condition(field, 'anyof', [...values]) : undefined);

/**
 * The load options of one list (doc 1 §7 Lists and catalog): filter groups joined with
 * "and", attributes and collections as repeated parameters, in the chosen order (name
 * ascending by default; the server sorts, so every page follows it), paged, counted.
 * Sections a list does not have are never sent, whatever the state holds.
 */
export function buildListParams(
  listType: ListType,
  state: FilterState,
  keyword: string,
  sort: ListSortKey = DEFAULT_LIST_SORT_KEY,
): ListQueryParams {
  const enrolled = listType === 'enrolled';
  const filter = combine('and', [
    keywordFilter(keyword),
    enrolled ? anyOf('courseProgress', state.courseProgress) : undefined,
    enrolled ? anyOf('coursePriority', state.coursePriority) : undefined,
    listType !== 'public' ? anyOf('termId', state.term) : undefined,
  ]);
  const attributes = Object.values(state.category).flat();
  return {
    ...(filter ? { filter: JSON.stringify(filter) } : {}),
    ...(attributes.length ? { filterAttribute: attributes } : {}),
    ...(state.collection.length ? { showcase: [...state.collection] } : {}),
    sort: JSON.stringify(LIST_SORT_ITEMS[sort]),
    take: LIST_PAGE_SIZE,
    requireTotalCount: true,
  };
}
