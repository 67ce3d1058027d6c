import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { extname } from 'node:path';
import { unzipSync } from 'fflate';

/**
 * What the browser test of the demo packages talks to, on loopback: the packages' files as the
 * committed zips hold them, a launch page that puts scorm-again's Scorm12API / Scorm2004API
 * (a third-party SCORM runtime) in the SCO's parent as `API` / `API_1484_11` and keeps what the
 * SCO sets, and, for the cmi5 AU, the few xAPI resources a launch needs (auth token,
 * LMS.LaunchData, state, statements), which only record what @xapi/cmi5 sends. The portal's
 * own LRS and runtime are tested elsewhere; this is about the content.
 */

const require = createRequire(import.meta.url);
const SCORM_AGAIN = readFileSync(
  require.resolve('scorm-again') /* dist/scorm-again.js, the browser build that sets window.Scorm12API and Scorm2004API */,
);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
};

/** The launch page: `launch(version, href, initial)` starts a fresh API with the LMS's initial data and opens the SCO in a frame. */
const LAUNCH_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>LMS stand-in</title>
<script src="/lib/scorm-again.js"></script></head><body>
<iframe id="sco" title="Course content" style="inline-size:100%;block-size:640px;border:0"></iframe>
<script>
window.store = {}; window.calls = [];
window.launch = function (version, href, initial) {
  var api = version === '1.2' ? new Scorm12API({ logLevel: 5 }) : new Scorm2004API({ logLevel: 5 });
  if (initial) api.loadFromFlattenedJSON(initial, '');
  var set = version === '1.2' ? 'LMSSetValue' : 'SetValue';
  api.on(set + '.*', function (element, value) { window.store[element] = value; });
  (version === '1.2' ? ['LMSInitialize', 'LMSCommit', 'LMSFinish'] : ['Initialize', 'Commit', 'Terminate']).forEach(function (name) {
    api.on(name, function () { window.calls.push(name); });
  });
  window.store = {}; window.calls = [];
  delete window.API; delete window.API_1484_11;
  if (version === '1.2') window.API = api; else window.API_1484_11 = api;
  document.getElementById('sco').src = href;
};
window.leave = function () { document.getElementById('sco').src = 'about:blank'; };
</script></body></html>`;

export interface Statement {
  verb: { id: string };
  result?: { score?: { scaled?: number }; success?: boolean; completion?: boolean; extensions?: Record<string, unknown> };
  object: { id: string };
  context?: { registration?: string };
}

export interface StandIn {
  url: string;
  /** Requests the cmi5 AU made, by path and method, in order. */
  lrsCalls: string[];
  statements: Statement[];
  /** The state documents, by stateId. */
  state: Map<string, unknown>;
  launchData: Record<string, unknown>;
  close(): Promise<void>;
}

export async function startStandIn(zips: Record<string, string>): Promise<StandIn> {
  const packages = new Map(Object.entries(zips).map(([name, path]) => [name, unzipSync(readFileSync(path))]));
  const standIn: Omit<StandIn, 'url' | 'close'> = { lrsCalls: [], statements: [], state: new Map(), launchData: {} };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const send = (status: number, body: string | Uint8Array = '', type = 'application/json') => {
      res.writeHead(status, { 'content-type': type, 'x-experience-api-version': '1.0.3' });
      res.end(body);
    };
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (url.pathname === '/lms.html') return send(200, LAUNCH_PAGE, TYPES['.html']);
      if (url.pathname === '/lib/scorm-again.js') return send(200, SCORM_AGAIN, TYPES['.js']);
      const file = /^\/pkg\/([^/]+)\/(.+)$/.exec(url.pathname);
      if (file) {
        const bytes = packages.get(file[1]!)?.[decodeURIComponent(file[2]!)];
        return bytes ? send(200, bytes, TYPES[extname(file[2]!)] ?? 'application/octet-stream') : send(404, 'not found', 'text/plain');
      }
      if (url.pathname.startsWith('/lrs/')) {
        standIn.lrsCalls.push(
          `${req.method} ${url.pathname}${url.searchParams.has('stateId') ? `?stateId=${url.searchParams.get('stateId')}` : ''}`,
        );
        return lrs(req.method ?? 'GET', url, body);
      }
      send(404, 'not found', 'text/plain');
    });
    function lrs(method: string, url: URL, body: string) {
      if (url.pathname === '/lrs/fetch' && method === 'POST') return send(200, JSON.stringify({ 'auth-token': 'c3RhbmQtaW46dG9rZW4=' }));
      if (url.pathname === '/lrs/activities/state') {
        const id = url.searchParams.get('stateId') ?? '';
        if (method === 'GET') {
          if (id === 'LMS.LaunchData') return send(200, JSON.stringify(standIn.launchData));
          return standIn.state.has(id) ? send(200, JSON.stringify(standIn.state.get(id))) : send(404, '');
        }
        if (method === 'PUT' || method === 'POST') {
          standIn.state.set(id, JSON.parse(body || 'null'));
          return send(204);
        }
      }
      if (url.pathname === '/lrs/agents/profile') return send(404, '');
      if (url.pathname === '/lrs/statements' && (method === 'POST' || method === 'PUT')) {
        const list = ([] as Statement[]).concat(JSON.parse(body) as Statement | Statement[]);
        standIn.statements.push(...list);
        return send(
          200,
          JSON.stringify(list.map((_, i) => `00000000-0000-4000-8000-${String(standIn.statements.length + i).padStart(12, '0')}`)),
        );
      }
      send(400, JSON.stringify({ message: `${method} ${url.pathname} is not part of this stand-in` }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...standIn,
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
