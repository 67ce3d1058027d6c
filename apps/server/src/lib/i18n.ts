import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { LOCALE_COOKIE } from '@lp/contract/paths';
import { createTranslator, isSupportedLocale, negotiateLocale, SUPPORTED_LOCALES, type Catalog, type Translator } from '@lp/i18n';

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
 * The language of a page the browser opens itself (sign-out, the identity provider's pages, a
 * tool's launch frame): the one the learner chose in the app, which it keeps in a cookie for
 * the server's pages (LOCALE_COOKIE), else the browser's Accept-Language. The app's own calls
 * carry the chosen one as their Accept-Language already (doc 1 §7).
 */
export function pageLanguage(chosen: string | undefined, acceptLanguage: string | undefined): string | undefined {
  return isSupportedLocale(chosen) ? chosen : acceptLanguage;
}

/** `pageLanguage` of a request the server answers itself. */
export function pageLanguageOf(request: {
  cookies?: Record<string, string | undefined>;
  headers: { 'accept-language'?: string | undefined };
}): string | undefined {
  return pageLanguage(request.cookies?.[LOCALE_COOKIE], request.headers['accept-language']);
}

/**
 * A translator for the language a request asks for (Accept-Language), for the server's own
 * pages and messages; dates in `timeZone` when given (a certificate's, in its holder's zone).
 */
export function translatorFor(acceptLanguage: string | undefined, timeZone?: string): Translator {
  const locale = negotiateLocale(acceptLanguage, SUPPORTED_LOCALES);
  return createTranslator(locale, catalogFor(locale), timeZone);
}
