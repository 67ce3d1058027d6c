/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkCatalog, checkDescriptions, type Messages } from './catalog-check.ts';
import { SUPPORTED_LOCALES } from './locales.ts';

// The real catalog files (ADR 0002): one flat JSON file per locale, en-US is the source.
const dir = new URL('../catalogs/', import.meta.url);
const read = (file: string): Messages => JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Messages;
const source = read('en-US.json');
const translations = readdirSync(dir)
  .filter((file) => file.endsWith('.json') && !file.endsWith('.descriptions.json') && file !== 'en-US.json')
  .map((file) => [file.slice(0, -'.json'.length), read(file)] as const);

describe('the en-US source catalog', () => {
  it('parses, and every plural covers the English categories', () => {
    expect(checkCatalog('en-US', source, source)).toEqual([]);
  });

  it('gives every key a non-empty translator description, and describes no other key', () => {
    expect(checkDescriptions(read('en-US.descriptions.json'), source)).toEqual([]);
  });

  it('is sorted by key', () => {
    expect(Object.keys(source)).toEqual(Object.keys(source).sort());
  });
});

// Issue 16: each locale's product terms, decided once (glossary/terms.json says what each means).
const glossaryDir = new URL('../glossary/', import.meta.url);
const terms = Object.keys(JSON.parse(readFileSync(new URL('terms.json', glossaryDir), 'utf8')) as Messages);

describe('the translated catalogs', () => {
  it('cover every locale of doc 1 §9 and doc 2 §9, and no other', () => {
    expect(translations.map(([locale]) => locale).sort()).toEqual(SUPPORTED_LOCALES.filter((l) => l !== 'en-US').sort());
  });

  it.each(translations)('%s has a glossary with one translation for every product term', (locale) => {
    const glossary = JSON.parse(readFileSync(new URL(`${locale}.json`, glossaryDir), 'utf8')) as Messages;
    expect(Object.keys(glossary)).toEqual(terms);
    expect(Object.values(glossary).filter((value) => typeof value !== 'string' || !value.trim())).toEqual([]);
  });

  it.each(translations)('%s has exactly the keys of en-US, each parsing with the same arguments', (locale, catalog) => {
    expect(checkCatalog(locale, catalog, source)).toEqual([]);
  });
});
