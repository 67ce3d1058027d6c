/**
 * The analytics peer: a plain HTTP collector for the web's two loggers (decision 0040).
 * `POST /events` (the analytics event logger) and `POST /data-lake` (the data-lake logger)
 * take a JSON body of any content type (the browser sends text/plain, which needs no CORS
 * preflight) and answer 204; `GET /received` lists what arrived, oldest first, and
 * `DELETE /received` forgets it. Configuration: ANALYTICS_PEER_PORT (0: any free port;
 * 3095 when unset). Prints `Analytics peer listening on <url>` once it listens (spawn.mjs
 * waits for it).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const port = Number(process.env.ANALYTICS_PEER_PORT ?? 3095);
/** A keepalive request carries at most 64 KiB; anything far larger is not a logger's batch. */
const MAX_BODY = 256 * 1024;
/** What it keeps at most: the oldest batches go first. */
const MAX_KEPT = 5000;
const STREAMS: Record<string, string> = { '/events': 'events', '/data-lake': 'data-lake' };

interface Received {
  stream: string;
  receivedAt: string;
  contentType: string | null;
  origin: string | null;
  /** Whether the request carried cookies: the loggers send without credentials. */
  withCookies: boolean;
  body: unknown;
}
const received: Received[] = [];

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, DELETE',
  'access-control-allow-headers': 'content-type',
};

function answer(res: ServerResponse, status: number, body?: unknown) {
  const headers = { ...CORS, ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
  res.writeHead(status, headers).end(body === undefined ? undefined : JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string | undefined> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function collect(stream: string, req: IncomingMessage, res: ServerResponse) {
  const raw = await readBody(req);
  if (raw === undefined) return answer(res, 413, { error: 'The batch is too large.' });
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return answer(res, 400, { error: 'The body is not JSON.' });
  }
  received.push({
    stream,
    receivedAt: new Date().toISOString(),
    contentType: req.headers['content-type'] ?? null,
    origin: typeof req.headers.origin === 'string' ? req.headers.origin : null,
    withCookies: Boolean(req.headers.cookie),
    body,
  });
  if (received.length > MAX_KEPT) received.splice(0, received.length - MAX_KEPT);
  answer(res, 204);
}

const server = createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://peer').pathname;
  const stream = STREAMS[path];
  if (req.method === 'OPTIONS') answer(res, 204);
  else if (req.method === 'POST' && stream) {
    collect(stream, req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) answer(res, 500, { error: 'The peer failed.' });
    });
  } else if (req.method === 'GET' && path === '/received') answer(res, 200, received);
  else if (req.method === 'DELETE' && path === '/received') {
    received.length = 0;
    answer(res, 204);
  } else answer(res, 404, { error: `Unknown path ${req.method} ${path}.` });
});

server.listen(port, '127.0.0.1', () => {
  console.log(`Analytics peer listening on http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
