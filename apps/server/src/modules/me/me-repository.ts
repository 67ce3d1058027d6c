import type { Queryable } from '../../db/client.ts';

/** doc 1 §3 Group (id, name): the groups a user belongs to, by name. */
export const listGroupsOfUser = (db: Queryable, tenantId: string, userId: string) =>
  db.query<{ id: string; name: string }>(
    `SELECT g.id, g.name FROM group_members m JOIN groups g ON g.id = m.group_id
      WHERE m.user_id = $1 AND m.tenant_id = $2 ORDER BY g.name, g.id`,
    [userId, tenantId],
  );
