import enUS from '../catalogs/en-US.json' with { type: 'json' };
import { createSourcedTranslator, type Catalog, type SourceCatalog, type Translator } from './translator.ts';

/** The en-US catalog, bundled: for the server and for tests (the web fetches it instead). */
export const sourceCatalog: SourceCatalog = enUS;

export function createTranslator(locale: string, catalog: Catalog, timeZone?: string): Translator {
  return createSourcedTranslator(locale, catalog, sourceCatalog, timeZone);
}
