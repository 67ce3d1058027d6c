import { describe, expect, it } from 'vitest';
import { PLAIN_PATH_PARAMS, PLAIN_QUERY_PARAMS, REDACTED, URL_QUERY_PARAMS, UrlRedaction } from './url-redaction.ts';

const redaction = new UrlRedaction();
for (const route of ['/api/lms/v1/public/calendar-feeds/:token', '/api/lms/v1/objectives/:id', '/idp/interaction/:uid/login', '/learn/*'])
  redaction.learnRoute(route);

describe('addresses in log lines lose their secrets', () => {
  it.each([
    ['/api/lms/v1/public/calendar-feeds/s3cret', `/api/lms/v1/public/calendar-feeds/${REDACTED}`],
    ['/api/lms/v1/public/calendar-feeds/s3cret/more?x=1', `/api/lms/v1/public/calendar-feeds/${REDACTED}/more?x=${REDACTED}`],
    ['/idp/interaction/s3cret/login', `/idp/interaction/${REDACTED}/login`],
    ['/api/lms/v1/objectives/0b7e?take=10&skip=20', '/api/lms/v1/objectives/0b7e?take=10&skip=20'],
    ['/oidc/callback?code=s3cret&state=s3cret2&iss=x', `/oidc/callback?code=${REDACTED}&state=${REDACTED}&iss=${REDACTED}`],
    [
      '/learn/email-response-callback?answer=a.s3cret&workflowId=w',
      `/learn/email-response-callback?answer=${REDACTED}&workflowId=${REDACTED}`,
    ],
    ['/learn/courses#frag', `/learn/courses#${REDACTED}`],
    [
      `/oidc/login?redirectUrl=${encodeURIComponent('http://h/learn/email-response-callback?answer=s3cret')}`,
      `/oidc/login?redirectUrl=${encodeURIComponent(`http://h/learn/email-response-callback?answer=${REDACTED}`)}`,
    ],
    ['http://localhost:3000/api/lms/v1/public/calendar-feeds/s3cret', `http://localhost:3000/api/lms/v1/public/calendar-feeds/${REDACTED}`],
  ])('%s', (url, expected) => {
    expect(redaction.redactUrl(url)).toBe(expected);
  });

  it('finds every address in a JSON line, a message and a stack, and leaves the rest', () => {
    const line = JSON.stringify({
      msg: 'Route GET:/api/lms/v1/public/calendar-feeds/s3cret not found',
      req: { url: '/x?token=s3cret' },
      err: { stack: 'at /srv/app.ts:1:2\n    at http://h/y?state=s3cret' },
    });
    const redacted = redaction.redactText(line);
    expect(redacted).not.toContain('s3cret');
    expect(JSON.parse(redacted)).toMatchObject({ err: { stack: `at /srv/app.ts:1:2\n    at http://h/y?state=${REDACTED}` } });
  });

  it('a route added later with any parameter other than a plain id is redacted without being listed', () => {
    const later = new UrlRedaction();
    later.learnRoute('/api/reset-passwords/:resetKey/confirm');
    expect(later.redactUrl('/api/reset-passwords/s3cret/confirm')).toBe(`/api/reset-passwords/${REDACTED}/confirm`);
    expect(later.redactUrl('/api/x?unsubscribe=s3cret')).toBe(`/api/x?unsubscribe=${REDACTED}`);
  });

  it('no name that sounds like a secret is on a plain list', () => {
    const secretLooking = /token|secret|password|pass|code|state|nonce|hint|answer|signature|key|uid|ticket|session|assertion|unsubscribe/i;
    for (const name of [...PLAIN_PATH_PARAMS, ...PLAIN_QUERY_PARAMS, ...URL_QUERY_PARAMS]) expect(name).not.toMatch(secretLooking);
  });
});
