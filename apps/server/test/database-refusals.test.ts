import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { createTestDb } from './db.ts';
import { failedOutcome } from '../src/commands/command-failure.ts';
import { registerErrorHandling } from '../src/plugins/errors.ts';

/**
 * A rule of the database a request breaks is the caller's refusal, never a 500 with the
 * database's words: the errors here are the real ones of the database under test (PGlite, or
 * PostgreSQL with DATABASE_URL), thrown from a route as any repository would let them go.
 */
let db: Db;
let app: FastifyInstance;
const caught = async (sql: string) => {
  try {
    await db.query(sql);
  } catch (error) {
    return error;
  }
  throw new Error(`no error from ${sql}`);
};

beforeAll(async () => {
  db = await createTestDb();
  await db.query('CREATE TABLE probe_parent (id int PRIMARY KEY)');
  await db.query('CREATE TABLE probe_child (id int PRIMARY KEY, parent int NOT NULL REFERENCES probe_parent (id))');
  await db.query('INSERT INTO probe_parent VALUES (1)');
  app = Fastify();
  registerErrorHandling(app);
  app.post('/twice', async () => db.query('INSERT INTO probe_parent VALUES (1)'));
  app.post('/orphan', async () => db.query('INSERT INTO probe_child VALUES (1, 999)'));
  app.post('/deadlock', async () => {
    throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

describe('a database rule broken by a request', () => {
  it('a unique key (an id another item has, or the same thing made twice at once): 409, nothing of the database said', async () => {
    const res = await app.inject({ method: 'POST', url: '/twice' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 409, code: 'conflict', requestId: expect.any(String) });
    expect(res.body).not.toMatch(/probe_parent|duplicate key|pkey|23505/i);
  });

  it('a reference to something removed at the same moment: 409', async () => {
    const res = await app.inject({ method: 'POST', url: '/orphan' });
    expect(res.statusCode).toBe(409);
    expect(res.body).not.toMatch(/probe_|foreign key|23503/i);
  });

  it('a deadlock or a lost connection: 503, try again in a moment', async () => {
    const res = await app.inject({ method: 'POST', url: '/deadlock' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.body).not.toContain('deadlock');
  });

  it('the same in an asynchronous command: its failure is a 409 conflict, not the server’s fault', async () => {
    expect(failedOutcome(await caught('INSERT INTO probe_parent VALUES (1)')).result).toEqual({ status: 409, code: 'conflict' });
    expect(failedOutcome(await caught('INSERT INTO probe_child VALUES (2, 999)')).result).toEqual({ status: 409, code: 'conflict' });
  });
});
