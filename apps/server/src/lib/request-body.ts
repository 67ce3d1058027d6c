import type { FastifyRequest } from 'fastify';

/**
 * Whether the request carried a body, as Fastify decides before it parses one. Fastify
 * hands the validator an absent body as null, the same value as a JSON `null`: only the
 * request's framing tells them apart.
 */
export const bodySent = (request: FastifyRequest) =>
  Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;

/** `Application/JSON; charset=utf-8` → `application/json`. */
export const mediaTypeOf = (contentType: string | undefined) => (contentType ?? '').split(';')[0]!.trim().toLowerCase();
