import { describe, expect, it } from 'vitest';
import { isAllowedPdfUrl, isValidRedirectUrl } from './redirect-url.ts';

const page = 'https://learn.example.com/learn/login-callback?redirectUrl=x';
const localPage = 'http://localhost:3000/learn/login-callback';

describe('isValidRedirectUrl (doc 1 §5 redirect targets)', () => {
  it.each([
    ['accepts https on the same host', 'https://learn.example.com/learn/courses', page, false, true],
    ['accepts a relative path on an https page', '/learn/courses?x=1#chat', page, false, true],
    ['refuses another host', 'https://evil.example.net/learn', page, false, false],
    ['refuses a look-alike subdomain', 'https://learn.example.com.evil.net/', page, false, false],
    ['refuses a protocol-relative URL to another host', '//evil.example.net/x', page, false, false],
    ['refuses plain http on the same host', 'http://learn.example.com/learn', page, false, false],
    ['refuses another port', 'https://learn.example.com:8443/learn', page, false, false],
    ['refuses javascript URLs', 'javascript:alert(1)', page, false, false],
    ['refuses garbage', 'http://', page, false, false],
    ['refuses plain http on localhost unless allowed', '/learn/courses', localPage, false, false],
    ['accepts plain http on localhost when allowed', '/learn/courses', localPage, true, true],
    ['accepts plain http on 127.0.0.1 when allowed', 'http://127.0.0.1:3000/learn', 'http://127.0.0.1:3000/', true, true],
    ['refuses plain http on another host even when allowed', 'http://learn.example.com/learn', 'http://learn.example.com/', true, false],
  ])('%s', (_rule, target, pageUrl, allowLocalHttp, expected) => {
    expect(isValidRedirectUrl(target, pageUrl, { allowLocalHttp })).toBe(expected);
  });
});

describe('isAllowedPdfUrl (doc 2 §5 PDF link targets)', () => {
  it.each([
    ['allows a same-origin path', '/api/files/1.pdf', 'storage.example.net', true],
    ['allows the cloud storage host', 'https://storage.example.net/b/1.pdf', 'storage.example.net', true],
    ['blocks another host', 'https://files.evil.net/1.pdf', 'storage.example.net', false],
    ['blocks the storage host over plain http', 'http://storage.example.net/1.pdf', 'storage.example.net', false],
    ['blocks other hosts when no storage host is configured', 'https://storage.example.net/1.pdf', null, false],
    ['allows same-origin paths when no storage host is configured', '/learn/courses/1', null, true],
    ['allows the same origin written out in full', 'https://learn.example.com/api/lms-storage/v1/files/1', undefined, true],
    ['allows the storage host written in capitals', 'https://STORAGE.example.net/1.pdf', 'Storage.Example.net', true],
    ['blocks a look-alike of the storage host', 'https://storage.example.net.evil.net/1.pdf', 'storage.example.net', false],
    ['blocks a subdomain of the storage host', 'https://eu.storage.example.net/1.pdf', 'storage.example.net', false],
    ['blocks the storage host on another port', 'https://storage.example.net:8443/1.pdf', 'storage.example.net', false],
    ['allows the storage host on its configured port', 'https://storage.example.net:8443/1.pdf', 'storage.example.net:8443', true],
    ['blocks a protocol-relative link to another host', '//files.evil.net/1.pdf', 'storage.example.net', false],
    ['blocks the same host over plain http', 'http://learn.example.com/1.pdf', null, false],
    ['blocks javascript URLs', 'javascript:alert(1)', 'storage.example.net', false],
    ['blocks mail links', 'mailto:someone@example.net', 'storage.example.net', false],
    ['blocks garbage', 'http://', 'storage.example.net', false],
  ])('%s', (_rule, target, storageHost, expected) => {
    expect(isAllowedPdfUrl(target, page, storageHost)).toBe(expected);
  });
});
