import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CookieJar, TEST_PUBLIC_URL } from '../../../test/app.ts';
import { jsonish, text } from '../../../test/bad-input-arbitraries.ts';
import { setupTestApp } from '../../../test/setup-test-app.ts';

/**
 * The sign-in form takes input from anyone who starts a sign-in: whatever its fields hold
 * (JSON of any kind, repeated form fields), the answer is a refusal, never a server error
 * and never a sign-in (security issue 9, item 5).
 */
const demo = setupTestApp();
const host = new URL(TEST_PUBLIC_URL).host;

/** Starts a sign-in like a browser and returns the form's address and the cookies that go with it. */
async function startSignIn() {
  const jar = new CookieJar();
  const get = async (url: string) => {
    const u = new URL(url, TEST_PUBLIC_URL);
    const res = await demo.app.inject({ url: u.pathname + u.search, headers: { cookie: jar.header(), host } });
    jar.store(res);
    return res;
  };
  let res = await get('/oidc/login');
  while (res.statusCode >= 300 && res.statusCode < 400 && !res.headers.location!.includes('/interaction/'))
    res = await get(res.headers.location!);
  const form = new URL(res.headers.location!, TEST_PUBLIC_URL).pathname;
  await get(form);
  return { action: `${form}/login`, cookie: jar.header() };
}

describe('the sign-in form, whatever its fields hold', () => {
  const submit = async (payload: string, contentType: string) => {
    const { action, cookie } = await startSignIn();
    return demo.app.inject({ method: 'POST', url: action, headers: { cookie, host, 'content-type': contentType }, payload });
  };

  it('answers a JSON body with a refusal', async () => {
    const field = fc.oneof(jsonish, fc.constant({ toString: 1 }), fc.constant(['learner']));
    await fc.assert(
      fc.asyncProperty(fc.record({ email: fc.oneof(field, fc.constant('learner@demo.test')), password: field }), async (body) => {
        const res = await submit(JSON.stringify(body), 'application/json');
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: 15, examples: [[{ email: { toString: 1 }, password: 'x' }], [{ email: 'learner@demo.test', password: ['learner'] }]] },
    );
  });

  it('answers repeated or odd form fields with a refusal', async () => {
    await fc.assert(
      // URLSearchParams writes a lone surrogate as U+FFFD, as a browser would.
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom('email', 'password', 'email[]', 'password[toString]'), text), { maxLength: 5 }),
        async (fields: [string, string][]) => {
          const res = await submit(new URLSearchParams(fields).toString(), 'application/x-www-form-urlencoded');
          expect(res.statusCode).toBeGreaterThanOrEqual(400);
          expect(res.statusCode).toBeLessThan(500);
        },
      ),
      {
        numRuns: 10,
        examples: [
          [
            [
              ['email', 'learner@demo.test'],
              ['password', 'learner'],
              ['password', 'learner'],
            ],
          ],
        ],
      },
    );
  });
});
