import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../src/config.ts';
import type { Db } from '../src/db/client.ts';
import { buildTestApp } from './app.ts';
import { createTestDb } from './db.ts';
import { importDemo, sessionHeaders, type DemoAccount } from './demo.ts';

type SessionHeaders = Record<string, string>;

export type TestApp<A extends DemoAccount = never> = { readonly db: Db; readonly app: FastifyInstance } & {
  readonly [K in A]: SessionHeaders;
};

export interface TestAppOptions<A extends DemoAccount> {
  /** Fills the fresh database before the app is built on it; the demo import by default. */
  load?: (db: Db) => Promise<unknown>;
  /** Demo accounts to sign in once the app is up; each becomes a handle holding its request headers. */
  sessions?: readonly A[];
  /** Settings of the app other than the test defaults. */
  config?: Partial<ServerConfig>;
}

/**
 * Registers the test file's beforeAll and afterAll: its own migrated database, filled by
 * `load`, the app on it, and the sessions asked for. The handles are getters filled by
 * beforeAll, so read them inside hooks and tests, never at the top of the file.
 */
export function setupTestApp<A extends DemoAccount = never>({
  load = importDemo,
  sessions = [],
  config,
}: TestAppOptions<A> = {}): TestApp<A> {
  let db: Db | undefined;
  let app: FastifyInstance | undefined;
  const headers = new Map<A, SessionHeaders>();
  beforeAll(async () => {
    db = await createTestDb();
    await load(db);
    const built = await buildTestApp(db, config);
    app = built;
    const signedIn = await Promise.all(sessions.map((who) => sessionHeaders(built, who)));
    sessions.forEach((who, i) => headers.set(who, signedIn[i]!));
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const ready = <T>(name: string, value: T | undefined): T => {
    if (value === undefined) throw new Error(`setupTestApp: ${name} is filled in beforeAll; read it inside a hook or a test`);
    return value;
  };
  const handles = {
    get db() {
      return ready('db', db);
    },
    get app() {
      return ready('app', app);
    },
  };
  for (const who of sessions) Object.defineProperty(handles, who, { enumerable: true, get: () => ready(who, headers.get(who)) });
  return handles as TestApp<A>;
}
