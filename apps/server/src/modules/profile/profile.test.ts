import { describe, expect, it } from 'vitest';
import { ME_PATH, PROFILE_PATHS } from '@lp/contract';
import { signIn } from '../../../test/app.ts';
import { setupTestApp } from '../../../test/setup-test-app.ts';
import { importData, ImportValidationError } from '../import/index.ts';

/** Two learners of their own: Ann in two units (one primary) with a Windows zone in the file, Bob in none. */
const fixture = {
  formatVersion: 1,
  tenant: { externalId: 'default', name: 'Profile test' },
  units: [{ externalId: 'p-depot', name: 'Harbour depot', children: [{ externalId: 'p-safety', name: 'Safety committee' }] }],
  users: [
    {
      externalId: 'p-ann',
      email: 'p-ann@test.test',
      password: 'p-ann',
      firstName: 'Ann',
      lastName: 'Lee',
      timezone: 'W. Europe Standard Time',
      units: [{ unit: 'p-safety' }, { unit: 'p-depot', isPrimary: true }],
    },
    { externalId: 'p-bob', email: 'p-bob@test.test', password: 'p-bob', firstName: 'Bob', timezone: 'UTC' },
  ],
};
const demo = setupTestApp({ load: (db) => importData(db, fixture) });

const headers = new Map<string, Record<string, string>>();
async function as(user: string) {
  if (!headers.has(user)) {
    const { jar } = await signIn(demo.app, `${user}@test.test`, user);
    headers.set(user, { cookie: jar.header(), 'x-requested-with': 'XMLHttpRequest' });
  }
  return headers.get(user)!;
}
const idOf = async (user: string) => (await demo.app.inject({ method: 'GET', url: ME_PATH, headers: await as(user) })).json().id as string;
const setZone = async (user: string, id: string, timezone: unknown) =>
  demo.app.inject({ method: 'POST', url: PROFILE_PATHS.timeZone(id), headers: await as(user), payload: { timezone } });
const zoneOf = async (user: string) =>
  (await demo.app.inject({ method: 'GET', url: ME_PATH, headers: await as(user) })).json().timezone as string;

describe("users/me: the user's fields also under the snake-case names of doc 2 §3", () => {
  it('answers first_name, middle_name, last_name, tenant_id and external_id with the same values', async () => {
    const me = (await demo.app.inject({ method: 'GET', url: ME_PATH, headers: await as('p-ann') })).json();
    expect(me).toMatchObject({
      first_name: 'Ann',
      last_name: 'Lee',
      middle_name: me.middleName,
      tenant_id: me.tenant.id,
      external_id: 'p-ann',
    });
    expect(me.firstName).toBe('Ann');
  });
});

describe("GET users/{id}/units (doc 2 §7): the caller's own units with the primary one marked", () => {
  it("answers the units, the primary first, by the caller's id and by me", async () => {
    const expected = {
      data: [
        { membership: { isPrimary: true, is_primary: true }, unit: { id: expect.any(String), name: 'Harbour depot' } },
        { membership: { isPrimary: false, is_primary: false }, unit: { id: expect.any(String), name: 'Safety committee' } },
      ],
      totalCount: 2,
    };
    for (const id of [await idOf('p-ann'), 'me']) {
      const res = await demo.app.inject({ method: 'GET', url: PROFILE_PATHS.units(id), headers: await as('p-ann') });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual(expected);
    }
  });

  it('answers an empty list to a user in no unit', async () => {
    const res = await demo.app.inject({ method: 'GET', url: PROFILE_PATHS.units('me'), headers: await as('p-bob') });
    expect(res.json()).toEqual({ data: [], totalCount: 0 });
  });

  it("refuses another user's id with a 404, an id that is not one with a 400, and anonymous callers with a 401", async () => {
    const other = await demo.app.inject({ method: 'GET', url: PROFILE_PATHS.units(await idOf('p-ann')), headers: await as('p-bob') });
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('Harbour');
    expect((await demo.app.inject({ method: 'GET', url: PROFILE_PATHS.units('someone'), headers: await as('p-bob') })).statusCode).toBe(
      400,
    );
    expect((await demo.app.inject({ method: 'GET', url: PROFILE_PATHS.units('me') })).statusCode).toBe(401);
  });
});

describe('POST users/{id}/timezone (doc 2 §7, §9)', () => {
  it('the import stored a Windows name as its IANA zone', async () => {
    expect(await zoneOf('p-ann')).toBe('Europe/Berlin');
  });

  it('stores an IANA zone for the caller, seen by users/me at once', async () => {
    const res = await setZone('p-bob', await idOf('p-bob'), 'Asia/Tokyo');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ timezone: 'Asia/Tokyo' });
    expect(await zoneOf('p-bob')).toBe('Asia/Tokyo');
  });

  it.each([
    ['a Windows name, stored as its IANA zone', 'Pacific Standard Time', 'America/Los_Angeles'],
    ['a Windows name in any case', 'tokyo standard time', 'Asia/Tokyo'],
    ['UTC', 'UTC', 'UTC'],
    ['an IANA zone named in another case, stored canonically', 'america/new_york', 'America/New_York'],
  ])('stores %s', async (_case, given, stored) => {
    const res = await setZone('p-bob', 'me', given);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ timezone: stored });
    expect(await zoneOf('p-bob')).toBe(stored);
  });

  it.each([
    ['an unknown zone', 'Europe/Atlantis'],
    ['an offset', '+01:00'],
    ['an empty zone', ''],
    ['a number', 3],
  ])('refuses %s with a 400 naming the field, and keeps the stored zone', async (_case, given) => {
    const before = await zoneOf('p-bob');
    const res = await setZone('p-bob', 'me', given);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors ?? {}).join(' ') + res.body).toContain('timezone');
    expect(await zoneOf('p-bob')).toBe(before);
  });

  it('says "Unknown time zone" for an unknown zone', async () => {
    expect((await setZone('p-bob', 'me', 'Mars/Olympus')).body).toContain('Unknown time zone');
  });

  it("refuses to set another user's zone (404), without the header (403) or anonymously (401)", async () => {
    const annId = await idOf('p-ann');
    expect((await setZone('p-bob', annId, 'Asia/Tokyo')).statusCode).toBe(404);
    expect(await zoneOf('p-ann')).toBe('Europe/Berlin');
    const noHeader = await demo.app.inject({
      method: 'POST',
      url: PROFILE_PATHS.timeZone('me'),
      headers: { cookie: (await as('p-bob')).cookie },
      payload: { timezone: 'UTC' },
    });
    expect(noHeader.statusCode).toBe(403);
    const anonymous = await demo.app.inject({
      method: 'POST',
      url: PROFILE_PATHS.timeZone('me'),
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: { timezone: 'UTC' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("the import's user time zone", () => {
  it('refuses an unknown zone at its JSON path', async () => {
    const bad = { ...fixture, units: [], users: [{ externalId: 'p-cy', email: 'p-cy@test.test', timezone: 'Nowhere Standard Time' }] };
    const error = await importData(demo.db, bad).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportValidationError);
    expect(JSON.stringify(error)).toContain('Unknown time zone');
  });
});
