import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seedTenant } from '../../../test/seed.ts';
import { setupTestApp } from '../../../test/setup-test-app.ts';
import { TEST_PUBLIC_URL } from '../../../test/app.ts';
import { sitePath } from './bridge-message.ts';

const seeded = setupTestApp({ load: (db) => seedTenant(db, { frameAncestors: ['https://host.example.org'] }) });
const get = (url: string, headers: Record<string, string> = {}) => seeded.app.inject({ url, headers });
const scriptOf = (html: string) => /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
const dataOf = (html: string) => Object.fromEntries([...html.matchAll(/data-(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));

describe('the redirect page (doc 1 §2)', () => {
  it.each([
    ['/learn/courses/c1', '/learn/courses/c1'],
    [`${TEST_PUBLIC_URL}/learn/catalog`, `${TEST_PUBLIC_URL}/learn/catalog`],
  ])('follows a redirectUrl on this site: %s', async (target, location) => {
    const res = await get(`/redirect?redirectUrl=${encodeURIComponent(target)}`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(location);
  });

  it.each(['https://evil.example.net/learn/', '//evil.example.net/x', '/\\evil.example.net', 'javascript:alert(1)', ''])(
    'is no open redirect: %j goes to the app',
    async (target) => {
      const res = await get(`/redirect?redirectUrl=${encodeURIComponent(target)}`);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/learn/');
    },
  );

  it('takes no session and goes to the app without a parameter, or with two', async () => {
    expect((await get('/redirect')).headers.location).toBe('/learn/');
    expect((await get('/redirect?redirectUrl=/learn/a&redirectUrl=/learn/b')).headers.location).toBe('/learn/');
  });
});

describe('the frame-bridge page (doc 1 §2)', () => {
  it.each([
    ['do_contructor_logout=1', { subject: 'lti.logout' }],
    ['do_contructor_re_login=1', { subject: 'lti.relogin' }],
    [
      `do_navigation=${encodeURIComponent('/learn/courses/c1/view/content?x=1')}`,
      { subject: 'lti.navigate', target: '/learn/courses/c1/view/content?x=1' },
    ],
  ])("%s posts %j to the portal's own origin, with the hash of its one script in the policy", async (query, message) => {
    const res = await get(`/frame-bridge?${query}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const data = dataOf(res.body);
    expect({ subject: data.subject, ...(data.target ? { target: data.target.replaceAll('&amp;', '&') } : {}) }).toEqual(message);
    expect(data.origin).toBe(TEST_PUBLIC_URL);
    const script = scriptOf(res.body)!;
    expect(script).toContain('window.parent.postMessage(m,d.origin)');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(csp).toContain("default-src 'none'");
    // Framed by the portal (and the hosts that frame the portal), by nobody else.
    expect(csp).toContain("frame-ancestors 'self' https://host.example.org");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('speaks the language asked for, right to left in Arabic', async () => {
    const res = await get('/frame-bridge?do_contructor_re_login=1', { 'accept-language': 'ar-AR' });
    expect(res.body).toMatch(/<html lang="ar-AR" dir="rtl">/);
    expect(res.body).toContain('<title>العودة إلى بوابة المتعلّم</title>');
  });

  it.each([
    'do_navigation=https://evil.example.net/',
    'do_navigation=//evil.example.net/',
    `do_navigation=${encodeURIComponent('/\t/evil.example.net')}`,
    `do_navigation=${encodeURIComponent('/\\evil.example.net')}`,
    'do_navigation=javascript:alert(1)',
    'do_contructor_logout=0',
    '',
  ])('posts nothing for %j: a plain page without a script, 400', async (query) => {
    const res = await get(`/frame-bridge?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain('<script');
    expect(res.body).toContain('Nothing to do here');
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'none'");
  });

  it('escapes what it echoes: a target cannot break out of its attribute', async () => {
    const res = await get(`/frame-bridge?do_navigation=${encodeURIComponent('/learn/"><script>alert(1)</script>')}`);
    expect(res.statusCode).toBe(200);
    expect(res.body.match(/<script>/g)).toHaveLength(1);
    expect(dataOf(res.body).target).toBe('/learn/%22%3E%3Cscript%3Ealert(1)%3C/script%3E');
  });
});

describe('sitePath', () => {
  it.each([
    ['/learn/x#y', '/learn/x#y'],
    ['/a/../learn/', '/learn/'],
    ['learn/x', null],
    [`/${'a'.repeat(2001)}`, null],
    ['/\u0000x', null],
  ])('%j → %j', (target, path) => expect(sitePath(target, TEST_PUBLIC_URL)).toBe(path));
});
