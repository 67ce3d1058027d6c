import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { loadConfig } from '../../config.ts';
import { createTestDb } from '../../../test/db.ts';
import { buildTestApp } from '../../../test/app.ts';
import { seedTenant } from '../../../test/seed.ts';

const EVENTS = 'https://collect.example.net/events';
const LAKE = 'https://lake.example.net:8443/ingest';

describe('the analytics endpoints (doc 1 §7: analytics only in test and prod; decision 0040)', () => {
  it.each([
    ['named in test', 'test', EVENTS, EVENTS],
    ['named in prod', 'prod', EVENTS, EVENTS],
    ['off in dev, whatever is named', 'dev', EVENTS, undefined],
    ['off when LP_ENV is unset', undefined, EVENTS, undefined],
    ['plain http allowed in test (a local collector)', 'test', 'http://127.0.0.1:6430/events', 'http://127.0.0.1:6430/events'],
    ['plain http refused in prod', 'prod', 'http://collect.example.net/events', undefined],
    [
      'a user name in the URL refused (the browser would hand it to everyone)',
      'test',
      'https://key:secret@collect.example.net/',
      undefined,
    ],
    ['another scheme refused', 'test', 'javascript:alert(1)', undefined],
    ['something unreadable refused', 'test', 'collect.example.net', undefined],
    ['blank means none', 'prod', '  ', undefined],
  ])('%s', (_rule, environment, value, expected) => {
    const config = loadConfig({ LP_ENV: environment, ANALYTICS_EVENTS_URL: value, DATA_LAKE_URL: value });
    expect(config.analytics.eventsUrl).toBe(expected);
    expect(config.analytics.dataLakeUrl).toBe(expected);
  });

  it('the data-lake session lasts 30 minutes unless DATA_LAKE_SESSION_MINUTES says otherwise', () => {
    expect(loadConfig({}).analytics.dataLakeSessionMinutes).toBe(30);
    expect(loadConfig({ DATA_LAKE_SESSION_MINUTES: '45' }).analytics.dataLakeSessionMinutes).toBe(45);
    expect(loadConfig({ DATA_LAKE_SESSION_MINUTES: '0' }).analytics.dataLakeSessionMinutes).toBe(30);
    expect(loadConfig({ DATA_LAKE_SESSION_MINUTES: 'soon' }).analytics.dataLakeSessionMinutes).toBe(30);
  });
});

describe('the runtime configuration and the page policy carry the endpoints', () => {
  let db: Db;
  const apps: FastifyInstance[] = [];
  const webDist = mkdtempSync(join(tmpdir(), 'lp-web-'));
  const build = async (env: NodeJS.ProcessEnv) => {
    const app = await buildTestApp(db, { environment: loadConfig(env).environment, analytics: loadConfig(env).analytics, webDist });
    apps.push(app);
    return app;
  };
  const connectSources = (csp: unknown) =>
    String(csp)
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('connect-src '))!
      .split(' ')
      .slice(1);

  beforeAll(async () => {
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    db = await createTestDb();
    await seedTenant(db);
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await db.close();
  });

  it('in test: the configured endpoints and the session length, and the page may connect to their origins only', async () => {
    const app = await build({ LP_ENV: 'test', ANALYTICS_EVENTS_URL: EVENTS, DATA_LAKE_URL: LAKE, DATA_LAKE_SESSION_MINUTES: '20' });
    const body = (await app.inject({ url: '/config-ui/config.json' })).json();
    expect(body).toMatchObject({ environment: 'test', analytics: { eventsUrl: EVENTS, dataLakeUrl: LAKE, dataLakeSessionMinutes: 20 } });
    const page = await app.inject({ url: '/learn/courses' });
    expect(connectSources(page.headers['content-security-policy'])).toEqual([
      "'self'",
      'https://collect.example.net',
      'https://lake.example.net:8443',
    ]);
  });

  it('in dev: no endpoint reaches the web or the page policy', async () => {
    const app = await build({ LP_ENV: 'dev', ANALYTICS_EVENTS_URL: EVENTS, DATA_LAKE_URL: LAKE });
    const body = (await app.inject({ url: '/config-ui/config.json' })).json();
    expect(body).toMatchObject({ environment: 'dev', analytics: { eventsUrl: null, dataLakeUrl: null, dataLakeSessionMinutes: 30 } });
    const page = await app.inject({ url: '/learn/courses' });
    expect(connectSources(page.headers['content-security-policy'])).toEqual(["'self'"]);
  });
});
