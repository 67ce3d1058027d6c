import { z } from 'zod';

/**
 * The one error shape of every call (DESIGN: status, title, message lists — `general`
 * and per field). `code` is a stable machine code the web maps to a catalog message;
 * the messages are for people and are in the language of Accept-Language where the
 * server has a translation, English otherwise.
 */
export const ErrorBodySchema = z.object({
  status: z.number().int(),
  title: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
  /** The request's id (also the X-Request-Id header), to find its log lines (issue 17). */
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const ErrorCodes = {
  badRequest: 'badRequest',
  validation: 'validation',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'notFound',
  methodNotAllowed: 'methodNotAllowed',
  conflict: 'conflict',
  /** A write made on a version of a document that is no longer the kept one (If-Match, xAPI's documents). */
  preconditionFailed: 'preconditionFailed',
  /** It existed and was withdrawn: a revoked certificate's files (decision 0023). */
  gone: 'gone',
  payloadTooLarge: 'payloadTooLarge',
  unsupportedMediaType: 'unsupportedMediaType',
  csrf: 'missingRequestedWith',
  sessionExpired: 'sessionExpired',
  notImplemented: 'notImplemented',
  /** An external tool the launch needs does not answer (LTI, decision 0019). */
  toolUnavailable: 'toolUnavailable',
  /** Too many requests from one address in a while (the public certificate lookups, decision 0047). */
  tooManyRequests: 'tooManyRequests',
  internal: 'internal',
} as const;
export type ErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes];
