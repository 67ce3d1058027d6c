import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslator, type Catalog } from '@lp/i18n';
import enCatalog from '@lp/i18n/catalogs/en-US.json';
import arCatalog from '@lp/i18n/catalogs/ar-AR.json';
import { apiRequest, ApiError } from './api-client.ts';
import { describeCommandError } from './commands.ts';
import { tooManyRequestsMessage } from './too-many-requests.ts';

const en = createTranslator('en-US', enCatalog as Catalog);
const ar = createTranslator('ar-AR', arCatalog as Catalog);
const refusal = (retryAfter?: string) =>
  new Response(
    JSON.stringify({
      status: 429,
      title: 'Too many requests',
      code: 'tooManyRequests',
      errors: { general: ['Too many requests (the server’s words).'] },
    }),
    {
      status: 429,
      headers: retryAfter === undefined ? {} : { 'retry-after': retryAfter },
    },
  );
const failureOf = async (response: Response) => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => response),
  );
  return apiRequest('/api/platform/v1/usage-events', { method: 'POST', body: {} }).catch((error: unknown) => error);
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a call refused for being sent too often (429, decision 0058)', () => {
  it('says how long to wait, from Retry-After, in the learner’s language', async () => {
    const error = await failureOf(refusal('42'));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).retryAfterSeconds).toBe(42);
    expect(tooManyRequestsMessage(error, en)).toBe('Too many requests in a short time. Please wait 42 seconds and try again.');
    expect(tooManyRequestsMessage(error, ar)).toMatch(/^طلبات كثيرة جدًا في وقت قصير\./);
    // Where a failed call is described (the course actions), the same words.
    expect(describeCommandError(error, en)).toBe(tooManyRequestsMessage(error, en));
  });

  it('waits of two minutes and more in whole minutes; no Retry-After: a minute', async () => {
    expect(tooManyRequestsMessage(await failureOf(refusal('541')), en)).toBe(
      'Too many requests in a short time. Please wait 10 minutes and try again.',
    );
    expect(tooManyRequestsMessage(await failureOf(refusal()), en)).toBe(
      'Too many requests in a short time. Please wait 60 seconds and try again.',
    );
  });

  it('is nothing for any other failure', () => {
    expect(tooManyRequestsMessage(new ApiError(400, undefined), en)).toBeUndefined();
    expect(tooManyRequestsMessage(new Error('offline'), en)).toBeUndefined();
  });
});
