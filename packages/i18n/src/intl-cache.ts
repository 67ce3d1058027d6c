/**
 * Intl's formatters, kept once made. Making one resolves the locale's data in ICU and costs
 * far more than formatting with it (a list page of 24 cards made ~30 ms of them in the
 * browser, again on the server drawing the page); a formatter is immutable, so the same
 * locale, options and zone share one. The keys come from the code's own option sets and the
 * time zones of learners, so the maps stay small; they are emptied past a bound all the same.
 */
const LIMIT = 1000;

function cached<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    if (cache.size >= LIMIT) cache.clear();
    value = make();
    cache.set(key, value);
  }
  return value;
}

const numbers = new Map<string, Intl.NumberFormat>();
const dates = new Map<string, Intl.DateTimeFormat>();
const plurals = new Map<string, Intl.PluralRules>();

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(numbers, `${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return cached(dates, `${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

export function pluralRules(locale: string, type: Intl.PluralRuleType): Intl.PluralRules {
  return cached(plurals, `${locale}|${type}`, () => new Intl.PluralRules(locale, { type }));
}
