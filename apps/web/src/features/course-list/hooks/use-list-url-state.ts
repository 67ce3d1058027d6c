import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import type { FilterCategory, Showcase, Term } from '@lp/contract';
import {
  createEmptyFilterState,
  DEFAULT_LIST_SORT_KEY,
  isListSortKey,
  LIST_ENTRY_QUERY_KEYS,
  parseListQuery,
  pruneStaleCollections,
  serializeListQuery,
  type FilterState,
  type KnownFilterValues,
  type ListSortKey,
  type ListType,
  type ParsedListQuery,
} from '@lp/domain';
import { useToast } from '../../../components/ui/toast.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { useReplaceSearch } from '../../../lib/use-replace-search.ts';
import { readStoredListState, writeStoredListState } from '../lib/list-storage.ts';

/** What the filters may choose from; `settled` once every list has loaded (or failed). */
export interface ListFilterData {
  terms: readonly Term[];
  categories: readonly FilterCategory[];
  collections: readonly Showcase[];
  settled: boolean;
}

const isEntryKey = (key: string) => (LIST_ENTRY_QUERY_KEYS as readonly string[]).includes(key);
/** The list's own part of a query string (entry parameters such as occflow left out). */
function listPart(search: string): URLSearchParams {
  const params = new URLSearchParams(search);
  for (const key of [...params.keys()]) if (isEntryKey(key)) params.delete(key);
  return params;
}
/** Puts `list` in place of the list parameters, keeping the entry parameters. */
function replaceListPart(params: URLSearchParams, list: URLSearchParams) {
  for (const key of [...params.keys()]) if (!isEntryKey(key)) params.delete(key);
  list.forEach((value, key) => params.append(key, value));
}

/**
 * The URL is the list's state (doc 1 §2 List query parameters, §5). Values are checked
 * against the loaded terms, categories and collections; anything unknown is dropped from
 * the URL with the filtersUnavailable notice. With no list parameters in the URL the last
 * state of this list type comes back from storage (doc 1 §3), stale collections pruned
 * (doc 1 §4) and without a notice: the learner did not type it.
 */
export function useListUrlState(listType: ListType, data: ListFilterData) {
  const t = useT();
  const toast = useToast();
  const search = useSearch();
  const replaceSearch = useReplaceSearch();
  const [stored] = useState(() => readStoredListState(listType));
  const [restoring, setRestoring] = useState(() => stored !== null && listPart(search).size === 0);
  const silentList = useRef<string | null>(null);
  const handled = useRef<string | null>(null);

  const known = useMemo<KnownFilterValues | null>(
    () =>
      data.settled
        ? {
            collectionIds: data.collections.map((c) => c.id),
            termIds: data.terms.map((term) => term.id),
            categories: data.categories.map((c) => ({ id: c.id, attributeIds: c.attributes.map((a) => a.id) })),
          }
        : null,
    [data.settled, data.collections, data.terms, data.categories],
  );

  const parsed = useMemo<ParsedListQuery | null>(() => {
    if (restoring) return null;
    if (known) return parseListQuery(search, listType, known);
    // Only ids need the loaded lists: an empty URL, or one with a keyword and an order, is good as it is.
    const list = listPart(search);
    const sort = list.get('sort');
    if ([...list.keys()].every((key) => key === 'keyword' || key === 'sort') && (sort === null || isListSortKey(sort))) {
      return { state: createEmptyFilterState(), keyword: list.get('keyword') ?? '', sort: sort ?? DEFAULT_LIST_SORT_KEY, dropped: false };
    }
    return null;
  }, [restoring, known, search, listType]);

  useEffect(() => {
    if (!restoring || !known || !stored) return;
    const state = pruneStaleCollections(stored.state, known.collectionIds);
    const list = new URLSearchParams(serializeListQuery(state, stored.keyword, stored.sort).toString());
    silentList.current = list.toString();
    replaceSearch((params) => replaceListPart(params, list));
    setRestoring(false);
  }, [restoring, known, stored, replaceSearch]);

  useEffect(() => {
    if (!parsed?.dropped || handled.current === search) return;
    handled.current = search;
    const clean = new URLSearchParams(serializeListQuery(parsed.state, parsed.keyword, parsed.sort).toString());
    replaceSearch((params) => replaceListPart(params, clean));
    if (listPart(search).toString() !== silentList.current) toast('warning', t.t('coursesFilterDrawer.filtersUnavailable'));
  }, [parsed, search, replaceSearch, toast, t]);

  useEffect(() => {
    if (parsed && !parsed.dropped) writeStoredListState(listType, parsed.state, parsed.keyword, parsed.sort);
  }, [parsed, listType]);

  const setFilters = useCallback(
    (state: FilterState) =>
      replaceSearch((params) => {
        const sort = params.get('sort') ?? DEFAULT_LIST_SORT_KEY;
        const list = serializeListQuery(state, params.get('keyword') ?? '', isListSortKey(sort) ? sort : DEFAULT_LIST_SORT_KEY);
        replaceListPart(params, new URLSearchParams(list.toString()));
      }),
    [replaceSearch],
  );
  const setSort = useCallback(
    (sort: ListSortKey) =>
      replaceSearch((params) => {
        params.delete('sort');
        if (sort !== DEFAULT_LIST_SORT_KEY) params.set('sort', sort);
      }),
    [replaceSearch],
  );
  const setKeyword = useCallback(
    (keyword: string) =>
      replaceSearch((params) => {
        params.delete('keyword');
        if (keyword) params.set('keyword', keyword);
      }),
    [replaceSearch],
  );

  return {
    /** Null until the URL can be trusted: the list waits rather than asking for unknown ids. */
    state: parsed?.state ?? null,
    keyword: parsed?.keyword ?? listPart(search).get('keyword') ?? '',
    sort: parsed?.sort ?? DEFAULT_LIST_SORT_KEY,
    setFilters,
    setKeyword,
    setSort,
  };
}
