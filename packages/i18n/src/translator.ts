import type enUS from '../catalogs/en-US.json';
import { formatMessage, type MessageValues } from './format.ts';
import { dateTimeFormat, numberFormat } from './intl-cache.ts';
import { intlLocale, isRtl, PSEUDO_LOCALE } from './locales.ts';
import { pseudoLocalize } from './pseudo.ts';

/**
 * The source catalog defines the keys: a key that is not in en-US is a type error. Only
 * its type is imported here, so the web can fetch the catalog as data rather than carry
 * it in its first-page JavaScript (see source-catalog.ts for the bundled one).
 */
export type MessageId = keyof typeof enUS;
export type Catalog = Partial<Record<MessageId, string>>;
export type SourceCatalog = Record<MessageId, string>;

export interface Translator {
  locale: string;
  t(id: MessageId, values?: MessageValues): string;
  number(value: number, options?: Intl.NumberFormatOptions): string;
  date(value: Date | string, options?: Intl.DateTimeFormatOptions): string;
}

/**
 * Messages missing from `catalog` fall back to en-US (doc 1 §1: the other locales are
 * offered before they are translated). A message that fails to parse falls back too,
 * so one bad translation never breaks a screen.
 */
export function createSourcedTranslator(locale: string, catalog: Catalog, sourceCatalog: SourceCatalog, timeZone?: string): Translator {
  const intl = intlLocale(locale);
  const options = { locale: intl, timeZone, isolate: isRtl(locale) };
  return {
    locale,
    t(id, values) {
      const source = sourceCatalog[id] ?? id;
      // An empty translation counts as missing (translation tools export untranslated keys as "").
      const pattern = locale === PSEUDO_LOCALE ? pseudoLocalize(source) : catalog[id] || source;
      try {
        return formatMessage(pattern, values, options);
      } catch {
        return formatMessage(source, values, options);
      }
    },
    number: (value, opts) => numberFormat(intl, opts).format(value),
    date: (value, opts) =>
      dateTimeFormat(intl, { ...opts, ...(timeZone ? { timeZone } : {}) }).format(value instanceof Date ? value : new Date(value)),
  };
}
