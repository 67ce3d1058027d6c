import { request, type ClientRequest, type IncomingMessage } from 'node:http';

/** One server-sent event as the browser's EventSource reads it. */
export interface StreamEvent {
  id: string | undefined;
  event: string;
  data: string;
  /** When it arrived (performance.now()). */
  at: number;
}

/**
 * A minimal EventSource over node:http for the tests and the benchmark: it keeps every
 * event and its arrival time, remembers the last id like a browser does, and can be
 * reopened with Last-Event-ID. Comments (heartbeats) are counted, not kept.
 */
export class EventStreamClient {
  readonly events: StreamEvent[] = [];
  comments = 0;
  lastEventId: string | undefined;
  status = 0;
  headers: IncomingMessage['headers'] = {};
  private req: ClientRequest | undefined;
  private buffer = '';
  private waiters: (() => void)[] = [];

  constructor(
    private readonly url: string,
    private readonly requestHeaders: Record<string, string>,
  ) {}

  /** Connects and resolves once the answer's headers are in (any status). */
  open(lastEventId = this.lastEventId): Promise<this> {
    this.buffer = '';
    return new Promise((resolve, reject) => {
      const headers: Record<string, string> = { accept: 'text/event-stream', ...this.requestHeaders };
      if (lastEventId !== undefined) headers['last-event-id'] = lastEventId;
      const req = request(this.url, { headers, agent: false }, (res) => {
        this.status = res.statusCode ?? 0;
        this.headers = res.headers;
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => this.read(chunk));
        res.on('error', () => {});
        resolve(this);
      });
      req.on('error', (error) => (this.status ? undefined : reject(error)));
      req.end();
      this.req = req;
    });
  }

  close() {
    this.req?.destroy();
    this.req = undefined;
  }

  /** The first event (from `from` on) that satisfies `test`, waiting for it up to `timeoutMs`. */
  async waitFor(test: (event: StreamEvent) => boolean, timeoutMs = 10_000, from = 0): Promise<StreamEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.slice(from).find(test);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`no such event within ${timeoutMs} ms; got ${this.events.map((e) => `${e.event}#${e.id ?? ''}`).join(', ')}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => (clearTimeout(timer), resolve()));
      });
    }
  }

  private read(chunk: string) {
    this.buffer += chunk;
    let end: number;
    while ((end = this.buffer.indexOf('\n\n')) >= 0) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      let event = 'message';
      let id: string | undefined;
      const data: string[] = [];
      let fields = 0;
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const name = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        fields++;
        if (name === 'event') event = value;
        else if (name === 'data') data.push(value);
        else if (name === 'id') id = value;
      }
      if (fields === 0) {
        this.comments++;
        continue;
      }
      if (id !== undefined) this.lastEventId = id;
      if (data.length === 0) continue;
      this.events.push({ id, event, data: data.join('\n'), at: performance.now() });
    }
    const waiting = this.waiters.splice(0);
    for (const wake of waiting) wake();
  }
}
