import { randomUUID } from 'node:crypto';
import type { Db } from '../src/db/client.ts';
import { hashPassword } from '../src/lib/password.ts';

/** A tenant and a few users for tests that do not need a whole import. */
export async function seedTenant(db: Db, settings: Record<string, unknown> = {}) {
  const tenantId = randomUUID();
  await db.query('INSERT INTO tenants (id, external_id, name, settings) VALUES ($1, $2, $3, $4)', [
    tenantId,
    `t-${tenantId}`,
    'Test tenant',
    JSON.stringify(settings),
  ]);
  return tenantId;
}

export async function seedUser(
  db: Db,
  tenantId: string,
  {
    email,
    password = 'secret',
    roles = ['Learner'],
    firstName = 'Test',
    lastName = 'User',
  }: { email: string; password?: string; roles?: string[]; firstName?: string; lastName?: string },
) {
  const id = randomUUID();
  await db.query('INSERT INTO users (id, tenant_id, email, first_name, last_name, password_hash) VALUES ($1, $2, $3, $4, $5, $6)', [
    id,
    tenantId,
    email,
    firstName,
    lastName,
    await hashPassword(password),
  ]);
  for (const role of roles) await db.query('INSERT INTO user_roles (tenant_id, user_id, role) VALUES ($1, $2, $3)', [tenantId, id, role]);
  if (roles.includes('Learner'))
    await db.query(`INSERT INTO user_permissions (tenant_id, user_id, name) VALUES ($1, $2, 'ObjectiveWorkflow.Create')`, [tenantId, id]);
  return id;
}
