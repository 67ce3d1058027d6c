import { describe, expect, it } from 'vitest';
import { externalSourceOrigins, isAllowedExternalSource } from './external-sources.ts';

describe('externalSourceOrigins (doc 2 §9 allowed list of external sources)', () => {
  it('reads a bare host as its https origin, keeps an origin with its scheme and leaves anything else out', () => {
    expect(
      externalSourceOrigins([
        'player.vimeo.com',
        '*.example.edu',
        'quiz.test:8443',
        'http://localhost:3001/',
        ' HTTPS://Tool.Test ',
        'evil.test; script-src *',
        '*',
        'javascript:alert(1)',
        undefined,
      ]),
    ).toEqual([
      'https://player.vimeo.com',
      'https://*.example.edu',
      'https://quiz.test:8443',
      'http://localhost:3001',
      'https://tool.test',
    ]);
  });
});

describe('isAllowedExternalSource: may this content be embedded?', () => {
  const allowed = ['player.vimeo.com', '*.example.edu', 'http://localhost:3001'];
  it.each([
    ['a listed host, over https', 'https://player.vimeo.com/video/1', true],
    ['a listed host over plain http is another origin', 'http://player.vimeo.com/video/1', false],
    ['a subdomain of a wildcard entry', 'https://media.example.edu/clip', true],
    ["the wildcard's own domain is not its subdomain", 'https://example.edu/clip', false],
    ['an origin written with its scheme and port', 'http://localhost:3001/launch', true],
    ['another port of that host', 'http://localhost:3002/launch', false],
    ['a host nobody listed', 'https://vimeo.evil.test/video/1', false],
    ['no URL at all', 'not a url', false],
  ])('%s → %s', (_title, url, expected) => {
    expect(isAllowedExternalSource(url, allowed)).toBe(expected);
  });

  it('an empty list allows nothing', () => {
    expect(isAllowedExternalSource('https://player.vimeo.com/video/1', [])).toBe(false);
  });
});
