import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { readTenantSettings, type TenantSettings } from '../lib/tenant-settings.ts';
import { HttpError } from '../lib/http-error.ts';

export interface Tenant {
  id: string;
  name: string;
  /** The host name the tenant is served on; null: the default tenant, at the public URL. */
  host: string | null;
  settings: TenantSettings;
  featureFlags: Record<string, boolean>;
}

declare module 'fastify' {
  interface FastifyRequest {
    tenant: Tenant;
  }
}

interface TenantRow {
  id: string;
  name: string;
  host: string | null;
  settings: unknown;
  feature_flags: Record<string, boolean>;
}

/**
 * Resolves the tenant of each request by host name, falling back to the tenant with no
 * host (the default). Tenants change rarely: they are cached for a few seconds so a
 * request costs no query, and a settings change is seen by every process soon after.
 */
export function registerTenant(app: FastifyInstance, db: Db) {
  let cache: { at: number; rows: TenantRow[] } | undefined;
  const load = async () => {
    if (!cache || Date.now() - cache.at > 5_000) {
      cache = {
        at: Date.now(),
        rows: await db.query<TenantRow>('SELECT id, name, host, settings, feature_flags FROM tenants ORDER BY created_at'),
      };
    }
    return cache.rows;
  };
  app.decorateRequest('tenant', null as unknown as Tenant);
  app.decorate('invalidateTenants', () => {
    cache = undefined;
  });
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const rows = await load();
    const host = request.hostname.split(':')[0];
    const row = rows.find((t) => t.host === host) ?? rows.find((t) => t.host === null) ?? rows[0];
    if (!row) throw new HttpError(503 as never, 'internal', 'No tenant is configured: import data first (npm run import).');
    request.tenant = {
      id: row.id,
      name: row.name,
      host: row.host,
      settings: readTenantSettings(row.settings, row.name),
      featureFlags: row.feature_flags ?? {},
    };
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    invalidateTenants(): void;
  }
}
