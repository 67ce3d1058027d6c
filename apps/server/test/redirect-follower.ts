/**
 * A browser without a page: fetches over real HTTP, keeps each origin's cookies and follows
 * redirects by hand, so a test sees every hop of a sign-in across the portal and an issuer.
 */
export function redirectFollower() {
  const jars = new Map<string, Map<string, string>>();
  const jarOf = (origin: string) => jars.get(origin) ?? jars.set(origin, new Map()).get(origin)!;

  async function request(url: string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const jar = jarOf(target.origin);
    const headers = new Headers(init.headers);
    if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const name = pair!.slice(0, pair!.indexOf('=')).trim();
      const value = pair!.slice(pair!.indexOf('=') + 1).trim();
      const gone = value === '' || attributes.some((a) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(a));
      if (gone) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  }

  /** Opens `url` and follows its redirects (at most `limit`); every URL visited, in order, and the last answer. */
  async function open(url: string, limit = 12): Promise<{ trail: string[]; last: Response }> {
    const trail = [url];
    let last = await request(url);
    while (last.status >= 300 && last.status < 400 && trail.length <= limit) {
      const next = new URL(last.headers.get('location')!, trail.at(-1)).href;
      trail.push(next);
      last = await request(next);
    }
    return { trail, last };
  }

  return { request, open, cookie: (origin: string, name: string) => jarOf(origin).get(name) };
}
