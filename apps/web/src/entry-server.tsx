/// <reference types="node" />
/**
 * The first view rendered by the server (issue 17 item 1, decision 0043): the page arrives
 * with the shell and the page's first content already drawn, and the browser hydrates it.
 *
 * The render uses the app's own components and queries. Data comes only from the answers
 * the server has already put in the page (`@lp/contract/first-view`): a first render finds
 * the queries the page makes, their own query functions run against those answers (a call
 * not among them fails at once and is left for the browser), and the page is rendered again
 * with what came back — at most three times, for a page whose calls depend on earlier ones.
 * What the browser must have to draw the same markup travels with the page (`queries`).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode, type ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { QueryClient, type Query } from '@tanstack/react-query';
import { createSourcedTranslator, type Catalog, type SourceCatalog } from '@lp/i18n';
import type { CurrentUser, RuntimeConfig } from '@lp/contract';
import { canonicalCallUrl } from '@lp/contract/first-view';
import { App } from './app/app.tsx';
import { currentUserKeys } from './lib/current-user.ts';
import { setServerAnswers } from './lib/early-answers.ts';
import { defaultRuntimeConfig, withDashboardSwitch } from './lib/runtime-config.ts';
import type { RenderedQuery } from './lib/bootstrap.ts';

export interface FirstViewInput {
  /** The path after /learn, and the query string (with its `?`, or ''). */
  path: string;
  search: string;
  config: Partial<RuntimeConfig> | null;
  user: CurrentUser | null;
  locale: string;
  timeZone: string | undefined;
  catalog: Catalog;
  sourceCatalog: SourceCatalog;
  /** The page's first-view answers by canonical URL. */
  answers: Record<string, unknown>;
  /** The request's cookies that change what the app shows (the dashboard switch, doc 1 §2). */
  cookies: string;
}

export interface FirstView {
  html: string;
  queries: RenderedQuery[];
  /** The page's answers its queries made into other data: `queries` carries that data, the page need not carry them too. */
  spent: string[];
  /** When it was drawn: the time its clocks show (lib/drawn-clock.tsx), the browser's first render shows the same. */
  drawnAt: number;
}

const MAX_RENDERS = 3;
const requestAnswers = new AsyncLocalStorage<{ answers: Record<string, unknown>; taken: Map<unknown, string> }>();

setServerAnswers((url) => {
  const store = requestAnswers.getStore();
  if (!store) return Promise.reject(new Error('no answers: not rendering a page'));
  const key = canonicalCallUrl(url);
  if (!(key in store.answers)) return Promise.reject(new Error(`not answered in the page: ${key}`));
  const body = store.answers[key];
  store.taken.set(body, key);
  return Promise.resolve(body);
});

/** The page's markup; any error in any part fails the whole render (the browser then draws the page). */
async function renderOnce(element: ReactElement): Promise<string> {
  let failed: unknown;
  const { prelude } = await prerenderToNodeStream(element, {
    // All in place in the markup: a large part is not sent apart with a script to move it in (the policy allows no inline script).
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError: (error) => {
      failed ??= error;
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  if (failed) throw failed;
  return Buffer.concat(chunks).toString('utf8');
}

const isEnabled = (query: Query) => {
  const { enabled, queryFn } = query.options as { enabled?: boolean | ((q: Query) => boolean); queryFn?: unknown };
  if (typeof queryFn !== 'function') return false;
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
};

export async function renderFirstView(input: FirstViewInput): Promise<FirstView> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } } });
  if (input.user) client.setQueryData(currentUserKeys.all, input.user);
  client.setQueryData(currentUserKeys.ifSignedIn, input.user);
  const config = withDashboardSwitch({ ...defaultRuntimeConfig, ...input.config } as RuntimeConfig, input.cookies);
  const translator = createSourcedTranslator(input.locale, input.catalog, input.sourceCatalog, input.timeZone);
  const drawnAt = Date.now();
  const element = (
    <StrictMode>
      <App
        config={config}
        translator={translator}
        timeZone={input.timeZone}
        client={client}
        ssrPath={input.path}
        ssrSearch={input.search}
        drawnAt={drawnAt}
      />
    </StrictMode>
  );
  const store = { answers: input.answers, taken: new Map<unknown, string>() };
  const tried = new Set<string>();
  let html = await renderOnce(element);
  for (let renders = 1; renders < MAX_RENDERS; renders++) {
    const todo = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status === 'pending' && !tried.has(q.queryHash) && isEnabled(q));
    if (todo.length === 0) break;
    todo.forEach((q) => tried.add(q.queryHash));
    await requestAnswers.run(store, () => Promise.all(todo.map((q) => q.fetch().catch(() => undefined))));
    // A query the page could not answer is drawn as loading, as the browser will draw it before it asks.
    for (const q of client.getQueryCache().getAll()) if (q.state.status !== 'success') client.getQueryCache().remove(q);
    html = await renderOnce(element);
  }
  const kept = new Set<string>();
  const queries = client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'success' && q.queryKey[0] !== currentUserKeys.all[0])
    .map((q): RenderedQuery => {
      const answer = store.taken.get(q.state.data);
      if (answer === undefined) return { key: q.queryKey, data: q.state.data, at: q.state.dataUpdatedAt };
      // The data is the page's answer as it came: the browser takes it from there, not twice.
      kept.add(answer);
      return { key: q.queryKey, answer, at: q.state.dataUpdatedAt };
    });
  const spent = [...new Set(store.taken.values())].filter((url) => !kept.has(url));
  return { html, queries, spent, drawnAt };
}
