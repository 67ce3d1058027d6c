import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createTranslator, negotiateLocale, SUPPORTED_LOCALES, type Catalog, type Translator } from '@lp/i18n';

const catalogsDir = join(dirname(createRequire(import.meta.url).resolve('@lp/i18n')), '..', 'catalogs');
const catalogs = new Map<string, Catalog>();

/** A locale's catalog as shipped ({} for one without a file), read once. */
export function catalogFor(locale: string): Catalog {
  let catalog = catalogs.get(locale);
  if (!catalog) {
    const file = join(catalogsDir, `${locale}.json`);
    catalog = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Catalog) : {};
    catalogs.set(locale, catalog);
  }
  return catalog;
}

/**
 * A translator for the language a request asks for (Accept-Language), for the server's own
 * pages and messages; dates in `timeZone` when given (a certificate's, in its holder's zone).
 */
export function translatorFor(acceptLanguage: string | undefined, timeZone?: string): Translator {
  const locale = negotiateLocale(acceptLanguage, SUPPORTED_LOCALES);
  return createTranslator(locale, catalogFor(locale), timeZone);
}
