/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkCatalog, checkDescriptions, type Messages } from './catalog-check.ts';

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

describe('the translated catalogs', () => {
  it('include ar-AR, the right-to-left locale of doc 1 §1', () => {
    expect(translations.map(([locale]) => locale)).toContain('ar-AR');
  });

  it.each(translations)('%s has exactly the keys of en-US, each parsing with the same arguments', (locale, catalog) => {
    expect(checkCatalog(locale, catalog, source)).toEqual([]);
  });
});
