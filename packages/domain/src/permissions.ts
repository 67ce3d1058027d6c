import { Role } from './enums.ts';
import type { PermissionEntry } from './types.ts';

export type PermissionStrategy = 'all' | 'any';

/**
 * doc 1 §6 Permission checks: each required permission is matched on its fields against
 * the held ones; scope_id is compared only when the requirement gives one (a requirement
 * with no scope is met by the permission in any scope). Strategy 'all' (default) needs
 * every requirement met, 'any' at least one. An empty requirement list is met.
 * The same function decides a button and the server's refusal (DESIGN: one rule).
 */
export function hasPermissions(
  held: readonly PermissionEntry[],
  required: readonly PermissionEntry[],
  strategy: PermissionStrategy = 'all',
): boolean {
  if (required.length === 0) return true;
  const isHeld = (requirement: PermissionEntry): boolean => held.some((entry) => matches(entry, requirement));
  return strategy === 'all' ? required.every(isHeld) : required.some(isHeld);
}

function matches(entry: PermissionEntry, requirement: PermissionEntry): boolean {
  return Object.entries(requirement).every(([field, value]) => {
    if (value === undefined) return true;
    if (field === 'scope_id' && value === null) return true;
    return entry[field] === value;
  });
}

/** Roles arrive as names or as user-role list entries ({ name }) (doc 1 §3). */
export type RoleLike = string | { readonly name: string };

/** doc 1 §6: a user holding only the Learner role is 'learner only'. */
export function isLearnerOnly(roles: readonly RoleLike[]): boolean {
  return roles.length > 0 && roles.every((role) => roleName(role) === Role.Learner);
}

const roleName = (role: RoleLike) => (typeof role === 'string' ? role : role.name);

const isAdministrator = (roles: readonly RoleLike[]) => roles.some((role) => roleName(role) === Role.Administrator);

/** Signing in as another user (the impersonation banner's way in): administrators, or the User.Impersonate permission. */
export function canImpersonate(user: { readonly roles: readonly RoleLike[]; readonly permissions: readonly PermissionEntry[] }): boolean {
  return isAdministrator(user.roles) || hasPermissions(user.permissions, [{ name: 'User.Impersonate' }]);
}

/** The permission that lets a user grade runs (doc 1 §3 permission entries): scoped to a course, or to every course when unscoped. */
export const GRADE_PERMISSION = 'ObjectiveWorkflow.Grade';

/**
 * Who may grade a course's runs, approve and release them, and record its proctoring
 * verdicts: administrators, and whoever holds the grade permission for that course (its
 * scope is the course's id) or for every course (no scope). The Instructor role alone is
 * not enough: an instructor teaches some courses, not all (security issue 9 item 13).
 */
export function canGradeCourse(
  user: { readonly roles: readonly RoleLike[]; readonly permissions: readonly PermissionEntry[] },
  objectiveId: string,
): boolean {
  if (isAdministrator(user.roles)) return true;
  return user.permissions.some((p) => p.name === GRADE_PERMISSION && (p.scope_id == null || p.scope_id === objectiveId));
}

/** Whether the user grades any course at all: callers who cannot are refused before a run is looked up. */
export function gradesAnyCourse(user: { readonly roles: readonly RoleLike[]; readonly permissions: readonly PermissionEntry[] }): boolean {
  return isAdministrator(user.roles) || hasPermissions(user.permissions, [{ name: GRADE_PERMISSION }]);
}
