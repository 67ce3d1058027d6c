import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiPrefix, ErrorCodes } from '@lp/contract';
import { errorBody } from '../lib/http-error.ts';
import { currentUser } from '../plugins/session.ts';
import type { CommandBus } from './command-bus.ts';
import type { CommandRow } from './command-repository.ts';
import { COMMAND_FAILED_MESSAGE } from './command-failure.ts';
import { iso } from '../lib/iso-date.ts';

/** How long a respond-sync call waits before falling back to 202 and the command URL. */
const SYNC_WAIT_MS = 30_000;

export const commandUrl = (id: string) => `${ApiPrefix.lms}/commands/${id}`;

/** The command as the client polls it (doc 1 §4): `completed` appears once it has an outcome. */
export function commandView(row: CommandRow) {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    ...(row.completed_at ? { completed: iso(row.completed_at) } : {}),
    ...(row.state === 1 ? { result: row.result } : {}),
    ...(row.state === 2 ? { status: row.result?.status ?? 400 } : {}),
    ...(row.state === 2 ? { errors: row.errors ?? { general: [] } } : {}),
  };
}

/**
 * Accepts a command for the caller. A payload its command's schema refuses is a 400 at
 * once, and nothing is queued. `Prefer: respond-async` (the default) answers 202 with the
 * command's URL; `respond-sync` waits and answers with the result, or the failure as a
 * 400 with its message lists.
 */
export async function acceptCommand(
  bus: CommandBus,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: string,
  payload: unknown,
  defaultPrefer: 'respond-async' | 'respond-sync' = 'respond-async',
) {
  const user = currentUser(request);
  const prefer = String(request.headers.prefer ?? defaultPrefer);
  const id = await bus.submit({ tenantId: request.tenant.id, userId: user.id, kind, payload });
  if (prefer.includes('respond-sync')) {
    const row = await bus.waitFor(request.tenant.id, id, SYNC_WAIT_MS);
    if (row?.state === 1) return reply.status(200).send(row.result ?? {});
    if (row?.state === 2) {
      // doc 1 §8: a failed command is a 400 with message lists; a refusal keeps its own status (404, 409).
      const { general = [], ...fields } = row.errors ?? {};
      const status = row.result?.status ?? 400;
      // Outcomes recorded before the code was kept have only their status.
      const code = row.result?.code ?? (status >= 500 ? ErrorCodes.internal : ErrorCodes.validation);
      return reply.status(status).send({ ...errorBody(status, code, general[0] ?? COMMAND_FAILED_MESSAGE, fields), requestId: request.id });
    }
  }
  return reply
    .status(202)
    .header('location', commandUrl(id))
    .header('preference-applied', 'respond-async')
    .send({ id, url: commandUrl(id) });
}
