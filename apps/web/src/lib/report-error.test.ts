import { afterEach, describe, expect, it, vi } from 'vitest';
import { DETAILS_PATHS } from '@lp/contract/lists';
import { reportError } from './report-error.ts';

afterEach(() => vi.unstubAllGlobals());

describe('reportError (doc 2 §8: failures the learner is not told of are reported)', () => {
  it('sends a client_error event to the portal with what failed, why, and its context, clipped to the event limits', async () => {
    const sent: { url: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      sent.push({ url, body: JSON.parse(String(init.body)) });
      return new Response(null, { status: 204 });
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    reportError('time zone not set', new Error('x'.repeat(500)), { timezone: 'Asia/Tokyo' });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.url).toBe(DETAILS_PATHS.usageEvents);
    expect(sent[0]!.body).toMatchObject({
      name: 'client_error',
      payload: { what: 'time zone not set', message: 'x'.repeat(200), timezone: 'Asia/Tokyo' },
    });
  });

  it('never throws when the report itself cannot be sent', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('offline');
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => reportError('time zone not set', 'offline')).not.toThrow();
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
  });
});
