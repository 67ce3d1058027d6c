import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize.ts';

/** The attributes of every link in sanitised HTML (sanitize-html writes them double-quoted). */
function linksOf(html: string): Record<string, string>[] {
  return [...html.matchAll(/<a\b([^>]*)>/g)].map(([, attributes]) =>
    Object.fromEntries([...attributes!.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!])),
  );
}

const relTokens = (link: Record<string, string>) => (link.rel ?? '').split(/\s+/).filter(Boolean);

/** The rule of issue 9 item 8: a link that may open another window cannot reach back to the portal. */
function expectNoOpenerOnTargetedLinks(html: string) {
  const links = linksOf(html);
  expect(links.length).toBeGreaterThan(0);
  for (const link of links.filter((l) => 'target' in l)) {
    expect(relTokens(link)).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    expect(relTokens(link)).not.toContain('opener');
  }
}

describe('links with a target in rich text (reverse tabnabbing, issue 9 item 8)', () => {
  it.each([
    ['a new tab', '<a href="https://example.net" target="_blank">x</a>'],
    ['a named window', '<a href="https://example.net" target="lesson">x</a>'],
    ['a target in capitals', '<a HREF="https://example.net" TARGET="Lesson">x</a>'],
    ['_BLANK in capitals', '<a href="https://example.net" target="_BLANK">x</a>'],
    ['an unquoted target', '<a href=https://example.net target=other>x</a>'],
    ['a single-quoted target', "<a href='https://example.net' target='other'>x</a>"],
    ['the target written before the address', '<a target="w" href="https://example.net">x</a>'],
    ['_top, _parent and _self', '<a href="/a" target="_top">a</a><a href="/b" target="_parent">b</a><a href="/c" target="_self">c</a>'],
    ['a link inside other elements', '<ul><li><p><strong><a href="https://example.net" target="w">x</a></strong></p></li></ul>'],
    ['the target given twice', '<a href="https://example.net" target="_self" target="w">x</a>'],
  ])('gets noopener noreferrer: %s', (_case, html) => {
    expectNoOpenerOnTargetedLinks(sanitizeRichText(html));
  });

  it.each([
    ['keeps the author’s other tokens', 'nofollow', ['nofollow', 'noopener', 'noreferrer']],
    ['does not repeat tokens already there', 'noopener noreferrer', ['noopener', 'noreferrer']],
    ['reads tokens in any case and spacing', '  NoFollow\tNOOPENER ', ['nofollow', 'noopener', 'noreferrer']],
    ['drops an explicit opener', 'opener external', ['external', 'noopener', 'noreferrer']],
    ['fills an empty rel', '', ['noopener', 'noreferrer']],
  ])('%s', (_case, rel, expected) => {
    const [link] = linksOf(sanitizeRichText(`<a href="https://example.net" target="w" rel="${rel}">x</a>`));
    expect(relTokens(link!)).toEqual(expected);
  });

  it('holds for every mix of target and rel', () => {
    const targets = ['_blank', '_BLANK', 'w', 'Lesson 2', '_top', '_self', ' _blank '];
    const rels = [undefined, '', 'opener', 'noopener', 'noreferrer', 'nofollow opener', 'OPENER'];
    for (const target of targets) {
      for (const rel of rels) {
        const html = `<p>see <a href="https://example.net" target="${target}"${rel === undefined ? '' : ` rel="${rel}"`}>this</a></p>`;
        expectNoOpenerOnTargetedLinks(sanitizeRichText(html));
      }
    }
  });

  it('leaves a link without a target as the author wrote it', () => {
    expect(sanitizeRichText('<a href="https://example.net" rel="nofollow">x</a>')).toBe(
      '<a href="https://example.net" rel="nofollow">x</a>',
    );
  });
});
