import type { Queryable } from '../db/client.ts';

/** One usage event (doc 2 §7 usage events); the lifecycle records its own (course and activity starts) through here too. */
export async function insertUsageEvent(
  db: Queryable,
  e: {
    tenantId: string;
    userId: string;
    name: string;
    payload: Record<string, unknown>;
    role?: string | null;
    locale?: string | null;
    isMobile?: boolean;
    appVersion?: string | null;
  },
) {
  await db.query(
    `INSERT INTO usage_events (id, tenant_id, user_id, name, payload, role, locale, is_mobile, app_version)
     VALUES (gen_random_uuid(), $1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      e.tenantId,
      e.userId,
      e.name,
      JSON.stringify(e.payload),
      e.role ?? 'learner',
      e.locale ?? null,
      e.isMobile ?? false,
      e.appVersion ?? null,
    ],
  );
}
