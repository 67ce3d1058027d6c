/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Messages } from './catalog-check.ts';
import { serializeCatalog } from './catalog-file.ts';
import { mergeXliff } from './xliff-import.ts';
import { readXliff } from './xliff-read.ts';
import { catalogToXliff } from './xliff-write.ts';

const dir = new URL('../catalogs/', import.meta.url);
const text = (file: string) => readFileSync(new URL(file, dir), 'utf8');
const source = JSON.parse(text('en-US.json')) as Messages;
const descriptions = JSON.parse(text('en-US.descriptions.json')) as Messages;
const locales = readdirSync(dir)
  .filter((file) => file.endsWith('.json') && !file.endsWith('.descriptions.json') && file !== 'en-US.json')
  .map((file) => file.slice(0, -'.json'.length));

const roundTrip = (locale: string, translations: Messages) =>
  mergeXliff(readXliff(catalogToXliff({ locale, source, descriptions, translations })), translations, source);

describe('export then import of an unchanged file', () => {
  it.each(locales)('leaves the %s catalog byte-identical', (locale) => {
    const file = text(`${locale}.json`);
    const result = roundTrip(locale, JSON.parse(file) as Messages);
    expect(serializeCatalog(result.catalog)).toBe(file);
    expect([result.changed, result.refused, result.stale, result.unknown]).toEqual([[], [], [], []]);
  });

  it('adds nothing for the keys a partial catalog lacks', () => {
    const partial = Object.fromEntries(Object.entries(JSON.parse(text('ar-AR.json')) as Messages).slice(0, 10));
    const result = roundTrip('ar-AR', partial);
    expect(result.catalog).toEqual(partial);
    expect(result.untranslated).toHaveLength(Object.keys(source).length - 10);
  });
});
