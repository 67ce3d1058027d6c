#!/usr/bin/env node
// Checks every catalog in ../catalogs against the en-US source and prints the problems per
// locale: missing and extra keys, messages that do not parse, argument names that differ,
// plural branches the locale needs. Exits 1 when there is any problem.
// Usage (Node 24, which runs the TypeScript sources by stripping types):
//   node packages/i18n/scripts/check-catalogs.mjs
import { readdirSync, readFileSync } from 'node:fs';
import { checkCatalog, checkDescriptions } from '../src/catalog-check.ts';

const dir = new URL('../catalogs/', import.meta.url);
const read = (file) => JSON.parse(readFileSync(new URL(file, dir), 'utf8'));

const source = read('en-US.json');
const results = [['en-US', [...checkCatalog('en-US', source, source), ...checkDescriptions(read('en-US.descriptions.json'), source)]]];
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.json') && !f.endsWith('.descriptions.json'))
  .sort()) {
  const locale = file.slice(0, -'.json'.length);
  if (locale === 'en-US') continue;
  try {
    results.push([locale, checkCatalog(locale, read(file), source)]);
  } catch (error) {
    results.push([locale, [`cannot be read: ${error.message}`]]);
  }
}

let failed = false;
for (const [locale, problems] of results) {
  if (!problems.length) {
    console.log(`${locale}: ok`);
    continue;
  }
  failed = true;
  console.log(`${locale}: ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
  for (const problem of problems) console.log(`  ${problem}`);
}
process.exitCode = failed ? 1 : 0;
