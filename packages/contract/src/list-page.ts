import { DEFAULT_LIST_SORT } from '@lp/domain';

/** The page size of every course list (doc 1 §3). */
export const LIST_PAGE_SIZE = 24;

/** The first page of a list with no search, filter or collection chosen (what buildListParams asks for then). */
export const firstListPage = (path: string) =>
  `${path}?${encodeQuery([
    ['sort', JSON.stringify([DEFAULT_LIST_SORT])],
    ['take', String(LIST_PAGE_SIZE)],
    ['requireTotalCount', 'true'],
    ['skip', '0'],
  ])}`;

export const encodeQuery = (params: [string, string][]) =>
  params.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');
