import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCodes, findInputProblem } from '@lp/contract';
import { badRequest, errorBody } from '../lib/http-error.ts';
import { bodySent } from '../lib/request-body.ts';

/**
 * The one place every caller's value passes before any route sees it: a NUL character
 * (PostgreSQL text cannot hold one) or a value nested past INPUT_LIMITS is a 400 here, for
 * every route, present and future. Path parameters and the query are checked on arrival,
 * before the tenant and the session are looked up; the body once it is parsed. A body of
 * JSON `null` is refused on every call: none takes one, and a call whose body is optional
 * would otherwise read it as no body at all. JSON inside
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
    if (request.body === null && bodySent(request)) refuse('The body is null: send an object, or no body at all.');
    refuse(findInputProblem(request.body, 'body'));
  });
}

function refuse(problem: string | undefined) {
  if (problem) throw badRequest(problem);
}

/** What Fastify's refusals say, without echoing the address back. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address has an escape (%…) that does not decode.',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the address is too long.',
};

/**
 * Fastify's refusals before a route is found (a path whose escapes do not decode, a path
 * parameter past its length) in the one error shape, with the headers and request id of
 * every other answer: no hook runs for them. Passed as the `frameworkErrors` option.
 */
export function answerFrameworkError(setHeaders: (request: FastifyRequest, reply: FastifyReply) => void) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
    setHeaders(request, reply);
    const message = FRAMEWORK_MESSAGES[error.code] ?? 'The address cannot be read.';
    reply.status(status).send({ ...errorBody(status, ErrorCodes.badRequest, message), requestId: request.id });
  };
}
