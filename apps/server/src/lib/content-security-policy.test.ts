import { describe, expect, it } from 'vitest';
import { appPolicy, isOriginAllowed } from './content-security-policy.ts';

const frameSources = (externalSources: string[]) => {
  const policy = appPolicy({ externalSources, frameAncestors: [], storageHost: undefined, https: false });
  return policy.split('; ').find((d) => d.startsWith('frame-src '))!.split(' ').slice(1);
};

describe('appPolicy frame-src from allowedExternalSources', () => {
  it.each<[string, string[], string[]]>([
    ['a bare host becomes its https origin', ['player.vimeo.com', 'Tools.Example.edu:8443'], ['https://player.vimeo.com', 'https://tools.example.edu:8443']],
    ['a wildcard host stays a wildcard over https', ['*.vimeo.com'], ['https://*.vimeo.com']],
    ['an http origin with its port passes as written (a local tool)', ['http://localhost:3001'], ['http://localhost:3001']],
    ['an https origin passes as written, a trailing slash dropped', ['https://quiz.example.edu/'], ['https://quiz.example.edu']],
    ['anything else is left out', ['evil.test; script-src *', '*', 'javascript:alert(1)', 'ftp://files.test', 'http://host/path', 'data:'], []],
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
