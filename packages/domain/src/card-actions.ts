import { CARD_ACTIONS_LIMIT } from './constants.ts';

/**
 * doc 1 §9 "Actions limit on cards: default 2": the actions a course card shows itself and
 * those its "More actions" menu holds, in the order given (most important first).
 */
export function splitCardActions<T>(actions: readonly T[], limit: number = CARD_ACTIONS_LIMIT): { shown: T[]; more: T[] } {
  const kept = Math.max(0, Math.floor(limit));
  return { shown: actions.slice(0, kept), more: actions.slice(kept) };
}
