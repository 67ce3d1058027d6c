import { describe, expect, it } from 'vitest';
import { isSafeExternalUrl } from './external-url.ts';

describe('isSafeExternalUrl (certificate externalUrl, issue 9 item 12)', () => {
  it.each([
    ['accepts https', 'https://certs.example.net/c/123', true, true],
    ['accepts https in capitals', 'HTTPS://Certs.Example.net/c/123', true, true],
    ['accepts https with a port, query and fragment', 'https://certs.example.net:8443/c?id=1#top', true, true],
    ['accepts an international host', 'https://zertifikate.bücher.example/1', true, true],
    ['refuses plain http in production', 'http://certs.example.net/c/123', false, false],
    ['accepts plain http in development', 'http://localhost:3000/c/123', true, true],
    ['refuses HTTP in capitals in production', 'HTTP://certs.example.net/', false, false],
    ['refuses javascript', 'javascript:alert(document.cookie)', true, false],
    ['refuses javascript in mixed case', 'JaVaScRiPt:alert(1)', true, false],
    ['refuses javascript with a tab inside the scheme', 'java\tscript:alert(1)', true, false],
    ['refuses javascript with a newline inside the scheme', 'java\nscript:alert(1)', true, false],
    ['refuses javascript behind a leading space', ' javascript:alert(1)', true, false],
    ['refuses javascript behind a control character', '\u0001javascript:alert(1)', true, false],
    ['refuses javascript with an entity-like escape', 'javascript&colon;alert(1)', true, false],
    ['refuses an https address behind a leading space', ' https://certs.example.net/', true, false],
    ['refuses an https address behind a control character', '\u0000https://certs.example.net/', true, false],
    ['refuses an https address with a trailing newline', 'https://certs.example.net/\n', true, false],
    ['refuses a non-breaking space', '\u00a0https://certs.example.net/', true, false],
    ['refuses data HTML', 'data:text/html,<script>alert(1)</script>', true, false],
    ['refuses data in capitals', 'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', true, false],
    ['refuses vbscript', 'vbscript:msgbox(1)', true, false],
    ['refuses file', 'file:///etc/passwd', true, false],
    ['refuses blob', 'blob:https://certs.example.net/1a2b', true, false],
    ['refuses ftp', 'ftp://certs.example.net/c.pdf', true, false],
    ['refuses mailto', 'mailto:someone@example.net', true, false],
    ['refuses a relative path', '/learn/certificate/1', true, false],
    ['refuses a protocol-relative address', '//evil.example/c', true, false],
    ['refuses a scheme with no host', 'https:', true, false],
    ['refuses a user name that dresses another host as the portal', 'https://learn.example.com@evil.example/c', true, false],
    ['refuses a user name and password', 'https://user:secret@certs.example.net/c', true, false],
    ['refuses the empty string', '', true, false],
    ['refuses garbage', 'not a url', true, false],
  ])('%s', (_rule, value, allowHttp, expected) => {
    expect(isSafeExternalUrl(value, { allowHttp })).toBe(expected);
  });

  it('refuses plain http unless allowed', () => {
    expect(isSafeExternalUrl('http://certs.example.net/')).toBe(false);
  });
});
