import type { UnitListItem } from '@lp/contract';
import type { Queryable } from '../../db/client.ts';

interface UnitRow {
  id: string;
  name: string;
  is_primary: boolean;
}

/** doc 2 §3: the user's unit memberships with their units, the primary one first, then by name. */
export async function listUnitsOfUser(db: Queryable, tenantId: string, userId: string): Promise<UnitListItem[]> {
  const rows = await db.query<UnitRow>(
    `SELECT un.id, un.name, m.is_primary
       FROM unit_memberships m JOIN units un ON un.id = m.unit_id AND un.tenant_id = m.tenant_id
      WHERE m.tenant_id = $1 AND m.user_id = $2
      ORDER BY m.is_primary DESC, un.name, un.id`,
    [tenantId, userId],
  );
  return rows.map((r) => ({ membership: { isPrimary: r.is_primary, is_primary: r.is_primary }, unit: { id: r.id, name: r.name } }));
}

export async function setUserTimeZone(db: Queryable, tenantId: string, userId: string, timeZone: string): Promise<void> {
  await db.query('UPDATE users SET timezone = $3 WHERE tenant_id = $1 AND id = $2', [tenantId, userId, timeZone]);
}
