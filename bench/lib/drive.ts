import autocannon from 'autocannon';
import { REQUESTED_WITH_HEADER, SESSION_COOKIE } from '@lp/contract';
import { findEndpoint, type BenchSession } from '../endpoints.ts';
import { drivePaced, type Arrivals } from './paced.ts';
import { Samples, type LatencySummary } from './samples.ts';

export { findEndpoint } from '../endpoints.ts';
export type { LatencySummary } from './samples.ts';

export interface DriveOptions {
  url: string;
  endpoint: string;
  sessions: BenchSession[];
  seconds: number;
  connections: number;
  /** Requests per second over all connections; unset: as fast as the server answers. */
  rate?: number | undefined;
  /** How the requests of a fixed rate arrive (lib/paced.ts); default poisson. */
  arrivals?: Arrivals | undefined;
}

export interface DriveResult {
  requests: number;
  seconds: number;
  /** Answered requests per second (any status). */
  rps: number;
  /** Latency of the responses with the expected status, in ms. */
  latency: LatencySummary;
  /** Paced runs (lib/paced.ts): from the actual send to the answer, and how late the driver sent. */
  service?: LatencySummary;
  sendLag?: LatencySummary;
  status: Record<string, number>;
  /** Answers with another status than the endpoint's, connection errors and timeouts. */
  unexpected: number;
  errors: number;
  timeouts: number;
  /** Latency samples beyond MAX_SAMPLES are dropped (a warning, never seen at 20 s runs). */
  samplesDropped: number;
}

const MAX_SAMPLES = 20_000_000;

/** One run: at a fixed rate paced by lib/paced.ts (unless `burst`), else autocannon as fast as answered. */
export function drive(options: DriveOptions): Promise<DriveResult> {
  const { rate, arrivals = 'poisson' } = options;
  if (rate && arrivals !== 'burst') return drivePaced({ ...options, rate, arrivals });
  return driveAutocannon(options);
}

/**
 * One autocannon run. Latency percentiles come from every response time (autocannon's
 * own histogram has no p95, and at a fixed rate its coordinated-omission correction
 * assumes a 1 ms interval, which skews it).
 */
function driveAutocannon(options: DriveOptions): Promise<DriveResult> {
  const endpoint = findEndpoint(options.endpoint);
  const { sessions } = options;
  if (sessions.length === 0) throw new Error('No sessions to drive the load with');
  const method = endpoint.method ?? 'GET';
  const expected = endpoint.status ?? 200;
  const stateChanging = method !== 'GET';
  let next = 0;
  const samples = new Samples(MAX_SAMPLES);
  const status: Record<string, number> = {};

  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.seconds,
        timeout: 10,
        ...(options.rate && { overallRate: options.rate, ignoreCoordinatedOmission: true }),
        requests: [
          {
            method,
            setupRequest(request) {
              const session = sessions[next++ % sessions.length]!;
              request.path = typeof endpoint.path === 'string' ? endpoint.path : endpoint.path(session);
              request.headers = { ...request.headers, ...endpoint.headers, cookie: `${SESSION_COOKIE}=${session.token}` };
              if (stateChanging) request.headers[REQUESTED_WITH_HEADER] = 'bench';
              if (endpoint.body) {
                request.headers['content-type'] = 'application/json';
                request.body = JSON.stringify(endpoint.body(session));
              }
              return request;
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        const answered = Object.values(status).reduce((a, b) => a + b, 0);
        resolve({
          requests: answered,
          seconds: result.duration,
          rps: answered / result.duration,
          latency: samples.summary(),
          status,
          unexpected: answered - (status[expected] ?? 0) + result.errors,
          errors: result.errors,
          timeouts: result.timeouts,
          samplesDropped: samples.dropped,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      status[statusCode] = (status[statusCode] ?? 0) + 1;
      if (statusCode === expected) samples.add(responseTime);
    });
  });
}
