import { conflict, type HttpError } from './http-error.ts';

/**
 * SQLSTATEs that mean "the same work may succeed if tried again": serialization failure,
 * deadlock, lock or statement timeout, the server shutting down or refusing connections.
 * Class 08 (connection exception) is transient as a whole.
 */
const TRANSIENT_SQLSTATES = new Set(['40001', '40P01', '40003', '55P03', '57014', '57P01', '57P02', '57P03', '53300']);
/** The socket under a pool connection went away. */
const TRANSIENT_SOCKET_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EAI_AGAIN']);
/** node-postgres reports a dropped connection without a code. */
const TRANSIENT_MESSAGE = /connection terminated|timeout exceeded when trying to connect|client has encountered a connection error/i;

const sqlState = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};

/** A failure worth another attempt; everything else (a refusal, a bad payload, a bug) fails at once. */
export function isTransientFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = sqlState(error);
  if (code && (TRANSIENT_SQLSTATES.has(code) || code.startsWith('08') || TRANSIENT_SOCKET_CODES.has(code))) return true;
  return TRANSIENT_MESSAGE.test(error.message);
}

/**
 * A rule of the database the request broke, as the refusal it is: a unique key (an id the
 * client chose that another item has, or the same thing made twice at once by two tabs or
 * two processes) or a reference to something removed at the same moment. Both are a 409:
 * nothing was stored, and the caller can reload and try again. The database's own message
 * (table and key names) never reaches the caller.
 */
export function databaseRefusal(error: unknown): HttpError | undefined {
  switch (sqlState(error)) {
    case '23505':
      return conflict(
        'This conflicts with something stored at the same moment, or its id is already used by another item. Nothing was changed.',
      );
    case '23503':
      return conflict('Something this refers to was changed or removed at the same moment. Nothing was changed; reload and try again.');
    default:
      return undefined;
  }
}
