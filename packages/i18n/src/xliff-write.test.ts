import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { XLIFF_NAMESPACE } from './xliff.ts';
import { catalogToXliff, escapeXmlAttribute, escapeXmlText } from './xliff-write.ts';

const source = {
  'a.count': '{n, plural, one {# course} other {# courses}}',
  'a.markup': "Use <b> & \"quotes\" or it's '{literal}' braces",
  'a.title': 'Title',
};
const descriptions = { 'a.count': 'How many courses.', 'a.markup': 'A <tricky> "note" & more.', 'a.title': 'A title.' };
const arabic = {
  'a.count': '{n, plural, zero {لا دورات} one {دورة} two {دورتان} few {# دورات} many {# دورةً} other {# دورة}}',
  'a.markup': 'استخدم <b> & "علامات" \'{literal}\'',
};

const exported = catalogToXliff({ locale: 'ar-AR', source, descriptions, translations: arabic });
const document = new DOMParser().parseFromString(exported, 'text/xml');
const elements = (name: string) => Array.from(document.getElementsByTagNameNS(XLIFF_NAMESPACE, name));
const unit = (id: string) => elements('unit').find((element) => element.getAttribute('id') === id)!;
const text = (id: string, name: string) =>
  Array.from(unit(id).getElementsByTagNameNS(XLIFF_NAMESPACE, name)).map((element) => element.textContent);

describe('catalogToXliff (the file a translator gets)', () => {
  it('is XLIFF 2.0 from en-US into the locale, one file "messages" that a tool may not resegment', () => {
    const root = document.documentElement!;
    expect([root.namespaceURI, root.getAttribute('version'), root.getAttribute('srcLang'), root.getAttribute('trgLang')]).toEqual([
      XLIFF_NAMESPACE,
      '2.0',
      'en-US',
      'ar-AR',
    ]);
    expect(
      elements('file').map((file) => [file.getAttribute('id'), file.getAttribute('canResegment'), file.getAttribute('trgDir')]),
    ).toEqual([['messages', 'no', 'rtl']]);
  });

  it('has one unit per en-US key, in key order', () => {
    expect(elements('unit').map((element) => element.getAttribute('id'))).toEqual(['a.count', 'a.markup', 'a.title']);
  });

  it('carries <, &, quotes and ICU braces and apostrophes through XML unchanged', () => {
    expect(text('a.markup', 'source')).toEqual([source['a.markup']]);
    expect(text('a.markup', 'target')).toEqual([arabic['a.markup']]);
    expect(exported).toContain(`<source>Use &lt;b&gt; &amp; "quotes" or it's '{literal}' braces</source>`);
  });

  it('gives each unit its translator description as a note', () => {
    expect(text('a.markup', 'note')).toEqual([descriptions['a.markup']]);
    expect(exported).toContain('<note category="description">A &lt;tricky&gt; "note" &amp; more.</note>');
  });

  it('marks a translated key translated, with its message as the target', () => {
    expect(unit('a.count').getElementsByTagNameNS(XLIFF_NAMESPACE, 'segment')[0]!.getAttribute('state')).toBe('translated');
    expect(text('a.count', 'target')).toEqual([arabic['a.count']]);
  });

  it('leaves a key the locale lacks in state initial, without a target', () => {
    expect(unit('a.title').getElementsByTagNameNS(XLIFF_NAMESPACE, 'segment')[0]!.getAttribute('state')).toBe('initial');
    expect(text('a.title', 'target')).toEqual([]);
  });

  it('tells which plural forms the locale needs where en-US shows only one and other', () => {
    expect(text('a.count', 'note')[1]).toContain('zero, one, two, few, many, other');
    expect(text('a.title', 'note')).toHaveLength(1);
  });
});

describe('XML escaping', () => {
  it.each([
    ['a < and an &', 'a &lt; and an &amp;', 'a &lt; and an &amp;'],
    ['a > closing ]]>', 'a &gt; closing ]]&gt;', 'a &gt; closing ]]&gt;'],
    [`"double" and 'single' quotes`, `"double" and 'single' quotes`, '&quot;double&quot; and &apos;single&apos; quotes'],
    ['{count, plural, one {#} other {# x}}', '{count, plural, one {#} other {# x}}', '{count, plural, one {#} other {# x}}'],
    ['line\r\nbreak\tand tab', 'line&#13;\nbreak\tand tab', 'line&#13;&#10;break&#9;and tab'],
  ])('%j', (raw, asText, asAttribute) => {
    expect(escapeXmlText(raw)).toBe(asText);
    expect(escapeXmlAttribute(raw)).toBe(asAttribute);
    const parsed = new DOMParser().parseFromString(`<m a="${asAttribute}">${asText}</m>`, 'text/xml').documentElement!;
    expect([parsed.textContent, parsed.getAttribute('a')]).toEqual([raw, raw]);
  });

  it('refuses a control character XML cannot carry', () => {
    expect(() => escapeXmlText('bell \u0007')).toThrow(/control character/);
  });
});
