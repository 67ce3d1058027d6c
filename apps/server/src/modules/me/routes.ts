import type { FastifyInstance } from 'fastify';
import { sessionCalls } from '@lp/contract/calls';
import type { Db } from '../../db/client.ts';
import { registerCall } from '../../plugins/register-call.ts';
import { currentUser } from '../../plugins/session.ts';
import { listGroupsOfUser } from './me-repository.ts';

export function registerMeRoutes(app: FastifyInstance, db: Db) {
  registerCall(app, sessionCalls.me, async (request) => {
    const user = currentUser(request);
    return {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      middleName: user.middleName,
      lastName: user.lastName,
      name: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
      timezone: user.timezone,
      locale: user.locale,
      roles: user.roles,
      permissions: user.permissions,
      features: user.features,
      tenant: { id: request.tenant.id, name: request.tenant.name },
      departmentName: user.departmentName,
      externalId: user.externalId,
      groups: await listGroupsOfUser(db, request.tenant.id, user.id),
      impersonator: request.session!.impersonator,
      first_name: user.firstName,
      middle_name: user.middleName,
      last_name: user.lastName,
      tenant_id: request.tenant.id,
      external_id: user.externalId,
    };
  });
}
