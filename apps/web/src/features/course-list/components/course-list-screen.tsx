import { useMemo, type ReactNode } from 'react';
import type { FilterCategory, ListQueryParams, ListResponse, Showcase, Term } from '@lp/contract';
import {
  createEmptyFilterState,
  isEmptyShowcaseList,
  isFilterStateEmpty,
  listHasSortChoice,
  normalizeKeyword,
  type ListType,
} from '@lp/domain';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { useListUrlState } from '../hooks/use-list-url-state.ts';
import { buildListParams } from '../lib/build-list-params.ts';
import { CollectionChips } from './collection-chips.tsx';
import { CourseGrid } from './course-grid.tsx';
import { FilterDrawer } from './filter-drawer.tsx';
import { SearchField } from './search-field.tsx';
import { SortSelect } from './sort-select.tsx';
import styles from './course-list-screen.module.css';

type Status = 'pending' | 'error' | 'success';
/** The part of a TanStack query result the screen reads. */
export interface MetaResult<D> {
  data: D | undefined;
  status: Status;
}
export interface PagesResult<T> {
  data: { pages: ListResponse<T>[] } | undefined;
  status: Status;
  isPlaceholderData: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: (options?: { cancelRefetch?: boolean }) => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

/** Where one list gets its data: hooks of the courses, catalog or open-catalog feature. */
export interface CourseListSource<T> {
  listType: ListType;
  usePages: (params: ListQueryParams, enabled: boolean) => PagesResult<T>;
  useCategories: () => MetaResult<FilterCategory[]>;
  useShowcases: () => MetaResult<Showcase[]>;
  /** Lists without a term section (the public one) leave it out. */
  useTerms?: () => MetaResult<Term[]>;
}

interface CourseListScreenProps<T> {
  source: CourseListSource<T>;
  title: string;
  getKey: (item: T) => string;
  renderCard: (item: T, index: number) => ReactNode;
  /** The empty state when the learner has no courses at all (no search, no filters). */
  noCourses: ReactNode;
}

const NONE: never[] = [];
const noTerms = (): MetaResult<Term[]> => ({ data: NONE, status: 'success' });

/** doc 1 §2 My courses (and the catalog and public catalog, built the same way). */
export function CourseListScreen<T>({ source, title, getKey, renderCard, noCourses }: CourseListScreenProps<T>) {
  const t = useT();
  const useTerms = source.useTerms ?? noTerms;
  const terms = useTerms();
  const categories = source.useCategories();
  const showcases = source.useShowcases();
  const collections = useMemo(() => (showcases.data && !isEmptyShowcaseList(showcases.data) ? showcases.data : NONE), [showcases.data]);
  const settled = terms.status !== 'pending' && categories.status !== 'pending' && showcases.status !== 'pending';
  const choices = useMemo(
    () => ({ terms: terms.data ?? NONE, categories: categories.data ?? NONE, collections, settled }),
    [terms.data, categories.data, collections, settled],
  );
  const list = useListUrlState(source.listType, choices);
  const state = list.state ?? createEmptyFilterState();
  const params = useMemo(
    () => buildListParams(source.listType, list.state ?? createEmptyFilterState(), list.keyword, list.sort),
    [source.listType, list.state, list.keyword, list.sort],
  );
  const pages = source.usePages(params, list.state !== null);
  const items = useMemo(() => pages.data?.pages.flatMap((page) => page.data) ?? [], [pages.data]);
  const total = pages.data?.pages[0]?.totalCount ?? items.length;
  const searching = normalizeKeyword(list.keyword) !== '' || !isFilterStateEmpty(state);

  // The live region says how many courses a search found, and that it found none (issue 16).
  const statusText = () => {
    if (pages.status === 'pending') return t.t('courseList.loading');
    if (pages.status !== 'success') return '';
    if (items.length > 0) return t.t('courseList.results', { count: total });
    return searching ? t.t('courseList.noResults.title') : '';
  };

  let content: ReactNode;
  if (pages.status === 'error' && !pages.data) {
    content = (
      <div className={styles.error} role="alert">
        <p>{t.t('courseList.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void pages.refetch()}>
          {t.t('courseList.retry')}
        </Button>
      </div>
    );
  } else if (pages.status === 'success' && items.length === 0) {
    content = searching ? (
      <EmptyState title={t.t('courseList.noResults.title')} description={t.t('courseList.noResults.text')} />
    ) : (
      noCourses
    );
  } else if (pages.data) {
    content = (
      <div aria-busy={pages.isPlaceholderData} className={pages.isPlaceholderData ? styles.stale : undefined}>
        <CourseGrid
          items={items}
          getKey={getKey}
          renderCard={renderCard}
          hasNextPage={pages.hasNextPage}
          isFetchingNextPage={pages.isFetchingNextPage}
          fetchNextPage={pages.fetchNextPage}
        />
      </div>
    );
  }

  return (
    <div className={styles.screen}>
      <h1 className={styles.heading}>{title}</h1>
      <div className={styles.toolbar}>
        <SearchField value={normalizeKeyword(list.keyword)} onSearch={list.setKeyword} />
        <FilterDrawer
          listType={source.listType}
          state={state}
          choices={choices}
          onChange={list.setFilters}
          disabled={list.state === null || !settled}
        />
        {listHasSortChoice(source.listType) ? <SortSelect value={list.sort} onChange={list.setSort} /> : null}
      </div>
      {collections.length > 0 && list.state ? (
        <CollectionChips
          collections={collections}
          selected={state.collection}
          onChange={(collection) => list.setFilters({ ...state, collection })}
        />
      ) : null}
      <p role="status" className={styles.status}>
        {statusText()}
      </p>
      {content}
    </div>
  );
}
