import { checkMessage, type Messages } from './catalog-check.ts';
import type { XliffDocument } from './xliff-read.ts';

export interface XliffImport {
  /** The locale's catalog with every accepted target merged in (other keys as they were). */
  catalog: Messages;
  /** Keys whose message is now different from the catalog's. */
  changed: string[];
  /** Targets not taken, each with why: the catalog keeps its message for that key. */
  refused: { key: string; reason: string }[];
  /** Unit ids that are no key of en-US (ignored). */
  unknown: string[];
  /** Units translated from a source that is no longer en-US's (imported, to be reviewed). */
  stale: string[];
  /** Units without a translation yet (no target, or state initial). */
  untranslated: string[];
}

/**
 * Merges a translator's file into the locale's catalog. Every target passes the checks of
 * the catalog test (checkMessage: parses, same arguments, the plural forms of the locale),
 * so what is imported is what `check-catalogs` accepts; a failing one is refused alone.
 */
export function mergeXliff(document: XliffDocument, catalog: Messages, source: Messages): XliffImport {
  const result: XliffImport = { catalog: { ...catalog }, changed: [], refused: [], unknown: [], stale: [], untranslated: [] };
  for (const unit of document.units) {
    if (!Object.hasOwn(source, unit.id)) {
      result.unknown.push(unit.id);
      continue;
    }
    if (unit.target === undefined) {
      result.untranslated.push(unit.id);
      continue;
    }
    if (unit.source !== source[unit.id]) result.stale.push(unit.id);
    const problems = unit.problem ? [unit.problem] : checkMessage(document.locale, unit.target, source[unit.id]!);
    if (problems.length) {
      result.refused.push(...problems.map((reason) => ({ key: unit.id, reason })));
      continue;
    }
    if (result.catalog[unit.id] !== unit.target) result.changed.push(unit.id);
    result.catalog[unit.id] = unit.target;
  }
  return result;
}
