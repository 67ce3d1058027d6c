import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { createTestDb } from '../../../test/db.ts';
import { bulkImport } from './bulk-import.ts';
import { ImportValidationError } from './errors.ts';
import { syntheticChunks } from './synthetic.ts';

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => {
  await db.close();
});

const count = async (table: string) => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
const volume = { courses: 12, learners: 20, enrolments: 60, chunkSize: 15, passwordHash: 'scrypt$c2FsdA$aGFzaA' };

describe('bulkImport', () => {
  it('writes chunks that refer to earlier chunks, in batches', async () => {
    const queries: string[] = [];
    const spy = {
      ...db,
      transaction: <T>(work: Parameters<Db['transaction']>[0]) =>
        db.transaction((tx) => work({ ...tx, query: (sql, p) => (queries.push(sql), tx.query(sql, p)) })) as Promise<T>,
    };
    const progress: number[] = [];
    const summary = await bulkImport(spy as Db, syntheticChunks(volume), { onProgress: (rows) => progress.push(rows) });
    expect(summary.chunks).toBe(1 + 2 + 4);
    expect(await count('objectives')).toBe(12);
    expect(await count('activities')).toBe(48);
    expect(await count('users')).toBe(20);
    expect(await count('objective_accesses')).toBe(60);
    expect(await count('objective_workflow_aggregates')).toBe(60);
    expect(await count('objective_workflows')).toBe(20);
    // 60 enrolments in 4 chunks: one INSERT per chunk, never one per row.
    expect(queries.filter((q) => q.startsWith('INSERT INTO objective_accesses'))).toHaveLength(4);
    expect(progress.at(-1)).toBe(summary.totalRows);
  });

  it('is idempotent', async () => {
    await bulkImport(db, syntheticChunks(volume));
    expect(await count('objective_accesses')).toBe(60);
    expect(await count('objective_workflows')).toBe(20);
  });

  it('links the activities of a later chunk to a tool registered in an earlier one', async () => {
    const tool = {
      externalId: 'bulk-tool',
      name: 'Tool',
      clientId: 'bulk-client',
      loginUrl: 'https://tool.test/login',
      redirectUris: ['https://tool.test/launch'],
      targetLinkUri: 'https://tool.test/launch',
      jwksUrl: 'https://tool.test/jwks',
    };
    const activities = [
      { externalId: 'bulk-lti-root', type: 'composite' as const, name: 'Root', parts: [{ activity: 'bulk-lti-quiz' }] },
      { externalId: 'bulk-lti-quiz', type: 'lti' as const, name: 'Quiz', toolUrl: 'https://tool.test/launch', ltiTool: 'bulk-tool' },
    ];
    await bulkImport(db, [{ ltiTools: [tool] }, { courses: [{ externalId: 'bulk-lti', name: 'LTI', activities }] }]);
    const [row] = await db.query<{ ok: boolean }>(
      `SELECT a.lti_tool_id = t.id AS ok FROM activities a, lti_tools t WHERE a.external_id = 'bulk-lti-quiz' AND t.external_id = 'bulk-tool'`,
    );
    expect(row?.ok).toBe(true);
  });

  it('names the chunk of a bad entity', async () => {
    const error = await bulkImport(db, [{ enrolments: [{ user: 'bulk-learner-1', course: 'no-such-course' }] }]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportValidationError);
    expect((error as ImportValidationError).issues).toEqual([
      { path: 'chunks[0].enrolments[0].course', message: 'Unknown course "no-such-course"' },
    ]);
  });
});
