import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { loadConfig } from '../../config.ts';
import { createTestDb } from '../../../test/db.ts';
import { buildTestApp } from '../../../test/app.ts';
import { seedTenant } from '../../../test/seed.ts';

describe('STORAGE_PUBLIC_HOST (doc 2 §5 PDF link targets)', () => {
  it.each([
    ['unset means same-origin only', undefined, undefined],
    ['blank means same-origin only', '  ', undefined],
    ['a host name, lower-cased', 'Files.Example.NET', 'files.example.net'],
    ['a host with its port', 'files.example.net:8443', 'files.example.net:8443'],
    ['the host of a full URL', 'https://files.example.net/bucket/', 'files.example.net'],
    ['nothing from something unreadable', 'https://', undefined],
  ])('%s', (_rule, value, host) => {
    expect(loadConfig({ STORAGE_PUBLIC_HOST: value }).storageHost).toBe(host);
  });
});

describe('GET /config-ui/config.json storageHost', () => {
  let db: Db;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    db = await createTestDb();
    await seedTenant(db);
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await db.close();
  });

  it('is left out when no storage host is configured', async () => {
    const app = await buildTestApp(db);
    apps.push(app);
    const body = (await app.inject({ url: '/config-ui/config.json' })).json();
    expect(body).not.toHaveProperty('storageHost');
  });

  it('carries the configured storage host', async () => {
    const app = await buildTestApp(db, { storageHost: 'files.example.net' });
    apps.push(app);
    expect((await app.inject({ url: '/config-ui/config.json' })).json()).toMatchObject({ storageHost: 'files.example.net' });
  });
});
