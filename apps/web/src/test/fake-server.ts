import { vi } from 'vitest';

export interface Call {
  method: string;
  path: string;
  /** The query, for calls that page or filter. */
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}
type Handler = (call: Call) => Response | Promise<Response>;

/** A handler's answer: `body` as JSON (none when undefined) with `status`. */
export const json = (body: unknown, status = 200) => new Response(body === undefined ? null : JSON.stringify(body), { status });

/**
 * A fetch stub answering by "METHOD /path" (query ignored); unknown calls answer 404.
 * Records every call, so tests can read what was sent.
 */
export function fakeServer(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: string, init: RequestInit = {}) => {
    const [path = '', search = ''] = String(input).split('?');
    const call: Call = {
      method: init.method ?? 'GET',
      path,
      query: new URLSearchParams(search),
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    // Usage events are fire and forget: answered unless a test asks about them.
    const handler =
      routes[`${call.method} ${path}`] ??
      (path === '/api/platform/v1/usage-events' ? () => new Response(null, { status: 204 }) : undefined);
    return handler
      ? handler(call)
      : new Response(JSON.stringify({ status: 404, title: 'Not found', code: 'notFound', errors: { general: ['Not found.'] } }), {
          status: 404,
        });
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, fetch, posts: (path: string) => calls.filter((c) => c.method === 'POST' && c.path === path) };
}

/** An asynchronous command (doc 1 §4) posted to `path`: accepted as `cmd-1`, then read as completed with `result`. */
export const completedCommand = (path: string, kind: string, result: unknown): Record<string, Handler> => {
  const url = '/api/lms/v1/commands/cmd-1';
  return {
    [`POST ${path}`]: () => json({ id: 'cmd-1', url }, 202),
    [`GET ${url}`]: () => json({ id: 'cmd-1', kind, state: 1, completed: '2025-03-10T12:00:01Z', result }),
  };
};
