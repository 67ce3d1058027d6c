import { ZodError } from 'zod';
import { ErrorCodes, type ErrorCode } from '@lp/contract';
import { HttpError } from '../lib/http-error.ts';
import { databaseRefusal, isTransientFailure } from '../lib/database-errors.ts';
import { validationError } from '../lib/validation-error.ts';

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
  const refusal = error instanceof ZodError ? validationError(error) : error instanceof HttpError ? error : databaseRefusal(error);
  if (refusal)
    return {
      state: 2,
      result: { status: refusal.status, code: refusal.code },
      errors: { general: [refusal.message], ...refusal.fieldErrors },
    };
  return {
    state: 2,
    result: { status: isTransientFailure(error) ? 503 : 500, code: ErrorCodes.internal },
    errors: { general: [COMMAND_FAILED_MESSAGE] },
  };
}
