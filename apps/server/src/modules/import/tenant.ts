import type { Queryable } from '../../db/client.ts';
import { tenantIdFor } from './ids.ts';
import type { TenantInput } from './schema/index.ts';

/**
 * Creates or updates the tenant and returns its id. Settings, feature flags and host
 * are replaced only when the file gives them, so a file of enrolments alone does not
 * reset a tenant's configuration.
 */
export async function upsertTenant(q: Queryable, tenant: TenantInput): Promise<string> {
  const [row] = await q.query<{ id: string }>(
    `INSERT INTO tenants (id, external_id, name, host, settings, feature_flags)
     VALUES ($1, $2, COALESCE($3::text, $2), $4, COALESCE($5::jsonb, '{}'::jsonb), COALESCE($6::jsonb, '{}'::jsonb))
     ON CONFLICT (external_id) DO UPDATE SET
       name = COALESCE($3::text, tenants.name),
       host = CASE WHEN $7::boolean THEN EXCLUDED.host ELSE tenants.host END,
       settings = COALESCE($5::jsonb, tenants.settings),
       feature_flags = COALESCE($6::jsonb, tenants.feature_flags)
     RETURNING id`,
    [
      tenantIdFor(tenant.externalId),
      tenant.externalId,
      tenant.name ?? null,
      tenant.host ?? null,
      tenant.settings ? JSON.stringify(tenant.settings) : null,
      tenant.featureFlags ? JSON.stringify(tenant.featureFlags) : null,
      tenant.host !== undefined,
    ],
  );
  return row!.id;
}
