import type { FastifyInstance } from 'fastify';

export interface CatalogRoute {
  method: string;
  url: string;
  /** Anyone may call it (the call's `public` flag, carried in the route's config). */
  public: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route this app answers, as registered (HEAD and OPTIONS left out). */
    readonly routeCatalog: readonly CatalogRoute[];
  }
}

/**
 * Records each route as it is registered. Fastify keeps no list of its own: this one lets
 * the bad-input test walk every call, so a route added later is covered without anyone
 * listing it (test/bad-input-every-route.test.ts). Register it before any route.
 */
export function registerRouteCatalog(app: FastifyInstance) {
  const routes: CatalogRoute[] = [];
  app.decorate('routeCatalog', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url: route.url, public: route.config?.public === true });
    }
  });
}
