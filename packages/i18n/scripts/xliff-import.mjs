#!/usr/bin/env node
// Reads translators' XLIFF 2.0 files back into the catalogs (decision 0031, docs/translating.md).
// Each target must pass the catalog checks (parses, same arguments, the locale's plural
// forms); one that fails is listed and not written, the others are merged. Exits 1 when a
// file or a message was refused.
// Usage (Node 24 runs the TypeScript sources by stripping types):
//   npm run i18n:import -- FILE.xlf [FILE2.xlf …]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { serializeCatalog } from '../src/catalog-file.ts';
import { SOURCE_LOCALE } from '../src/locales.ts';
import { mergeXliff } from '../src/xliff-import.ts';
import { readXliff, XliffFileError } from '../src/xliff-read.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { catalogs: { type: 'string', default: fileURLToPath(new URL('../catalogs', import.meta.url)) } },
});
if (!positionals.length) {
  console.error('Usage: npm run i18n:import -- FILE.xlf [FILE2.xlf …]');
  process.exit(1);
}
// npm runs scripts from the repository root; paths are read from where the command was typed.
const here = process.env.INIT_CWD ?? process.cwd();
const catalogs = resolve(here, values.catalogs);
const catalogFile = (locale) => resolve(catalogs, `${locale}.json`);
const readText = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);
const source = JSON.parse(readText(catalogFile(SOURCE_LOCALE)));

let failed = false;
for (const path of positionals) {
  const file = resolve(here, path);
  let document;
  try {
    document = readXliff(readFileSync(file, 'utf8'));
  } catch (error) {
    if (!(error instanceof XliffFileError) && error.code !== 'ENOENT') throw error;
    console.log(`${path}: refused, ${error instanceof XliffFileError ? error.message : 'no such file'}`);
    failed = true;
    continue;
  }
  const target = catalogFile(document.locale);
  const before = readText(target);
  const result = mergeXliff(document, before === undefined ? {} : JSON.parse(before), source);
  // Nothing changed, nothing written: the file stays as it is, and no empty catalog appears.
  if (result.changed.length) writeFileSync(target, serializeCatalog(result.catalog));

  const missing = Object.keys(source).filter((key) => !Object.hasOwn(result.catalog, key)).length;
  console.log(
    `${path} → ${document.locale}: ${result.changed.length} changed, ${result.refused.length ? `${new Set(result.refused.map((r) => r.key)).size} refused, ` : ''}${missing} still untranslated`,
  );
  for (const { key, reason } of result.refused) console.log(`  refused ${key}: ${reason}`);
  for (const key of result.stale) console.log(`  stale ${key}: translated from an older en-US text; imported, please review`);
  for (const id of result.unknown) console.log(`  warning: unit ${id} is no key of en-US; ignored`);
  if (result.refused.length) failed = true;
}
process.exitCode = failed ? 1 : 0;
