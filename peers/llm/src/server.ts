/**
 * The LLM peer: `POST /v1/chat/completions` of the OpenAI protocol (JSON, or with
 * `stream: true` server-sent `data:` chunks ending in `data: [DONE]`), `GET /v1/models`,
 * a bearer key check. Configuration: LLM_PEER_PORT (0: any free port; 3090 when unset),
 * LLM_PEER_KEY (unset: no key is asked), LLM_PEER_MODEL (the model it names, default
 * `peer-tutor`), LLM_PEER_CHUNK_DELAY_MS (a pause between streamed pieces, default 0).
 * Prints `LLM peer listening on <url>` once it listens (spawn.mjs waits for it).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerFromPrompt } from './answer.ts';

const port = Number(process.env.LLM_PEER_PORT ?? 3090);
const key = process.env.LLM_PEER_KEY ?? '';
const modelName = process.env.LLM_PEER_MODEL || 'peer-tutor';
const chunkDelayMs = Number(process.env.LLM_PEER_CHUNK_DELAY_MS ?? 0);
const MAX_BODY = 1024 * 1024;
let served = 0;

function fail(res: ServerResponse, status: number, message: string, code: string) {
  res
    .writeHead(status, { 'content-type': 'application/json' })
    .end(JSON.stringify({ error: { message, type: 'invalid_request_error', param: null, code } }));
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

interface CompletionRequest {
  model?: unknown;
  messages?: { role?: unknown; content?: unknown }[];
  stream?: unknown;
}

async function completions(req: IncomingMessage, res: ServerResponse) {
  if (key && req.headers.authorization !== `Bearer ${key}`) return fail(res, 401, 'Incorrect API key provided.', 'invalid_api_key');
  const raw = await readBody(req);
  if (raw === undefined) return fail(res, 413, 'The request is too large.', 'request_too_large');
  let body: CompletionRequest;
  try {
    body = JSON.parse(raw) as CompletionRequest;
  } catch {
    return fail(res, 400, 'The body is not JSON.', 'invalid_json');
  }
  if (typeof body.model !== 'string' || !body.model) return fail(res, 400, 'you must provide a model parameter', 'missing_model');
  if (!Array.isArray(body.messages) || body.messages.length === 0 || body.messages.some((m) => typeof m?.content !== 'string')) {
    return fail(res, 400, "'messages' must be a non-empty array of messages with text content", 'invalid_messages');
  }
  const user = [...body.messages].reverse().find((m) => m.role === 'user');
  const answer = answerFromPrompt(typeof user?.content === 'string' ? user.content : '');
  const id = `chatcmpl-peer-${++served}`;
  const created = Math.floor(Date.now() / 1000);
  if (body.stream !== true) {
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id,
        object: 'chat.completion',
        created,
        model: modelName,
        choices: [{ index: 0, message: { role: 'assistant', content: answer }, finish_reason: 'stop' }],
        usage: { prompt_tokens: raw.length, completion_tokens: answer.length, total_tokens: raw.length + answer.length },
      }),
    );
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  const chunk = (delta: Record<string, string>, finish: string | null) =>
    `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: modelName, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  res.write(chunk({ role: 'assistant', content: '' }, null));
  // Word by word with their spaces, as a model streams tokens.
  for (const piece of answer.match(/\S+\s*/g) ?? []) {
    if (res.destroyed) return;
    if (chunkDelayMs > 0) await new Promise((r) => setTimeout(r, chunkDelayMs));
    res.write(chunk({ content: piece }, null));
  }
  res.write(chunk({}, 'stop'));
  res.end('data: [DONE]\n\n');
}

const server = createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://peer').pathname;
  if (req.method === 'POST' && path === '/v1/chat/completions') {
    completions(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) fail(res, 500, 'The peer failed.', 'server_error');
      else res.destroy();
    });
  } else if (req.method === 'GET' && path === '/v1/models') {
    if (key && req.headers.authorization !== `Bearer ${key}`) return fail(res, 401, 'Incorrect API key provided.', 'invalid_api_key');
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ object: 'list', data: [{ id: modelName, object: 'model', created: 0, owned_by: 'lp-peer' }] }));
  } else fail(res, 404, `Unknown path ${req.method} ${path}.`, 'not_found');
});

server.listen(port, '127.0.0.1', () => {
  console.log(`LLM peer listening on http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
