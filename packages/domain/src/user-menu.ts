import { Role } from './enums.ts';
import { hasPermissions, type RoleLike } from './permissions.ts';
import type { PermissionEntry } from './types.ts';

/** The permission that opens the admin panel without the Administrator role (decision 0022). */
export const ADMIN_PANEL_PERMISSION = 'Admin.Panel';

/** The permission that lets a user revoke certificates without the Administrator role (decision 0023). */
export const CERTIFICATE_REVOKE_PERMISSION = 'Certificates.Revoke';

/** The permission that lets a user read the product feedback without the Administrator role (decision 0030). */
export const FEEDBACK_READ_PERMISSION = 'Feedback.Read';

export type UserMenuLink = 'adminPanel' | 'managementPortal';

export interface UserMenuInput {
  readonly roles: readonly RoleLike[];
  readonly permissions: readonly PermissionEntry[];
  /** The tenant's configured targets; an entry without one is hidden. */
  readonly adminPanelUrl: string | null;
  readonly managementPortalUrl: string | null;
}

const roleName = (role: RoleLike) => (typeof role === 'string' ? role : role.name);
const isAdministrator = (roles: readonly RoleLike[]) => roles.map(roleName).includes(Role.Administrator);

/** Who may revoke a certificate (decision 0023): administrators and holders of Certificates.Revoke in any scope. */
export function canRevokeCertificates(user: Pick<UserMenuInput, 'roles' | 'permissions'>): boolean {
  return isAdministrator(user.roles) || hasPermissions(user.permissions, [{ name: CERTIFICATE_REVOKE_PERMISSION }]);
}

/** Who may export the tenant's product feedback (decision 0030): administrators and holders of Feedback.Read in any scope. */
export function canReadFeedback(user: Pick<UserMenuInput, 'roles' | 'permissions'>): boolean {
  return isAdministrator(user.roles) || hasPermissions(user.permissions, [{ name: FEEDBACK_READ_PERMISSION }]);
}

/**
 * doc 2 §6 user menu: "Admin panel" and "Go to management portal" (who sees them is "not
 * shown"; decision 0022): the admin panel to administrators and holders of Admin.Panel in
 * any scope, the management portal to any role besides Learner (as doc 1 §6 portal access),
 * each only when the tenant configures where it leads.
 */
export function getUserMenuLinks(input: UserMenuInput): UserMenuLink[] {
  const roles = input.roles.map(roleName);
  const admin = isAdministrator(input.roles) || hasPermissions(input.permissions, [{ name: ADMIN_PANEL_PERMISSION }]);
  const portal = roles.some((role) => role !== Role.Learner);
  const links: [UserMenuLink, boolean][] = [
    ['adminPanel', admin && !!input.adminPanelUrl],
    ['managementPortal', portal && !!input.managementPortalUrl],
  ];
  return links.filter(([, shown]) => shown).map(([link]) => link);
}
