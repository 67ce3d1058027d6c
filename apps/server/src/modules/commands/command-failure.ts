import { ZodError } from 'zod';
import { ErrorCodes, type ErrorCode } from '@lp/contract';
import { HttpError } from '../../lib/http-error.ts';
import { validationError } from '../../lib/validation-error.ts';

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

/** A failure worth another attempt; everything else (a refusal, a bad payload, a bug) fails the command at once. */
export function isTransientFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (TRANSIENT_SQLSTATES.has(code) || code.startsWith('08') || TRANSIENT_SOCKET_CODES.has(code))) return true;
  return TRANSIENT_MESSAGE.test(error.message);
}

/** The general message of doc 1 §8 for a failed command with nothing better to say. */
export const COMMAND_FAILED_MESSAGE = 'Server accepted command but encountered errors.';

export interface FailedOutcome {
  state: 2;
  /** The refusal's code of the error catalogue (a 404 is notFound, a 409 conflict), so the answer says what the status says. */
  result: { status: number; code: ErrorCode };
  errors: Record<string, string[]>;
}

/**
 * How a failure is recorded once it is final: a refusal keeps its status and messages, a
 * payload that fails its schema is a 400 with per-field messages, a transient failure
 * that outlasted its attempts is a 503, anything else is the server's fault (500); the
 * last two with the general message.
 */
export function failedOutcome(error: unknown): FailedOutcome {
  const refusal = error instanceof ZodError ? validationError(error) : error instanceof HttpError ? error : undefined;
  if (refusal) return { state: 2, result: { status: refusal.status, code: refusal.code }, errors: { general: [refusal.message], ...refusal.fieldErrors } };
  return { state: 2, result: { status: isTransientFailure(error) ? 503 : 500, code: ErrorCodes.internal }, errors: { general: [COMMAND_FAILED_MESSAGE] } };
}
