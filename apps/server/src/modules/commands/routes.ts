import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ApiPrefix } from '@lp/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { currentUser } from '../../plugins/session.ts';
import { findCommand } from './command-repository.ts';
import { commandView } from './respond.ts';

/** GET the state of one's own command (the client polls it every second, doc 1 §4). */
export function registerCommandRoutes(app: FastifyInstance, db: Db) {
  app.get(`${ApiPrefix.lms}/commands/:id`, async (request, reply) => {
    const user = currentUser(request);
    const { id } = z.object({ id: z.uuid() }).parse(request.params);
    const row = await findCommand(db, request.tenant.id, id);
    if (!row || row.user_id !== user.id) throw notFound('No such command.');
    reply.header('cache-control', 'no-store');
    return commandView(row);
  });
}
