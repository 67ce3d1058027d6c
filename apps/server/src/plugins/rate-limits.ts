import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { ErrorCodes } from '@lp/contract';
import { HttpError } from '../lib/http-error.ts';

/** How often one address may make a call, counted per server process (decision 0047); calls given the same bound share one count. */
export interface RateLimit {
  max: number;
  timeWindow: number;
}

/**
 * Anyone may look a certificate up by its number (doc 2 §7): the number is the only
 * secret. Imported numbers may be sequential (BWA-FA101-000001), so one address gets
 * this many lookups a minute, its files included, and then a 429 with Retry-After:
 * enough for a verifier or a shared page, far too few to walk a numbering.
 */
export const PUBLIC_CERTIFICATE_LIMIT: RateLimit = { max: 60, timeWindow: 60_000 };

/**
 * The rate limits of the routes that name one (registerCall's `rateLimit`); no other route
 * is limited. Routes given the same bound share one count (one limiter, made once), so a
 * walk cannot go on through another route that leads to the same thing. The count is kept
 * in this process: behind several processes or hosts an address gets the bound at each,
 * which still stops a walk through a numbering.
 * Register it before the routes.
 */
export async function registerRateLimits(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, ErrorCodes.tooManyRequests, `Too many requests from this address: try again in ${Math.ceil(context.ttl / 1000)} s.`),
  });
}

/** Each app its own limiters (tests and several apps in one process keep their counts apart). */
const limiters = new WeakMap<FastifyInstance, Map<RateLimit, onRequestHookHandler>>();

/** The one limiter of a bound in this app, as an onRequest hook (after registerRateLimits). */
export function limiterOf(app: FastifyInstance, limit: RateLimit): onRequestHookHandler {
  let ofApp = limiters.get(app);
  if (!ofApp) limiters.set(app, (ofApp = new Map()));
  let limiter = ofApp.get(limit);
  if (!limiter) {
    limiter = app.rateLimit({ max: limit.max, timeWindow: limit.timeWindow });
    ofApp.set(limit, limiter);
  }
  return limiter;
}
