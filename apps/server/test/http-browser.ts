import { AuthPaths } from '@lp/contract';

/**
 * A browser's part over real HTTP, for tests of a server process: cookies kept by name,
 * redirects followed one by one (so a test sees every address), and the bundled identity
 * provider's sign-in form filled in. Every address is sent to `origin`, whatever host the
 * server's public URL names.
 */
export class HttpBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly origin: string) {}

  cookie(name: string) {
    return this.cookies.get(name);
  }

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const u = new URL(url, this.origin);
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0 && !headers.has('cookie')) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(`${this.origin}${u.pathname}${u.search}`, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const value = pair!.slice(at + 1);
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(pair!.slice(0, at));
      else this.cookies.set(pair!.slice(0, at), value);
    }
    return res;
  }

  /** Signs in from /oidc/login through the provider's form; answers every address it went through. */
  async signIn(email: string, password: string): Promise<string[]> {
    const hops: string[] = [];
    let res = await this.fetch(AuthPaths.login);
    while (res.status >= 300 && res.status < 400) {
      const location = res.headers.get('location')!;
      hops.push(location);
      if (location.includes('/interaction/')) {
        await this.fetch(location);
        const form = new URLSearchParams({ email, password }).toString();
        res = await this.fetch(`${new URL(location, this.origin).pathname}/login`, {
          method: 'POST',
          body: form,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
      } else {
        if (location.startsWith(AuthPaths.loginCallback)) break;
        res = await this.fetch(location);
      }
    }
    if (!this.cookies.has('lmsUser')) throw new Error(`not signed in after ${hops.join(' → ')} (${res.status})`);
    return hops;
  }
}
