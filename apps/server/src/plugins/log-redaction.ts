import type { FastifyInstance } from 'fastify';
import type { UrlRedaction } from '../lib/logging/url-redaction.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Patterns answered behind this route's wildcard by a library's own router (the
     * identity provider's `/idp/auth/:uid`) whose parameters carry secrets: the logs redact them too.
     */
    secretPaths?: readonly string[];
  }
}

/**
 * Teaches the logs' redaction every route as it is registered (register it before any
 * route): a path parameter that is not a plain id is a secret in every log line, for the
 * routes of today and those added later (issue 31 item 6, decision 0063).
 */
export function registerLogRedaction(app: FastifyInstance, redaction: UrlRedaction) {
  app.addHook('onRoute', (route) => {
    redaction.learnRoute(route.url);
    for (const pattern of route.config?.secretPaths ?? []) redaction.learnRoute(pattern);
  });
}
