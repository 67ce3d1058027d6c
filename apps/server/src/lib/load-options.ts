import {
  LoadOptionsError,
  LOAD_OPTION_LIMITS,
  parseFilter,
  parseJsonParam,
  parseSort,
  type ParsedFilter,
  type SortItem,
} from '@lp/contract';
import { badRequest } from './http-error.ts';
import type { ListField } from './filter-sql.ts';
import { isUuid } from './is-uuid.ts';

export interface LoadOptions {
  filter: ParsedFilter | undefined;
  sort: SortItem[];
  select: string[] | undefined;
  skip: number;
  take: number;
  requireTotalCount: boolean;
  filterAttribute: string[];
  showcase: string[];
}

const KNOWN = new Set(['filter', 'sort', 'select', 'skip', 'take', 'requireTotalCount', 'filterAttribute', 'showcase', 'domain']);
const DEFAULT_TAKE = 50;

/** A query value is text, or a list of texts when repeated; anything else (another parser's object) is refused, not coerced. */
const text = (name: string, v: unknown): string => {
  if (typeof v !== 'string') throw new LoadOptionsError(`${name} must be text`);
  return v;
};
const list = (name: string, v: unknown): string[] =>
  v === undefined ? [] : Array.isArray(v) ? v.map((x) => text(name, x)) : [text(name, v)];
const one = (name: string, v: unknown): string | undefined => {
  if (v === undefined) return undefined;
  if (Array.isArray(v)) throw new LoadOptionsError(`${name} may be given once`);
  return text(name, v);
};
function integer(name: string, raw: string | undefined, fallback: number, max: number): number {
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw new LoadOptionsError(`${name} must be a whole number`);
  const n = Number(raw);
  if (n > max) throw new LoadOptionsError(`${name} must be at most ${max}`);
  return n;
}

/**
 * Reads the load options of a list call from its query string (DESIGN "Calls"): anything
 * outside the whitelist of fields, operators and bounds is a 400 that says what was wrong.
 */
export function readLoadOptions(
  query: Record<string, unknown>,
  fields: Readonly<Record<string, ListField>>,
  sortable: Readonly<Record<string, string>>,
  defaultSort: SortItem[],
): LoadOptions {
  try {
    const unknown = Object.keys(query).filter((k) => !KNOWN.has(k));
    if (unknown.length) throw new LoadOptionsError(`unknown query parameter ${unknown.map((k) => `"${k.slice(0, 40)}"`).join(', ')}`);
    const filterRaw = one('filter', query.filter);
    const sortRaw = one('sort', query.sort);
    const selectRaw = one('select', query.select);
    const ids = (name: string) => {
      const values = list(name, query[name])
        .flatMap((v) => v.split(','))
        .filter(Boolean);
      if (values.length > LOAD_OPTION_LIMITS.maxAnyOfValues) throw new LoadOptionsError(`too many ${name} values`);
      for (const v of values) if (!isUuid(v)) throw new LoadOptionsError(`${name} must be ids; "${v.slice(0, 40)}" is not`);
      return values;
    };
    const requireTotal = one('requireTotalCount', query.requireTotalCount);
    if (requireTotal !== undefined && requireTotal !== 'true' && requireTotal !== 'false')
      throw new LoadOptionsError('requireTotalCount must be true or false');
    const select = selectRaw === undefined ? undefined : parseJsonParam('select', selectRaw);
    if (select !== undefined && (!Array.isArray(select) || select.some((s) => typeof s !== 'string')))
      throw new LoadOptionsError('select must be a list of field names');
    return {
      filter: filterRaw === undefined || filterRaw === '' ? undefined : parseFilter(parseJsonParam('filter', filterRaw), fields),
      sort: sortRaw === undefined ? defaultSort : parseSort(parseJsonParam('sort', sortRaw), Object.keys(sortable)),
      select: select as string[] | undefined,
      skip: integer('skip', one('skip', query.skip), 0, LOAD_OPTION_LIMITS.maxSkip),
      take: integer('take', one('take', query.take), DEFAULT_TAKE, LOAD_OPTION_LIMITS.maxTake),
      requireTotalCount: requireTotal === 'true',
      filterAttribute: ids('filterAttribute'),
      showcase: ids('showcase'),
    };
  } catch (error) {
    if (error instanceof LoadOptionsError) throw badRequest(error.message);
    throw error;
  }
}

/** ORDER BY from validated sort items; the id last keeps paging stable when names repeat. */
export function orderBy(sort: SortItem[], sortable: Readonly<Record<string, string>>, tieBreaker: string): string {
  return [...sort.map((s) => `${sortable[s.selector]} ${s.desc ? 'DESC' : 'ASC'}`), tieBreaker].join(', ');
}

/** `select`: keeps only the named top-level fields of each item (the id always stays). */
export function applySelect<T extends object>(items: T[], select: string[] | undefined): Partial<T>[] {
  if (!select) return items;
  const keep = new Set(['id', ...select.map((s) => s.split('.')[0]!)]);
  return items.map((item) => Object.fromEntries(Object.entries(item).filter(([k]) => keep.has(k))) as Partial<T>);
}
