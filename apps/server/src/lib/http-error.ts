import { ErrorCodes, type ErrorBody, type ErrorCode } from '@lp/contract';

const titles: Record<number, string> = {
  400: 'Bad request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  406: 'Not acceptable',
  409: 'Conflict',
  410: 'Gone',
  412: 'Precondition failed',
  413: 'Payload too large',
  414: 'URI too long',
  415: 'Unsupported media type',
  429: 'Too many requests',
  500: 'Internal error',
  501: 'Not implemented',
  502: 'Bad gateway',
};

/** An error meant for the caller: becomes the one error shape with its status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    return errorBody(this.status, this.code, this.message, this.fieldErrors);
  }
}

export function errorBody(status: number, code: ErrorCode, message: string, fieldErrors: Record<string, string[]> = {}): ErrorBody {
  return { status, title: titles[status] ?? 'Error', code, errors: { general: [message], ...fieldErrors } };
}

export const badRequest = (message: string, fields?: Record<string, string[]>) =>
  new HttpError(400, ErrorCodes.badRequest, message, fields);
export const unauthorized = (message = 'Sign-in is required.') => new HttpError(401, ErrorCodes.unauthorized, message);
export const forbidden = (message = 'You do not have permission to do this.') => new HttpError(403, ErrorCodes.forbidden, message);
export const notFound = (message = 'Not found.') => new HttpError(404, ErrorCodes.notFound, message);
export const conflict = (message: string) => new HttpError(409, ErrorCodes.conflict, message);
export const gone = (message: string) => new HttpError(410, ErrorCodes.gone, message);
