import { canonicalCallUrl } from '@lp/contract/first-view';
import { pageBootstrap } from './bootstrap.ts';

/**
 * Answers of first-view calls that are already here or on their way (issue 17): those the
 * server put in the page, and those the router started on a navigation. Each is taken once
 * — later asks go to the server — and only while fresh, so a page left open never shows
 * an old answer as new; any change the learner makes (a call that is not a GET) drops them
 * all, so a refetch after it never takes an answer from before it.
 */
const FRESH_MS = 10_000;
/** TanStack Query keeps an answer this long (gcTime): one asked since is still on screen or in the cache. */
const CACHED_MS = 5 * 60_000;
const early = new Map<string, { at: number; answer: Promise<unknown> }>();
const asked = new Map<string, number>();
let seeded = false;
/** On the server (entry-server.tsx) the answers come from the page being rendered, never from here. */
let serverAnswers: ((url: string) => Promise<unknown>) | undefined;
export const setServerAnswers = (source: (url: string) => Promise<unknown>) => {
  serverAnswers = source;
};

function seedFromPage() {
  if (seeded) return;
  seeded = true;
  for (const [url, body] of Object.entries(pageBootstrap()?.answers ?? {}))
    early.set(url, { at: Date.now(), answer: Promise.resolve(body) });
}

/** The answer for `url` when there is one (undefined in the promise: ask the server). */
export function takeEarlyAnswer(url: string): Promise<unknown> | undefined {
  if (serverAnswers) return serverAnswers(url);
  seedFromPage();
  const key = canonicalCallUrl(url);
  asked.set(key, Date.now());
  const entry = early.get(key);
  if (!entry) return undefined;
  early.delete(key);
  return Date.now() - entry.at <= FRESH_MS ? entry.answer : undefined;
}

export function startEarly(urls: readonly string[], load: (url: string) => Promise<unknown>) {
  seedFromPage();
  for (const url of urls) {
    const key = canonicalCallUrl(url);
    // An answer the app has (in its cache, shown while it refreshes) needs no head start.
    if (early.has(key) || Date.now() - (asked.get(key) ?? -Infinity) < CACHED_MS) continue;
    early.set(key, { at: Date.now(), answer: load(url) });
  }
}

/** A change is on its way: what was asked before it may be out of date. */
export function dropEarlyAnswers() {
  seeded = true;
  early.clear();
}
