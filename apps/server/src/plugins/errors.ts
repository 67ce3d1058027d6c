import type { FastifyError, FastifyInstance } from 'fastify';
import Router, { type HTTPMethod } from 'find-my-way';
import { ZodError } from 'zod';
import { ErrorCodes } from '@lp/contract';
import { HttpError, errorBody } from '../lib/http-error.ts';
import { validationError } from '../lib/validation-error.ts';
import { databaseRefusal, isTransientFailure } from '../lib/database-errors.ts';

/**
 * Every failure leaves as the one error shape; no stack trace ever reaches a caller.
 * Fastify's own 4xx (bad JSON, body too large, wrong content type) keep their status.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError, request, reply) => {
    const requestId = request.id;
    if (error instanceof HttpError) return reply.status(error.status).send({ ...error.toBody(), requestId });
    if (error instanceof ZodError) return reply.status(400).send({ ...validationError(error).toBody(), requestId });
    const status = error.statusCode ?? 500;
    if (error.validation) {
      return reply.status(400).send({ ...errorBody(400, ErrorCodes.validation, error.message), requestId });
    }
    if (status >= 400 && status < 500) {
      const code =
        status === 413
          ? ErrorCodes.payloadTooLarge
          : status === 415
            ? ErrorCodes.unsupportedMediaType
            : status === 404
              ? ErrorCodes.notFound
              : ErrorCodes.badRequest;
      return reply.status(status).send({ ...errorBody(status, code, error.message), requestId });
    }
    const refusal = databaseRefusal(error);
    if (refusal) {
      request.log.info({ err: error }, 'refused by a database rule');
      return reply.status(refusal.status).send({ ...refusal.toBody(), requestId });
    }
    if (isTransientFailure(error)) {
      // A deadlock, a serialization failure or a lost connection: the same request may well succeed in a moment.
      request.log.warn({ err: error }, 'database busy');
      return reply
        .status(503)
        .header('retry-after', '1')
        .send({ ...errorBody(503, ErrorCodes.internal, 'The server is busy. Please try again in a moment.'), requestId });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ ...errorBody(500, ErrorCodes.internal, 'Internal error. Please try again.'), requestId });
  });

  // A path that exists with other methods answers 405 with Allow, not 404: the routes are
  // mirrored into a router of our own, which can be asked about any method (Fastify's is not exposed).
  const known = Router();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD' && !known.hasRoute(method as HTTPMethod, route.url)) known.on(method as HTTPMethod, route.url, () => {});
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const allowed = METHODS.filter((m) => m !== request.method && known.find(m, path));
    if (allowed.length > 0 && request.method !== 'HEAD') {
      const allow = allowed.includes('GET') ? [...allowed, 'HEAD'] : allowed;
      return reply
        .status(405)
        .header('allow', allow.join(', '))
        .send({
          ...errorBody(405, ErrorCodes.methodNotAllowed, `${request.method} is not allowed on ${path}; use ${allow.join(', ')}.`),
          requestId: request.id,
        });
    }
    return reply
      .status(404)
      .send({ ...errorBody(404, ErrorCodes.notFound, `No route for ${request.method} ${path}.`), requestId: request.id });
  });
}

const METHODS: HTTPMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
