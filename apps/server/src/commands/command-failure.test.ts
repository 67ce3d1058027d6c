import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { conflict, notFound } from '../lib/http-error.ts';
import { isTransientFailure } from '../lib/database-errors.ts';
import { COMMAND_FAILED_MESSAGE, failedOutcome } from './command-failure.ts';

const withCode = (code: string, message = 'database error') => Object.assign(new Error(message), { code });

describe('which command failures are tried again', () => {
  it.each([
    ['a serialization failure', withCode('40001')],
    ['a deadlock', withCode('40P01')],
    ['a lock timeout', withCode('55P03')],
    ['a statement timeout', withCode('57014')],
    ['the server shutting down', withCode('57P01')],
    ['a connection exception (class 08)', withCode('08006')],
    ['too many connections', withCode('53300')],
    ['a reset socket', withCode('ECONNRESET')],
    ['a connection dropped by node-postgres', new Error('Connection terminated unexpectedly')],
  ])('retried: %s', (_name, error) => {
    expect(isTransientFailure(error)).toBe(true);
  });

  it.each([
    ['a refusal (not found)', notFound('No such run.')],
    ['a refusal (conflict)', conflict('Already submitted.')],
    ['a payload its schema refuses', z.object({ id: z.uuid() }).safeParse({ id: 'x' }).error],
    ['a unique violation', withCode('23505')],
    ['text the database cannot store', withCode('22P05')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['something thrown that is not an error', 'oops'],
  ])('failed at once: %s', (_name, error) => {
    expect(isTransientFailure(error)).toBe(false);
  });
});

describe('how a final failure is recorded', () => {
  it('a refusal keeps its status, code and message', () => {
    expect(failedOutcome(notFound('No such run.'))).toEqual({
      state: 2,
      result: { status: 404, code: 'notFound' },
      errors: { general: ['No such run.'] },
    });
    expect(failedOutcome(conflict('Already submitted.')).result).toEqual({ status: 409, code: 'conflict' });
  });

  it('a payload its schema refuses is a 400 naming the field', () => {
    const outcome = failedOutcome(z.object({ id: z.uuid() }).safeParse({ id: 'x' }).error);
    expect(outcome.result.status).toBe(400);
    expect(outcome.errors.general?.[0]).toMatch(/^id: /);
    expect(outcome.errors.id?.length).toBe(1);
  });

  it('a bug is the server’s fault, with the general message and nothing of the error', () => {
    expect(failedOutcome(new TypeError('secret detail'))).toEqual({
      state: 2,
      result: { status: 500, code: 'internal' },
      errors: { general: [COMMAND_FAILED_MESSAGE] },
    });
  });

  it('a transient failure that outlasted its attempts is a 503', () => {
    expect(failedOutcome(withCode('40001')).result.status).toBe(503);
  });
});
