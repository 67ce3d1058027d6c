import { describe, expect, it } from 'vitest';
import { DETAILS_PATHS } from '@lp/contract';
import { setupTestApp } from '../../../test/setup-test-app.ts';

const demo = setupTestApp({ sessions: ['learner'] });

const send = (payload: unknown, headers: Record<string, string> = demo.learner) =>
  demo.app.inject({ method: 'POST', url: DETAILS_PATHS.usageEvents, headers, payload: payload as object });

describe('usage events of the web (doc 2 §7), and the error reports they carry (doc 2 §8)', () => {
  it('keeps a client_error report with its learner, what failed and why', async () => {
    const res = await send({
      name: 'client_error',
      payload: { what: 'time zone not set', message: 'Network error', timezone: 'Asia/Tokyo' },
    });
    expect(res.statusCode).toBe(204);
    const [row] = await demo.db.query<{ email: string; payload: Record<string, unknown> }>(
      `SELECT u.email, e.payload FROM usage_events e JOIN users u ON u.id = e.user_id WHERE e.name = 'client_error'`,
    );
    expect(row).toEqual({
      email: 'learner@demo.test',
      payload: { what: 'time zone not set', message: 'Network error', timezone: 'Asia/Tokyo' },
    });
  });

  it('refuses an unknown event, an oversized value and an anonymous caller, keeping nothing', async () => {
    expect((await send({ name: 'made_up' })).statusCode).toBe(400);
    expect((await send({ name: 'client_error', payload: { message: 'x'.repeat(201) } })).statusCode).toBe(400);
    expect((await send({ name: 'client_error', payload: {} }, { 'x-requested-with': 'XMLHttpRequest' })).statusCode).toBe(401);
    const [{ n }] = (await demo.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM usage_events WHERE name = 'client_error'`)) as [
      { n: number },
    ];
    expect(n).toBe(1);
  });
});
