import { Agent, request } from 'node:http';
import { REQUESTED_WITH_HEADER, SESSION_COOKIE } from '@lp/contract';
import { findEndpoint } from '../endpoints.ts';
import type { DriveOptions, DriveResult } from './drive.ts';
import { Samples } from './samples.ts';

/**
 * How requests arrive at a fixed rate:
 * - `poisson`: independent learners — gaps drawn from an exponential distribution (seeded,
 *   so runs are comparable), the same mean rate with the clumps real traffic has;
 * - `even`: one request every 1/rate seconds;
 * - `burst`: autocannon's `overallRate`, kept to compare with earlier figures. It is not a
 *   paced rate: each connection sends its share of the second back to back as soon as the
 *   previous answer is in, then waits for the next second, so the whole second's requests
 *   go out at once at the start of it through all connections (a closed loop at full speed
 *   for part of each second), and the latency measured is that of saturation.
 */
export type Arrivals = 'poisson' | 'even' | 'burst';
export const ARRIVALS: readonly Arrivals[] = ['poisson', 'even', 'burst'];

const TIMEOUT_MS = 10_000;

/**
 * An open-loop load at `rate` requests a second (`even` or `poisson`): each request is
 * planned at a time of the schedule and sent then whatever the answers before it do, over
 * at most `connections` kept-alive connections (more waiting requests queue here, and the
 * wait counts). Latency is measured from the planned time, so a server that falls behind
 * is charged for every request it delays (no coordinated omission) — and so is this
 * driver when its own event loop is late: `sendLag` says by how much, `service` is the
 * time from the request getting its connection to the answer's last byte. When sendLag's
 * p95 is near the latency's, the driver, not the server, is what was measured.
 */
export function drivePaced(options: DriveOptions & { rate: number; arrivals: 'poisson' | 'even' }): Promise<DriveResult> {
  const endpoint = findEndpoint(options.endpoint);
  const { sessions, rate } = options;
  if (sessions.length === 0) throw new Error('No sessions to drive the load with');
  const url = new URL(options.url);
  const method = endpoint.method ?? 'GET';
  const expected = endpoint.status ?? 200;
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections, maxFreeSockets: options.connections });
  const gap = options.arrivals === 'even' ? () => 1000 / rate : exponential(1000 / rate, seededRandom(0x5eed));
  const latency = new Samples(20_000_000);
  const service = new Samples(20_000_000);
  const sendLag = new Samples(20_000_000);
  const status: Record<string, number> = {};
  let next = 0;
  let sent = 0;
  let answered = 0;
  let errors = 0;
  let timeouts = 0;

  return new Promise((resolve) => {
    const startedAt = performance.now();
    const endAt = startedAt + options.seconds * 1000;
    let plannedAt = startedAt;
    let sending = true;
    const finishIfDone = () => {
      if (sending || answered + errors < sent) return;
      agent.destroy();
      const seconds = options.seconds;
      resolve({
        requests: answered,
        seconds,
        rps: answered / seconds,
        latency: latency.summary(),
        service: service.summary(),
        sendLag: sendLag.summary(),
        status,
        unexpected: answered - (status[expected] ?? 0) + errors,
        errors,
        timeouts,
        samplesDropped: latency.dropped,
      });
    };
    const send = (planned: number) => {
      const session = sessions[next++ % sessions.length]!;
      const path = typeof endpoint.path === 'string' ? endpoint.path : endpoint.path(session);
      const body = endpoint.body && JSON.stringify(endpoint.body(session));
      const headers: Record<string, string> = { ...endpoint.headers, cookie: `${SESSION_COOKIE}=${session.token}` };
      if (method !== 'GET') headers[REQUESTED_WITH_HEADER] = 'bench';
      if (body) headers['content-type'] = 'application/json';
      sendLag.add(performance.now() - planned);
      sent += 1;
      // Sent when it has a connection: with every connection busy it waits here first.
      let sentAt = Number.NaN;
      const req = request({ agent, host: url.hostname, port: url.port, method, path, headers, timeout: TIMEOUT_MS }, (res) => {
        res.on('data', () => {});
        res.on('end', () => {
          const done = performance.now();
          answered += 1;
          status[res.statusCode!] = (status[res.statusCode!] ?? 0) + 1;
          if (res.statusCode === expected) {
            latency.add(done - planned);
            service.add(done - sentAt);
          }
          finishIfDone();
        });
      });
      req.once('socket', () => (sentAt = performance.now()));
      req.on('timeout', () => {
        timeouts += 1;
        req.destroy(new Error('timeout'));
      });
      req.on('error', () => {
        errors += 1;
        finishIfDone();
      });
      req.end(body);
    };
    // Every request whose planned time has come goes out now; then sleep until the next.
    // Node's timers have millisecond resolution: a request can leave up to ~1 ms late,
    // which sendLag shows and the latency includes.
    const tick = () => {
      const now = performance.now();
      while (plannedAt <= now && plannedAt < endAt) {
        send(plannedAt);
        plannedAt += gap();
      }
      if (plannedAt < endAt) setTimeout(tick, Math.max(0, plannedAt - performance.now()));
      else {
        sending = false;
        finishIfDone();
      }
    };
    tick();
  });
}

/** Exponentially distributed gaps of the given mean (the gaps between Poisson arrivals). */
function exponential(mean: number, random: () => number) {
  return () => -mean * Math.log(1 - random());
}

/** mulberry32: a small seeded generator, so two runs send the same schedule. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
