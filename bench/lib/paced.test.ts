import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { drivePaced } from './paced.ts';

const session = { token: 't', userId: 'u', externalId: 'e', courseIds: [] };
let server: Server | undefined;

/** A server whose answers take `ms`; `oneAtATime` answers one request after the other. */
async function slowServer(ms: number, { oneAtATime = false } = {}) {
  const arrivals: number[] = [];
  let queue = Promise.resolve();
  server = createServer((_req: IncomingMessage, res: ServerResponse) => {
    arrivals.push(performance.now());
    const answer = () => new Promise<void>((resolve) => setTimeout(() => (res.end('{}'), resolve()), ms));
    if (oneAtATime) queue = queue.then(answer);
    else void answer();
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, arrivals };
}

afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

describe('the paced load driver (a fixed rate on a schedule)', () => {
  it('sends at the rate asked whatever the answers do, spread over the run', async () => {
    // Answers take 200 ms: a closed loop would send one request per connection every 200 ms.
    const { url, arrivals } = await slowServer(200);
    const startedAt = performance.now();
    const result = await drivePaced({ url, endpoint: 'me', sessions: [session], seconds: 1, connections: 50, rate: 100, arrivals: 'even' });
    expect(result.requests).toBe(100);
    expect(result.unexpected).toBe(0);
    // Spread: about half in each half second (autocannon's overallRate sends a second's share at once).
    const firstHalf = arrivals.filter((t) => t - startedAt < 500).length;
    expect(firstHalf).toBeGreaterThan(30);
    expect(firstHalf).toBeLessThan(70);
  });

  it('counts the wait of a server that falls behind from when each request was due', async () => {
    // 40 requests due over one second, answered one at a time in 50 ms each: the last is
    // answered ~2 s after the start, ~1 s after it was due, though each took 50 ms to serve
    // once it had the connection.
    const { url } = await slowServer(50, { oneAtATime: true });
    const result = await drivePaced({ url, endpoint: 'me', sessions: [session], seconds: 1, connections: 1, rate: 40, arrivals: 'even' });
    expect(result.requests).toBe(40);
    expect(result.latency.max).toBeGreaterThan(800);
    expect(result.service!.p50).toBeLessThan(300);
  });

  it('draws the same Poisson schedule on every run', async () => {
    const { url, arrivals } = await slowServer(0);
    const first = await drivePaced({
      url,
      endpoint: 'me',
      sessions: [session],
      seconds: 1,
      connections: 10,
      rate: 200,
      arrivals: 'poisson',
    });
    const second = await drivePaced({
      url,
      endpoint: 'me',
      sessions: [session],
      seconds: 1,
      connections: 10,
      rate: 200,
      arrivals: 'poisson',
    });
    expect(first.requests).toBe(second.requests);
    expect(first.requests).toBeGreaterThan(150);
    expect(first.requests).toBeLessThan(250);
    expect(arrivals).toHaveLength(first.requests + second.requests);
  });
});
