import type { FastifyInstance } from 'fastify';

export interface CatalogRoute {
  method: string;
  url: string;
  /** Anyone may call it (the call's `public` flag, carried in the route's config). */
  public: boolean;
  /** The budget the call is counted against (registerCall's `limit`, decision 0058). */
  limit?: string;
  /** Why a route that writes has no budget of its own (its route config's `unlimited`). */
  unlimited?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The name of the route's call budget (plugins/call-budgets.ts). */
    limit?: string;
    /** Why a route that writes is bounded otherwise than by a call budget. */
    unlimited?: string;
  }
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
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const { limit, unlimited } = route.config ?? {};
      routes.push({
        method,
        url: route.url,
        public: route.config?.public === true,
        ...(limit ? { limit } : {}),
        ...(unlimited ? { unlimited } : {}),
      });
    }
  });
}
