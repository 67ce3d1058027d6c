import type { FastifyRequest } from 'fastify';
import { hasPermissions, type PermissionEntry, type PermissionStrategy } from '@lp/domain';
import { forbidden } from '../lib/http-error.ts';
import { currentUser } from './session.ts';

/**
 * A route's permission requirement (doc 1 §6), checked with the same rule the web uses
 * to show or hide the button: `preHandler: requirePermissions([{ name: 'X' }], 'any')`.
 */
export function requirePermissions(required: PermissionEntry[], strategy: PermissionStrategy = 'all') {
  return async (request: FastifyRequest) => {
    const user = currentUser(request);
    if (!hasPermissions(user.permissions, required, strategy)) throw forbidden();
  };
}
