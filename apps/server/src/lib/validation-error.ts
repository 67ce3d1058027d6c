import type { ZodError } from 'zod';
import { ErrorCodes } from '@lp/contract';
import { HttpError } from './http-error.ts';

/** A failed schema check as the caller sees it: a 400 naming the first problem, and every problem under its field. */
export function validationError(error: ZodError): HttpError {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'general';
    (fields[key] ??= []).push(issue.message);
  }
  const first = error.issues[0];
  const message = first ? `${first.path.join('.') || 'request'}: ${first.message}` : 'Invalid request.';
  return new HttpError(400, ErrorCodes.validation, message, fields);
}
