import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { Window } from 'happy-dom';

/** The public face of @xapi/cmi5 (a third-party AU library) that the tests drive. */
export interface Cmi5Au {
  initialize(): Promise<unknown>;
  complete(): Promise<unknown>;
  pass(score?: number): Promise<unknown>;
  fail(score?: number): Promise<unknown>;
  terminate(): Promise<unknown>;
  getLaunchData(): { launchMode: string; moveOn: string; masteryScore?: number; launchParameters?: string; contextTemplate: unknown };
}
export type Cmi5AuClass = new (launchParameters: {
  endpoint: string;
  fetch: string;
  actor: unknown;
  registration: string;
  activityId: string;
}) => Cmi5Au;

/**
 * @xapi/cmi5 as published, bundled with esbuild for Node at test time: the package ships an
 * ES module for bundlers and a UMD file for browsers, not one Node imports on its own.
 * Nothing of ours is in it; it talks to the portal over HTTP with axios, as in a browser.
 */
export async function loadCmi5Library(): Promise<Cmi5AuClass> {
  const outfile = join(mkdtempSync(join(tmpdir(), 'cmi5-au-')), 'cmi5.mjs');
  await build({
    stdin: { contents: "export { default } from '@xapi/cmi5';", resolveDir: fileURLToPath(new URL('.', import.meta.url)) },
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile,
    logLevel: 'error',
    // axios's Node build requires Node's modules by name.
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  });
  // axios decides at load which adapters the environment has: a browser's XMLHttpRequest must be there by then.
  const global = globalThis as { XMLHttpRequest?: unknown };
  const before = global.XMLHttpRequest;
  const blank = new Window({ url: 'http://127.0.0.1/' });
  global.XMLHttpRequest = blank.XMLHttpRequest;
  const module = (await import(outfile)) as { default: Cmi5AuClass };
  global.XMLHttpRequest = before;
  await blank.happyDOM.close();
  return module.default;
}

/**
 * The AU's page as a browser holds it: a window at the AU's URL on the content origin, whose
 * XMLHttpRequest @xapi/cmi5 uses (its bundled HTTP client has no Node adapter). Requests to
 * the portal are cross-origin from there, with the CORS checks a browser makes.
 */
export function openAuWindow(launchUrl: string): () => void {
  const window = new Window({ url: launchUrl });
  const global = globalThis as { XMLHttpRequest?: unknown };
  global.XMLHttpRequest = window.XMLHttpRequest;
  return () => {
    delete global.XMLHttpRequest;
    void window.happyDOM.close();
  };
}

/** The five launch parameters of an AU's URL (cmi5 §8.1), as an AU reads them from its query string. */
export function launchParametersOf(url: string) {
  const q = new URL(url).searchParams;
  return {
    endpoint: q.get('endpoint')!,
    fetch: q.get('fetch')!,
    actor: JSON.parse(q.get('actor')!) as unknown,
    registration: q.get('registration')!,
    activityId: q.get('activityId')!,
  };
}
