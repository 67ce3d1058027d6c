import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { appPolicy, isOriginAllowed, styleAttributesOf, styleElementsOf } from './content-security-policy.ts';

const frameSources = (externalSources: string[]) => {
  const policy = appPolicy({ externalSources, frameAncestors: [], storageHost: undefined, https: false });
  return policy
    .split('; ')
    .find((d) => d.startsWith('frame-src '))!
    .split(' ')
    .slice(1);
};

describe('appPolicy frame-src from allowedExternalSources', () => {
  it('always lets the content view frame the content origin packages play from (decision 0078)', () => {
    const policy = appPolicy({
      externalSources: [],
      frameAncestors: [],
      storageHost: undefined,
      https: false,
      contentOrigin: 'http://127.0.0.1:4000',
    });
    expect(policy).toContain("frame-src 'self' http://127.0.0.1:4000;");
  });

  it.each<[string, string[], string[]]>([
    [
      'a bare host becomes its https origin',
      ['player.vimeo.com', 'Tools.Example.edu:8443'],
      ['https://player.vimeo.com', 'https://tools.example.edu:8443'],
    ],
    ['a wildcard host stays a wildcard over https', ['*.vimeo.com'], ['https://*.vimeo.com']],
    ['an http origin with its port passes as written (a local tool)', ['http://localhost:3001'], ['http://localhost:3001']],
    ['an https origin passes as written, a trailing slash dropped', ['https://quiz.example.edu/'], ['https://quiz.example.edu']],
    [
      'anything else is left out',
      ['evil.test; script-src *', '*', 'javascript:alert(1)', 'ftp://files.test', 'http://host/path', 'data:'],
      [],
    ],
  ])('%s', (_, entries, sources) => {
    expect(frameSources(entries)).toEqual(["'self'", ...sources]);
  });
});

describe('isOriginAllowed: the launch check reads the sources as the browser does', () => {
  it.each<[string, string, string[], boolean]>([
    ['a bare host allows its https origin', 'https://tool.test', ['tool.test'], true],
    ['not its http origin', 'http://tool.test', ['tool.test'], false],
    ['nor another port', 'https://tool.test:8443', ['tool.test'], false],
    ['an origin with its scheme and port', 'http://localhost:3001', ['http://localhost:3001'], true],
    ['a wildcard allows subdomains', 'https://a.tools.test', ['*.tools.test'], true],
    ['but not the bare domain', 'https://tools.test', ['*.tools.test'], false],
    ['nor a look-alike', 'https://eviltools.test', ['*.tools.test'], false],
    ['an entry the policy leaves out allows nothing', 'https://evil.test', ['evil.test; script-src *', '*'], false],
  ])('%s', (_, origin, entries, allowed) => {
    expect(isOriginAllowed(origin, entries)).toBe(allowed);
  });
});

describe('a page the server drew: its style attributes allowed by hash, nothing else (decision 0043)', () => {
  const styleSrc = (styleAttributes: string[]) =>
    appPolicy({ externalSources: [], frameAncestors: [], storageHost: undefined, https: false, styleAttributes })
      .split('; ')
      .find((d) => d.startsWith('style-src '))!
      .split(' ')
      .slice(1);
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

  it('allows exactly the plain declarations React wrote (bars, colours), decoded as the browser reads them', () => {
    const html =
      '<div style="inline-size:35%"></div><span style="background:#1a7f37"></span><i style="inline-size:35%"></i><b style="color:a&amp;b"></b>';
    expect(styleAttributesOf(html)).toEqual(['inline-size:35%', 'background:#1a7f37', 'color:a&b']);
    expect(styleSrc(styleAttributesOf(html))).toEqual([
      "'self'",
      "'unsafe-hashes'",
      sha('inline-size:35%'),
      sha('background:#1a7f37'),
      sha('color:a&b'),
    ]);
  });

  it('never allows a style attribute that loads, escapes or breaks out, whoever wrote it', () => {
    const hostile = [
      'background:url(https://evil.example/x)',
      'background-image:image-set("x.png" 1x)',
      'color:red;background:\\75rl(x)',
      'font-family:&quot;x&quot;',
      '@import x',
      'width:expression(alert(1))',
      'color:red</style><script>',
    ];
    const html = hostile.map((value) => `<div style="${value.replace(/</g, '&lt;').replace(/>/g, '&gt;')}"></div>`).join('');
    expect(styleAttributesOf(html)).toEqual([]);
    expect(styleSrc([])).toEqual(["'self'"]);
  });

  it('hashes each style element of the head whole, up to where the browser ends it, and none of the body', () => {
    const query = '.a{color:red}@container page (width<=58rem){.a{color:blue}}';
    const html = `<html><head><style>${query}</style><style>.b{}</style></head><body><style>.c{}</style></body></html>`;
    expect(styleElementsOf(html)).toEqual([query, '.b{}']);
  });
});
