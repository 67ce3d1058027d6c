import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';
import {
  API_POLICY,
  appPolicy,
  FRAME_ANCESTOR,
  serverPagePolicy,
  styleAttributesOf,
  styleElementsOf,
} from '../lib/content-security-policy.ts';

const CSP = 'content-security-policy';

/** What every answer carries, whatever answers it. */
function baselineHeaders(config: ServerConfig): [string, string][] {
  return [
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ...(config.publicUrl.startsWith('https://') ? ([['strict-transport-security', 'max-age=31536000']] as [string, string][]) : []),
  ];
}

/**
 * The headers of an answer Fastify writes before any route or hook runs (a path that
 * cannot be read, a path parameter past its length): the baseline, the API's policy, no
 * framing, no caching, and the request id.
 */
export function frameworkAnswerHeaders(config: ServerConfig) {
  const headers: [string, string][] = [
    ...baselineHeaders(config),
    [CSP, API_POLICY],
    ['x-frame-options', 'DENY'],
    ['cache-control', 'no-store'],
  ];
  return (request: FastifyRequest, reply: FastifyReply) => {
    for (const [name, value] of headers) reply.header(name, value);
    reply.header('x-request-id', request.id);
  };
}

/**
 * The headers every answer carries (security issue 9 items 6 and 7), set in one place:
 * - `X-Content-Type-Options: nosniff`, `Referrer-Policy`, HSTS when the public URL is https;
 * - a Content-Security-Policy by kind: the app's (frame-ancestors from the tenant's
 *   settings), a hash-based one for pages the server renders, and `default-src 'none'`
 *   for everything else; a route that sets its own (stored files) keeps it;
 * - `X-Frame-Options` for browsers without frame-ancestors;
 * - `Cache-Control: private, no-store` on every answer that does not say otherwise, so a
 *   personal answer never sits in a shared cache or the browser's disk cache.
 * Answers written by the identity provider itself (hijacked, past onSend) get the baseline
 * in onRequest, on the raw response, and their pages set their own policy.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: ServerConfig) {
  const https = config.publicUrl.startsWith('https://');
  const { eventsUrl, dataLakeUrl } = config.analytics;
  const analyticsOrigins = [eventsUrl, dataLakeUrl].flatMap((url) => (url ? [new URL(url).origin] : []));
  const baseline = baselineHeaders(config);

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.routeOptions.url?.startsWith('/idp')) return;
    for (const [name, value] of baseline) reply.raw.setHeader(name, value);
    reply.raw.setHeader(CSP, API_POLICY);
    reply.raw.setHeader('x-frame-options', 'DENY');
    reply.raw.setHeader('cache-control', 'no-store');
  });

  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of baseline) reply.header(name, value);
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
    const route = request.routeOptions.url ?? '';
    // A route's own policy (stored files) stands, framed by the portal at most; the
    // identity provider's baseline above is only for the answers it writes itself.
    const own = route.startsWith('/idp') ? undefined : reply.getHeader(CSP);
    if (own) {
      if (!/frame-ancestors/.test(String(own))) reply.header(CSP, `${String(own)}; frame-ancestors 'self'`);
      if (!reply.hasHeader('x-frame-options')) reply.header('x-frame-options', 'SAMEORIGIN');
      return payload;
    }
    const html = /^text\/html/i.test(String(reply.getHeader('content-type') ?? ''));
    const settings = request.tenant?.settings;
    if (html && route.startsWith('/learn') && settings) {
      reply.header(
        CSP,
        appPolicy({
          externalSources: settings.allowedExternalSources,
          frameAncestors: settings.frameAncestors,
          storageHost: config.storageHost,
          contentOrigin: config.content.origin,
          https,
          analyticsOrigins,
          // A page drawn by the server (decision 0043) keeps its bars and colours without inline style in general.
          styleAttributes: typeof payload === 'string' ? styleAttributesOf(payload) : [],
          styleElements: typeof payload === 'string' ? styleElementsOf(payload) : [],
        }),
      );
      // Older browsers: same origin only, unless the tenant lets a tool host frame the app.
      if (!settings.frameAncestors.some((o) => FRAME_ANCESTOR.test(o))) reply.header('x-frame-options', 'SAMEORIGIN');
    } else {
      reply.header(CSP, html && typeof payload === 'string' ? serverPagePolicy(payload) : API_POLICY);
      reply.header('x-frame-options', 'DENY');
    }
    return payload;
  });
}
