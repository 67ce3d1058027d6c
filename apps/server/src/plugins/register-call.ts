import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaCompiler, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { bodyMediaTypesOf, isMediaAnswer, type AnswerOf, type BodyOf, type Call, type ParamsOf, type QueryOf } from '@lp/contract/calls';
import { ErrorCodes } from '@lp/contract';
import { currentUser } from './session.ts';
import { HttpError } from '../lib/http-error.ts';
import { bodySent, mediaTypeOf } from '../lib/request-body.ts';
import { serialisationSchema } from '../lib/serialisation-schema.ts';
import { callLimitHook } from './call-limits.ts';
import { CALL_BUDGETS } from './call-budgets.ts';

export type CallRequest<C extends Call> = FastifyRequest<{ Params: ParamsOf<C>; Querystring: QueryOf<C>; Body: BodyOf<C> }>;
export type CallHandler<C extends Call> = (request: CallRequest<C>, reply: FastifyReply) => Promise<AnswerOf<C> | FastifyReply>;

/** Route options a call may add (a HEAD of its own, a route-level onRequest hook, a rights check). */
export interface CallRouteOptions<C extends Call> extends Pick<RouteOptions, 'onRequest' | 'bodyLimit'> {
  alsoHead?: boolean;
  /**
   * Who may make the call, decided on its path parameters before its query and body are
   * read: a caller without the rights is refused (403) whatever they send.
   */
  authorize?: (request: CallRequest<C>) => Promise<void>;
  /** The largest body in bytes, when the app's 1 MB is not enough (an upload). */
  bodyLimit?: number;
  /** Made by the app on its own (a live event stream), not by the learner: needs a live session, does not keep it alive. */
  passive?: boolean;
}

/**
 * Input is checked by the call's zod schemas. A refusal is the ZodError itself: the error
 * handler turns it into the one error shape with the same messages a handler's own
 * `.parse` gave (plugins/errors.ts). Fastify hands an absent body over as null (a JSON
 * `null` never gets here: plugins/input-guard.ts refuses it).
 */
const zodValidator: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(httpPart === 'body' && data === null ? undefined : data);
    return result.success ? { value: result.data } : { error: result.error };
  };

/**
 * Registers one call of the contract as a route (decision 0016): its method and path,
 * its schemas for validation and serialisation, its CSRF exemption, and a handler that
 * receives the parsed, typed input. An anonymous caller of a call that is not public is
 * refused before its input is read (401 comes before 400): the session hook does it for
 * /api, the preValidation hook here for the calls outside it (/oidc).
 */
/** A body in a media type the call does not list is refused before it is read (the contract's `bodyMediaTypes`). */
const mediaTypeGuard = (call: Call) => {
  const accepted = bodyMediaTypesOf(call);
  return async (request: FastifyRequest) => {
    if (!bodySent(request) || accepted.includes(mediaTypeOf(request.headers['content-type']))) return;
    throw new HttpError(415, ErrorCodes.unsupportedMediaType, `Send the body of this call as ${accepted.join(' or ')}.`);
  };
};

/** A standard's own type for the JSON answers of success (AGS's), set before the answer is written; a refusal stays application/json. */
const answerTypeSetter = (mediaType: string) => async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
  if (reply.statusCode < 300) reply.type(mediaType);
  return payload;
};

export function registerCall<C extends Call>(app: FastifyInstance, call: C, handler: CallHandler<C>, options: CallRouteOptions<C> = {}) {
  const { authorize } = options;
  // The call's budget first (decision 0058): a refused caller costs nothing more.
  const budget = CALL_BUDGETS.get(call);
  const onRequest = [
    ...(budget ? [callLimitHook(budget)] : []),
    ...(call.body ? [mediaTypeGuard(call)] : []),
    ...[options.onRequest ?? []].flat(),
  ];
  const beforeInput = async (request: FastifyRequest) => {
    if (!call.public) currentUser(request);
    if (!authorize) return;
    if (call.params) request.params = call.params.parse(request.params);
    await authorize(request as CallRequest<C>);
  };
  const response = Object.fromEntries(
    Object.entries(call.responses).flatMap(([status, answer]) =>
      answer && !isMediaAnswer(answer) ? [[status, serialisationSchema(answer)]] : [],
    ),
  );
  app.route({
    method: options.alsoHead ? [call.method, 'HEAD'] : call.method,
    url: call.path,
    exposeHeadRoute: !options.alsoHead,
    schema: {
      ...(call.params ? { params: call.params } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.body ? { body: call.body } : {}),
      response,
    },
    validatorCompiler: zodValidator as FastifySchemaCompiler<unknown>,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(call.public && !authorize ? {} : { preValidation: beforeInput }),
    config: {
      ...(call.csrf === false ? { csrf: false as const } : {}),
      ...(call.public ? { public: true } : {}),
      ...(options.passive ? { passive: true } : {}),
      ...(budget ? { limit: budget.name } : {}),
    },
    ...(onRequest.length ? { onRequest } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(call.answerMediaType ? { preSerialization: answerTypeSetter(call.answerMediaType) } : {}),
    handler: handler as RouteOptions['handler'],
  });
}
