import { readTimeZone } from '@lp/contract';
import type { ImportFile, UnitInput } from '../schema/index.ts';
import { T, type Row } from '../tables.ts';
import { dateOf, idOf, type BuildContext, type Step } from './context.ts';

export function peopleSteps(file: ImportFile, ctx: BuildContext): Step[] {
  const tenant_id = ctx.tenantId;
  // Pre-order: a parent is written before its children (units.parent_id references units).
  const units: Row[] = [];
  const walk = (list: UnitInput[], parent: string | null) => {
    for (const unit of list) {
      const id = idOf(ctx, 'unit', unit.externalId);
      units.push({ id, tenant_id, external_id: unit.externalId, name: unit.name, parent_id: parent });
      walk(unit.children ?? [], id);
    }
  };
  walk(file.units, null);

  const users: Row[] = [];
  const roles: Row[] = [];
  const permissions: Row[] = [];
  const memberships: Row[] = [];
  for (const u of file.users) {
    const user_id = idOf(ctx, 'user', u.externalId);
    users.push({
      id: user_id,
      tenant_id,
      external_id: u.externalId,
      email: u.email,
      first_name: u.firstName,
      middle_name: u.middleName,
      last_name: u.lastName,
      // A Windows name is stored as its IANA zone (doc 2 §9; the schema refused unknown ones).
      timezone: u.timezone === undefined ? null : (readTimeZone(u.timezone) ?? null),
      locale: u.locale ?? null,
      password_hash: ctx.passwords.get(u.externalId) ?? u.passwordHash ?? null,
      oidc_subject: u.oidcSubject ?? null,
      features: u.features,
      is_active: u.isActive,
      created_at: dateOf(ctx, u.createdAt) ?? ctx.now,
    });
    for (const role of new Set(u.roles)) roles.push({ tenant_id, user_id, role });
    for (const p of u.permissions) permissions.push({ tenant_id, user_id, name: p.name, scope_id: scopeId(ctx, p.scopeId) });
    for (const m of u.units) {
      memberships.push({ tenant_id, user_id, unit_id: idOf(ctx, 'unit', m.unit), is_primary: m.isPrimary });
    }
  }
  const userIds = users.map((u) => u.id as string);

  const groups = file.groups.map((g) => ({ id: idOf(ctx, 'group', g.externalId), tenant_id, external_id: g.externalId, name: g.name }));
  const members = file.groups.flatMap((g) =>
    [...new Set(g.members)].map((m) => ({ tenant_id, group_id: idOf(ctx, 'group', g.externalId), user_id: idOf(ctx, 'user', m) })),
  );
  return [
    { spec: T.units, rows: units },
    { spec: T.users, rows: users },
    { spec: T.userRoles, rows: roles, replace: { ownerColumn: 'user_id', ownerIds: userIds } },
    { spec: T.userPermissions, rows: permissions, replace: { ownerColumn: 'user_id', ownerIds: userIds } },
    { spec: T.unitMemberships, rows: memberships, replace: { ownerColumn: 'user_id', ownerIds: userIds } },
    { spec: T.groups, rows: groups },
    { spec: T.groupMembers, rows: members, replace: { ownerColumn: 'group_id', ownerIds: groups.map((g) => g.id) } },
  ];
}

/** "course:safety-101" → that course's id; a UUID is taken as it is. */
function scopeId(ctx: BuildContext, scope: string | undefined): string | null {
  if (scope === undefined) return null;
  const m = /^(unit|course|group|user):(.+)$/.exec(scope);
  return m ? idOf(ctx, m[1] as 'unit' | 'course' | 'group' | 'user', m[2]!) : scope.toLowerCase();
}
