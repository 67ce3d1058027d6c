import { messageSyntax } from './format.ts';

/**
 * The checks a translated catalog must pass against the en-US source (ADR 0002): the same
 * keys, messages that parse, the same argument names, and plural branches that are CLDR
 * categories and cover every category of the locale (Arabic needs zero, one, two, few,
 * many and other). Pure, so the unit tests and scripts/check-catalogs.mjs share it.
 */
export type Messages = Record<string, string>;

const CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'];

export function checkCatalog(locale: string, catalog: Messages, source: Messages): string[] {
  const problems = Object.keys(source)
    .filter((key) => !Object.hasOwn(catalog, key))
    .map((key) => `missing key ${key}`);
  for (const [key, message] of Object.entries(catalog)) {
    if (!Object.hasOwn(source, key)) problems.push(`extra key ${key}`);
    else problems.push(...checkMessage(locale, message, source[key]!).map((problem) => `${key}: ${problem}`));
  }
  return problems;
}

export function checkDescriptions(descriptions: Messages, source: Messages): string[] {
  return [
    ...Object.keys(source)
      .filter((key) => !descriptions[key]?.trim())
      .map((key) => `no description for ${key}`),
    ...Object.keys(descriptions)
      .filter((key) => !Object.hasOwn(source, key))
      .map((key) => `description for unknown key ${key}`),
  ];
}

/** The CLDR plural categories a locale needs for a plural (cardinal) or a selectordinal, in CLDR order. */
export function neededPluralCategories(locale: string, kind: 'plural' | 'selectordinal'): string[] {
  const type = kind === 'plural' ? 'cardinal' : 'ordinal';
  const categories: readonly string[] = new Intl.PluralRules(locale, { type }).resolvedOptions().pluralCategories;
  return CATEGORIES.filter((category) => categories.includes(category));
}

/** One translated message against its en-US source; the reasons it is refused, none when it is fine. */
export function checkMessage(locale: string, message: string, source: string): string[] {
  if (typeof message !== 'string' || !message.trim()) return ['empty message'];
  let syntax: ReturnType<typeof messageSyntax>;
  try {
    syntax = messageSyntax(message);
  } catch (error) {
    return [`does not parse (${(error as Error).message})`];
  }
  const problems: string[] = [];
  const expected = messageSyntax(source).names;
  if (syntax.names.join() !== expected.join()) {
    problems.push(`arguments {${syntax.names.join('}, {')}} differ from en-US {${expected.join('}, {')}}`);
  }
  for (const { kind, keys } of syntax.branches) {
    if (kind === 'select') continue;
    const unknown = keys.filter((key) => !CATEGORIES.includes(key) && !/^=\d+$/.test(key));
    if (unknown.length) problems.push(`${kind} has unknown branches ${unknown.join(', ')}`);
    const needed = neededPluralCategories(locale, kind).filter((c) => !keys.includes(c));
    if (needed.length) problems.push(`${kind} lacks ${needed.join(', ')} needed in ${locale}`);
  }
  return problems;
}
