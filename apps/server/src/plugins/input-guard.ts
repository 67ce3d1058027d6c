import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCodes, findInputProblem } from '@lp/contract';
import { badRequest, errorBody } from '../lib/http-error.ts';

/**
 * The one place every caller's value passes before any route sees it: a NUL character
 * (PostgreSQL text cannot hold one) or a value nested past INPUT_LIMITS is a 400 here, for
 * every route, present and future. Path parameters and the query are checked on arrival,
 * before the tenant and the session are looked up; the body once it is parsed. JSON inside
 * a query parameter (list filters) is checked where it is parsed (parseJsonParam).
 * Cookies are left alone: a stray cookie of another site on the same host must not lock
 * anyone out, and the session token is hashed before it is looked up.
 * Register it before the other request hooks.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    refuse(findInputProblem(request.params, 'path') ?? findInputProblem(request.query, 'query'));
  });
  app.addHook('preValidation', async (request: FastifyRequest) => {
    refuse(findInputProblem(request.body, 'body'));
  });
}

function refuse(problem: string | undefined) {
  if (problem) throw badRequest(problem);
}

/**
 * Fastify's refusals before a route is found (a path whose escapes do not decode) in the
 * one error shape. Passed as the `frameworkErrors` option: it cannot be a hook.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  reply.status(status).send(errorBody(status, ErrorCodes.badRequest, error.message.slice(0, 300)));
}
