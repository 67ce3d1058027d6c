#!/usr/bin/env node
// Writes one XLIFF 2.0 file per locale for translators and their tools (decision 0031,
// docs/translating.md): every en-US key with its description, the locale's message where it
// has one (state translated), and no target where it has none (state initial).
// Usage (Node 24 runs the TypeScript sources by stripping types):
//   npm run i18n:export [-- --out DIR] [-- --locale xx-YY ...]
// DIR defaults to .cache/xliff at the repository root; without --locale, every locale but en-US.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { isSupportedLocale, SOURCE_LOCALE, SUPPORTED_LOCALES } from '../src/locales.ts';
import { catalogToXliff } from '../src/xliff-write.ts';

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: fileURLToPath(new URL('../../../.cache/xliff', import.meta.url)) },
    locale: { type: 'string', multiple: true },
    catalogs: { type: 'string', default: fileURLToPath(new URL('../catalogs', import.meta.url)) },
  },
});
// npm runs scripts from the repository root; paths are read from where the command was typed.
const here = process.env.INIT_CWD ?? process.cwd();
const catalogs = resolve(here, values.catalogs);
const out = resolve(here, values.out);
const read = (locale, suffix = '') => {
  const file = resolve(catalogs, `${locale}${suffix}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
};

const locales = values.locale ?? SUPPORTED_LOCALES.filter((locale) => locale !== SOURCE_LOCALE);
const wrong = locales.filter((locale) => !isSupportedLocale(locale) || locale === SOURCE_LOCALE);
if (wrong.length) {
  console.error(
    `Not a locale to translate into: ${wrong.join(', ')}. Choose among ${SUPPORTED_LOCALES.filter((l) => l !== SOURCE_LOCALE).join(', ')}.`,
  );
  process.exit(1);
}

const source = read(SOURCE_LOCALE);
const descriptions = read(SOURCE_LOCALE, '.descriptions');
mkdirSync(out, { recursive: true });
for (const locale of locales) {
  const translations = read(locale);
  const file = resolve(out, `${locale}.xlf`);
  writeFileSync(file, catalogToXliff({ locale, source, descriptions, translations }));
  const done = Object.keys(source).filter((key) => Object.hasOwn(translations, key)).length;
  console.log(`${file}: ${done} of ${Object.keys(source).length} messages translated`);
}
