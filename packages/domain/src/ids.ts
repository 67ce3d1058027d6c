import { EMPTY_ID } from './constants.ts';

/** Absent ids and the all-zero id both mean "no id" (doc 1 §9). */
export function isEmptyId(id: string | null | undefined): boolean {
  return id === null || id === undefined || id === '' || id === EMPTY_ID;
}

/**
 * doc 1 §7, doc 2 §7: the showcase endpoints answer a single collection carrying the
 * all-zero id when there are none, so that list counts as empty.
 */
export function isEmptyShowcaseList(showcases: readonly { readonly id: string }[]): boolean {
  if (showcases.length === 0) return true;
  const [only] = showcases;
  return showcases.length === 1 && only !== undefined && isEmptyId(only.id);
}
