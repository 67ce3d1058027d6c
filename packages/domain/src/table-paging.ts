import { TABLE_PAGE_SIZE } from './constants.ts';

export interface TablePage {
  /** 1-based, as the page text shows it: "Page {page} of {pages} ({count} items)" (doc 1 §9). */
  page: number;
  pages: number;
  count: number;
  /** Rows to skip before this page. */
  skip: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

/**
 * doc 1 §9 data grid: where a wished-for page falls in a table of `count` rows. An empty
 * table is one page of nothing; a page past the end is the last one (rows went away).
 */
export function getTablePage(wanted: number, count: number, size: number = TABLE_PAGE_SIZE): TablePage {
  const pages = Math.max(1, Math.ceil(Math.max(0, count) / size));
  const page = Math.min(pages, Math.max(1, Math.floor(wanted) || 1));
  return { page, pages, count: Math.max(0, count), skip: (page - 1) * size, hasPrevious: page > 1, hasNext: page < pages };
}
