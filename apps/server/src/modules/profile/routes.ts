import type { FastifyInstance, FastifyRequest } from 'fastify';
import { profileCalls } from '@lp/contract/calls';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { registerCall } from '../../plugins/register-call.ts';
import { currentUser } from '../../plugins/session.ts';
import { listUnitsOfUser, setUserTimeZone } from './profile-repository.ts';

/**
 * doc 2 §7 users/{id}/units and users/{id}/timezone. `{id}` is `me` or the caller's own
 * id; another user's is a 404 that does not tell whether they exist (decision 0022).
 */
function ownUserId(request: FastifyRequest<{ Params: { id: string } }>): string {
  const user = currentUser(request);
  if (request.params.id !== 'me' && request.params.id !== user.id) throw notFound('No such user of yours.');
  return user.id;
}

export function registerProfileRoutes(app: FastifyInstance, db: Db) {
  registerCall(app, profileCalls.units, async (request) => {
    const data = await listUnitsOfUser(db, request.tenant.id, ownUserId(request));
    return { data, totalCount: data.length };
  });

  // The body schema already mapped a Windows name to its IANA zone and refused an unknown one (400).
  registerCall(app, profileCalls.setTimeZone, async (request) => {
    const userId = ownUserId(request);
    await setUserTimeZone(db, request.tenant.id, userId, request.body.timezone);
    return { timezone: request.body.timezone };
  });
}
