import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { loadConfig } from '../../config.ts';
import { createTestDb } from '../../../test/db.ts';
import { buildTestApp } from '../../../test/app.ts';
import { seedTenant } from '../../../test/seed.ts';
import { importData, ImportValidationError } from '../import/index.ts';

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

describe('CLOUD_PLATFORM_URL (doc 1 §6 cloud redirect)', () => {
  it.each([
    ['unset: none', undefined, undefined],
    ['a path on this site', '/cloud/platform', '/cloud/platform'],
    ['an https address', 'https://cloud.example.net/app', 'https://cloud.example.net/app'],
    ['not a protocol-relative address', '//evil.example/', undefined],
    ['not a script', 'javascript:alert(1)', undefined],
  ])('%s', (_rule, value, url) => {
    expect(loadConfig({ CLOUD_PLATFORM_URL: value }).cloudPlatformUrl).toBe(url);
  });
});

describe('GET /config-ui/config.json navigation plugins and the cloud redirect (doc 1 §2, §6)', () => {
  let db: Db;
  let app: FastifyInstance;
  const library = {
    id: 'library',
    label: { 'en-US': 'Library', 'de-DE': 'Bibliothek' },
    target: 'https://library.example.org/',
    permissions: [{ name: 'Library.Read' }],
    permissionStrategy: 'any',
  };
  const tenant = (settings: Record<string, unknown>) => ({ tenant: { externalId: 'default', name: 'Plugins', settings } });
  beforeAll(async () => {
    db = await createTestDb();
    app = await buildTestApp(db, { cloudPlatformUrl: 'https://cloud.example.net/app' });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });
  const config = async () => {
    app.invalidateTenants(); // what the import wrote, not the few seconds' cache
    return (await app.inject({ url: '/config-ui/config.json' })).json();
  };

  it('by default: no plugin entries, no cloud redirect', async () => {
    await importData(db, tenant({}));
    expect(await config()).toMatchObject({
      navigation: { plugins: [] },
      cloudRedirect: false,
      cloudPlatformUrl: 'https://cloud.example.net/app',
    });
  });

  it("sends the imported plugin entries with their labels, target and permissions, and the tenant's cloud redirect", async () => {
    await importData(
      db,
      tenant({
        cloudRedirect: true,
        navigation: {
          catalog: false,
          plugins: [library, { id: 'rooms-next', label: { 'en-US': 'New rooms' }, target: '/learn/calendar' }],
        },
      }),
    );
    expect(await config()).toMatchObject({
      cloudRedirect: true,
      navigation: {
        catalog: false,
        plugins: [
          { ...library, permissions: [{ name: 'Library.Read', scope_id: null }] },
          { id: 'rooms-next', label: { 'en-US': 'New rooms' }, target: '/learn/calendar', permissions: [], permissionStrategy: 'all' },
        ],
      },
    });
  });

  it.each([
    ['a protocol-relative target', { ...library, target: '//evil.example/' }, 'settings.navigation.plugins[0].target'],
    ['a script target', { ...library, target: 'javascript:alert(1)' }, 'settings.navigation.plugins[0].target'],
    ['no label', { ...library, label: {} }, 'settings.navigation.plugins[0].label'],
    ['a label for an unknown locale', { ...library, label: { klingon: 'x' } }, 'settings.navigation.plugins[0].label.klingon'],
  ])('refuses %s at import and keeps the settings it had', async (_case, plugin, path) => {
    const attempt = importData(db, tenant({ navigation: { plugins: [plugin] } }));
    await expect(attempt).rejects.toBeInstanceOf(ImportValidationError);
    await expect(attempt).rejects.toMatchObject({
      issues: expect.arrayContaining([expect.objectContaining({ path: expect.stringContaining(path) })]),
    });
    expect((await config()).navigation.plugins).toHaveLength(2);
  });

  it('refuses two entries with one id', async () => {
    await expect(importData(db, tenant({ navigation: { plugins: [library, library] } }))).rejects.toBeInstanceOf(ImportValidationError);
  });
});
