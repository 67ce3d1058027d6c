import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from './sanitize-svg.ts';

const DEMO_IMAGES = fileURLToPath(new URL('../../demo/images/', import.meta.url));

interface Element {
  name: string;
  attributes: Record<string, string>;
}

/** Every element of an XML text as a browser's XML parser would see it, in order. */
function elementsOf(xml: string): Element[] {
  const found: Element[] = [];
  new Parser({ onopentag: (name, attributes) => found.push({ name, attributes }) }, { xmlMode: true, decodeEntities: true }).end(xml);
  return found;
}

/**
 * What "cannot run or load anything" means for a kept SVG: no element that runs, links or
 * animates, no handler, and references only inside the file.
 */
function expectInert(svg: string) {
  for (const { name, attributes } of elementsOf(svg)) {
    expect(name.toLowerCase()).not.toMatch(/script|foreignobject|^a$|animate|^set$|iframe|embed|object|handler/);
    for (const [attribute, value] of Object.entries(attributes)) {
      expect(attribute).not.toMatch(/^on/i);
      expect(attribute).not.toBe('xml:base');
      if (/href$/i.test(attribute)) expect(value).toMatch(/^#|^data:image\/(png|jpeg|gif|webp);base64,/);
      expect(value.replace(/[\s\u0000-\u001f]/g, '')).not.toMatch(/javascript:|vbscript:|url\((?!['"]?#)/i);
    }
  }
  // The whole text too: style elements are text to a parser, CSS to the browser.
  expect(svg).not.toMatch(/<\?|<!|@import|javascript:|url\s*\((?!['"]?#)/i);
}

const wrap = (inner: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">${inner}</svg>`;

describe('sanitizeSvg keeps nothing that runs, links or loads (issue 9 item 1)', () => {
  it.each([
    ['a script element', wrap('<script>fetch("/api/platform/v1/users/me")</script><rect width="1" height="1"/>')],
    ['a script in capitals', wrap('<SCRIPT>alert(1)</SCRIPT>')],
    ['a script with a namespace prefix', wrap('<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>')],
    [
      'a script in an XHTML body in foreignObject',
      wrap(
        '<foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script><img src="x" onerror="alert(1)"/></body></foreignObject>',
      ),
    ],
    ['onload on the root', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>'],
    ['handlers in any case', wrap('<rect onclick="a()" ONMOUSEOVER="b()" onFocusIn="c()"/>')],
    ['a javascript link', wrap('<a href="javascript:alert(1)"><rect width="1" height="1"/></a>')],
    ['an xlink javascript link', wrap('<a xlink:href="javascript:alert(1)"><text>x</text></a>')],
    ['an entity-encoded javascript link', wrap('<use href="&#106;avascript:alert(1)"/>')],
    ['a use of another file', wrap('<use href="https://evil.example/sprite.svg#a"/><use xlink:href="/api/platform/v1/users/me#x"/>')],
    [
      'an image from another site',
      wrap('<image href="https://evil.example/track.png"/><image xlink:href="data:text/html;base64,PHNjcmlwdD4="/>'),
    ],
    [
      'animations that set a link or a handler',
      wrap(
        '<a><animate attributeName="href" to="javascript:alert(1)"/></a><set attributeName="onclick" to="alert(1)"/><animateTransform attributeName="transform"/>',
      ),
    ],
    ['a style element that closes itself through CDATA', wrap('<style><![CDATA[</style><script>alert(1)</script>]]></style>')],
    ['a style element that loads', wrap('<style>@import url(https://evil.example/x.css); .a{fill:url(https://evil.example/x)}</style>')],
    ['a style element with an escaped url', wrap('<style>.a{background:\\75 rl(https://evil.example/x)}</style>')],
    ['a style element whose url is spelt across an entity', wrap('<style>.a{fill:ur&#108;(https://evil.example/x)}</style>')],
    ['a style element whose url is spelt across CDATA', wrap('<style>.a{fill:ur<![CDATA[l(https://evil.example/x)]]>}</style>')],
    ['markup inside a style element', wrap('<style>.a{}<script>alert(1)</script><foreignObject/></style>')],
    [
      'style and presentation attributes that load',
      wrap('<rect style="fill:url(https://evil.example/x)" fill="url( \'https://evil.example/y\')" filter="url(data:x)"/>'),
    ],
    ['a javascript url split by control characters', wrap('<rect style="background:java&#9;script:alert(1)"/>')],
    ['xml:base', wrap('<g xml:base="https://evil.example/"><use href="#a"/></g>')],
    [
      'a processing instruction and a doctype with entities',
      `<?xml version="1.0"?><?xml-stylesheet href="https://evil.example/x.css"?><!DOCTYPE svg [<!ENTITY e "<script>alert(1)</script>">]>${wrap('<text>&e;</text>')}`,
    ],
    ['a comment hiding markup', wrap('<!-- --><script>alert(1)</script><!-- -->')],
    ['a second root after the first', `${wrap('<rect/>')}<svg onload="alert(1)"/><script>alert(1)</script>`],
    ['an iframe and an embed', wrap('<iframe src="/learn"/><embed src="/learn"/><object data="/learn"/>')],
    ['a foreign namespace declaration', '<svg xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></svg>'],
  ])('removes %s', (_case, svg) => {
    const kept = sanitizeSvg(svg);
    expect(kept).not.toBeNull();
    expectInert(kept!);
  });

  it('keeps fragment references, embedded raster images and text', () => {
    const kept = sanitizeSvg(
      wrap(
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs><rect fill="url(#g)"/><use href="#g"/><image href="data:image/png;base64,iVBORw0KGgo="/><text>A &amp; B &lt; C</text>',
      ),
    );
    expect(kept).toContain('fill="url(#g)"');
    expect(kept).toContain('<use href="#g"/>');
    expect(kept).toContain('<image href="data:image/png;base64,iVBORw0KGgo="/>');
    expect(kept).toContain('<text>A &amp; B &lt; C</text>');
  });

  it('names the SVG namespace at the root, whatever the file said', () => {
    expect(sanitizeSvg('<svg viewBox="0 0 1 1"><rect/></svg>')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect/></svg>',
    );
    expect(sanitizeSvg('<svg xmlns="http://www.w3.org/1999/xhtml"><rect/></svg>')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>',
    );
  });

  it('draws the shapes inside a removed link', () => {
    expect(elementsOf(sanitizeSvg(wrap('<a href="https://example.net"><circle r="3"/></a>'))!).map((e) => e.name)).toEqual([
      'svg',
      'circle',
    ]);
  });

  it.each([
    ['HTML', '<html><body><script>alert(1)</script></body></html>'],
    ['plain text', 'just text'],
    ['an empty file', ''],
    ['XHTML with an svg inside', '<html xmlns="http://www.w3.org/1999/xhtml"><svg><rect/></svg></html>'],
  ])('finds no SVG image in %s', (_case, text) => {
    expect(sanitizeSvg(text)).toBeNull();
  });

  it.each(readdirSync(DEMO_IMAGES).filter((f) => f.endsWith('.svg')))('keeps every element and attribute of the demo image %s', (name) => {
    const source = readFileSync(`${DEMO_IMAGES}${name}`, 'utf8');
    expect(elementsOf(sanitizeSvg(source)!)).toEqual(elementsOf(source));
  });
});
