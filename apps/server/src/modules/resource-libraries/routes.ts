import type { FastifyInstance } from 'fastify';
import { libraryCalls } from '@lp/contract/calls';
import type { Db } from '../../db/client.ts';
import { registerCall } from '../../plugins/register-call.ts';
import { currentUser } from '../../plugins/session.ts';
import { listResourceLibraries } from './library-repository.ts';

/** doc 1 §3 Resource library (decision 0041): read by any signed-in user of the tenant; the import writes them. */
export function registerResourceLibraryRoutes(app: FastifyInstance, db: Db) {
  registerCall(app, libraryCalls.resourceLibraries, async (request) => {
    currentUser(request);
    const data = await listResourceLibraries(db, request.tenant.id);
    return { data, totalCount: data.length };
  });
}
