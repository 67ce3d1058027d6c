import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AuthPaths } from '@lp/contract';
import type { Db } from '../src/db/client.ts';
import { buildTestApp } from './app.ts';
import { createTestDb } from './db.ts';
import { importDemo, sessionHeaders } from './demo.ts';
import { promtoolProblems } from './promtool.ts';

/**
 * Issue 17 item 4: liveness, readiness and Prometheus metrics an operator can watch, closed
 * to everyone else; a request id on every answer and in every error answer.
 */
const TOKEN = 'ops-token-for-tests-0123456789';
const OPS = ['/health/live', '/health/ready', '/metrics'];
let db: Db;
let app: FastifyInstance;
let closed: FastifyInstance;

beforeAll(async () => {
  db = await createTestDb();
  await importDemo(db);
  app = await buildTestApp(db, { ops: { token: TOKEN, port: undefined, host: '127.0.0.1', shutdownTimeoutMs: 30_000 } });
  closed = await buildTestApp(db);
});
afterAll(async () => {
  await app?.close();
  await closed?.close();
  await db?.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('health and metrics are not public', () => {
  it.each(OPS)('%s is a plain 404 without the token, with a wrong one, and when no token is configured', async (url) => {
    for (const [server, headers] of [
      [app, {}],
      [app, bearer('wrong-token-of-the-same-size-xx')],
      [app, bearer(`${TOKEN}x`)],
      [app, { authorization: TOKEN }],
      [closed, bearer(TOKEN)],
      [closed, {}],
    ] as const) {
      const res = await server.inject({ url, headers });
      expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(404);
      expect(res.json()).toMatchObject({ status: 404, code: 'notFound' });
      expect(res.body).not.toMatch(/nodejs|migrations|worker/);
    }
  });

  it('a session is not enough: a signed-in learner gets 404 too', async () => {
    const learner = await sessionHeaders(app, 'learner');
    for (const url of OPS) expect((await app.inject({ url, headers: learner })).statusCode).toBe(404);
  });
});

describe('with the operator token', () => {
  it('live answers while the process runs', async () => {
    const res = await app.inject({ url: '/health/live', headers: bearer(TOKEN) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('ready checks the database, the migrations and the worker, and says 503 when a migration is missing', async () => {
    const ok = await app.inject({ url: '/health/ready', headers: bearer(TOKEN) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'ok', checks: { database: 'ok', migrations: 'ok', worker: 'ok' } });

    const [last] = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name DESC LIMIT 1');
    await db.query('DELETE FROM schema_migrations WHERE name = $1', [last!.name]);
    try {
      const pending = await app.inject({ url: '/health/ready', headers: bearer(TOKEN) });
      expect(pending.statusCode).toBe(503);
      expect(pending.json()).toMatchObject({ status: 'unavailable', checks: { migrations: 'pending' } });
    } finally {
      await db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [last!.name]);
    }
  });

  it('metrics speak Prometheus: requests by route pattern and status, statements, the queue, sessions, event-loop lag', async () => {
    const learner = await sessionHeaders(app, 'learner');
    await app.inject({ url: AuthPaths.configUi });
    await app.inject({ url: '/api/lms/v1/users/me/objectives/00000000-0000-4000-8000-000000000000', headers: learner });
    const res = await app.inject({ url: '/metrics', headers: bearer(TOKEN) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toMatch(
      new RegExp(`http_request_duration_seconds_count\\{method="GET",route="${AuthPaths.configUi}",status_code="200"\\} [1-9]`),
    );
    // The route's pattern, not the id: one series per route, whatever the ids.
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/lms\/v1\/users\/me\/objectives\/:[a-zA-Z]+",status_code="404"\} 1/,
    );
    expect(text).not.toContain('00000000-0000-4000-8000-000000000000');
    expect(Number(/db_query_duration_seconds_count\{outcome="ok"\} (\d+)/.exec(text)?.[1])).toBeGreaterThan(0);
    expect(text).toMatch(/^command_queue_depth \d+$/m);
    expect(text).toMatch(/^command_queue_oldest_age_seconds [\d.]+$/m);
    expect(Number(/^sessions_active (\d+)$/m.exec(text)?.[1])).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds [\d.e-]+$/m);
  });

  it("passes Prometheus' own lint (promtool check metrics): no gauge named like a counter, every family typed and described", async () => {
    // Requests first, so the histograms have series; on PostgreSQL the pool gauge is there too.
    await app.inject({ url: AuthPaths.configUi });
    await app.inject({ url: '/api/lms/v1/no-such-call', headers: await sessionHeaders(app, 'learner') });
    const text = (await app.inject({ url: '/metrics', headers: bearer(TOKEN) })).body;
    expect(text).toMatch(/^# TYPE nodejs_active_handles gauge$/m);
    expect(promtoolProblems(text)).toBe('');
    // The control: the linter does refuse what issue 31 found (prom-client's `*_total` gauges).
    expect(
      promtoolProblems(
        `${text}# HELP nodejs_active_handles_total Total number of active handles.\n# TYPE nodejs_active_handles_total gauge\nnodejs_active_handles_total 3\n`,
      ),
    ).toMatch(/nodejs_active_handles_total non-counter metrics should not have "_total" suffix/);
  });

  it('the queue gauges count the commands not yet done and the age of the oldest', async () => {
    const [tenant] = await db.query<{ id: string }>('SELECT id FROM tenants LIMIT 1');
    await db.query(
      // Leased for an hour, so this app's own worker leaves it waiting.
      `INSERT INTO commands (id, tenant_id, kind, payload, created_at, locked_until)
       VALUES (gen_random_uuid(), $1, 'test-only', '{}', now() - interval '90 seconds', now() + interval '1 hour')`,
      [tenant!.id],
    );
    try {
      const text = (await app.inject({ url: '/metrics', headers: bearer(TOKEN) })).body;
      expect(Number(/^command_queue_depth (\d+)$/m.exec(text)?.[1])).toBeGreaterThanOrEqual(1);
      expect(Number(/^command_queue_oldest_age_seconds ([\d.]+)$/m.exec(text)?.[1])).toBeGreaterThanOrEqual(89);
    } finally {
      await db.query(`DELETE FROM commands WHERE kind = 'test-only'`);
    }
  });
});

describe('request ids', () => {
  it('every answer names its request, and an error answer carries the same id in its body', async () => {
    const page = await app.inject({ url: AuthPaths.configUi });
    expect(page.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const learner = await sessionHeaders(app, 'learner');
    const missing = await app.inject({ url: '/api/lms/v1/no-such-call', headers: learner });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().requestId).toBe(missing.headers['x-request-id']);
    const refused = await app.inject({ url: '/api/lms/v1/users/me' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().requestId).toBe(refused.headers['x-request-id']);
    expect(new Set([page, missing, refused].map((r) => r.headers['x-request-id'])).size).toBe(3);
  });

  it("keeps a caller's plain id (a proxy's, to follow a request across hops) and replaces anything else", async () => {
    const kept = await app.inject({ url: AuthPaths.configUi, headers: { 'x-request-id': 'lb-7f3a.91:2' } });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.91:2');
    for (const bad of ['two words', 'a'.repeat(129), 'x\u2028y', '<script>', '']) {
      const res = await app.inject({ url: AuthPaths.configUi, headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id'], JSON.stringify(bad)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
