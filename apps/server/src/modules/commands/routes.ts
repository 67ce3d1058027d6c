import type { FastifyInstance } from 'fastify';
import { workflowCalls } from '@lp/contract/calls';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { registerCall } from '../../plugins/register-call.ts';
import { currentUser } from '../../plugins/session.ts';
import { findCommand } from '../../commands/command-repository.ts';
import { commandView } from '../../commands/respond.ts';

/** GET the state of one's own command (the client polls it every second, doc 1 §4). */
export function registerCommandRoutes(app: FastifyInstance, db: Db) {
  registerCall(app, workflowCalls.command, async (request, reply) => {
    const user = currentUser(request);
    const row = await findCommand(db, request.tenant.id, request.params.id);
    if (!row || row.user_id !== user.id) throw notFound('No such command.');
    reply.header('cache-control', 'no-store');
    return commandView(row);
  });
}
