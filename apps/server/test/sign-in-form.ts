import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CookieJar, TEST_PUBLIC_URL } from './app.ts';

export interface SignInForm {
  /** Posts the bundled provider's sign-in form, as sent from `ip` (default 127.0.0.1). */
  submit(email: string, password: string, options?: { ip?: string; acceptLanguage?: string }): Promise<LightMyRequestResponse>;
}

/** Opens the bundled identity provider's sign-in form the way a browser reaches it, from /oidc/login. */
export async function openSignInForm(app: FastifyInstance): Promise<SignInForm> {
  const jar = new CookieJar();
  const host = new URL(TEST_PUBLIC_URL).host;
  let location = '/oidc/login';
  while (!location.includes('/interaction/')) {
    const u = new URL(location, TEST_PUBLIC_URL);
    const res = await app.inject({ url: u.pathname + u.search, headers: { cookie: jar.header(), host } });
    jar.store(res);
    if (!res.headers.location) throw new Error(`no redirect to the sign-in form from ${location} (${res.statusCode})`);
    location = res.headers.location;
  }
  const action = `${new URL(location, TEST_PUBLIC_URL).pathname}/login`;
  return {
    submit: (email, password, { ip = '127.0.0.1', acceptLanguage = 'en-US' } = {}) =>
      app.inject({
        method: 'POST',
        url: action,
        remoteAddress: ip,
        headers: { cookie: jar.header(), host, 'content-type': 'application/x-www-form-urlencoded', 'accept-language': acceptLanguage },
        payload: new URLSearchParams({ email, password }).toString(),
      }),
  };
}

/** The provider finished the interaction and sends the browser on to complete the authorization. */
export const signedIn = (res: LightMyRequestResponse) => res.statusCode === 303 && /\/idp\/auth\//.test(res.headers.location ?? '');
