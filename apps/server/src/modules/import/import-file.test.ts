import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { createTestDb } from '../../../test/db.ts';
import type { ImportValidationError } from './errors.ts';
import { ImportFileError } from './errors.ts';
import { importFile, parseJson, readJsonFile } from './import-file.ts';

const dir = mkdtempSync(join(tmpdir(), 'lp-import-'));
let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => {
  await db.close();
});

const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="#123"/></svg>';

function course(extra: Record<string, unknown>) {
  return {
    tenant: { externalId: 'files' },
    courses: [
      {
        externalId: 'pdf-course',
        name: 'With files',
        imageFile: 'images/cover.svg',
        activities: [
          { externalId: 'pdf-root', type: 'composite', name: 'Root', parts: [{ activity: 'pdf-doc' }] },
          {
            externalId: 'pdf-doc',
            type: 'text',
            name: 'Checklist',
            file: 'files/list.pdf',
            attachments: [{ file: 'files/list.pdf', name: 'Checklist.pdf' }],
          },
        ],
        ...extra,
      },
    ],
  };
}

describe('parseJson', () => {
  it('reports a syntax error with line and column', () => {
    const error = (() => {
      try {
        parseJson('{\n  "users": [\n    { "email" "x" }\n  ]\n}', 'bad.json');
      } catch (e) {
        return e;
      }
    })() as Error;
    expect(error).toBeInstanceOf(ImportFileError);
    expect(error.message).toMatch(/^bad\.json:3:15: Invalid JSON: /);
  });

  it('reports a missing file clearly', async () => {
    await expect(readJsonFile(join(dir, 'missing.json'))).rejects.toThrow(/Cannot read .*missing\.json: ENOENT/);
  });
});

describe('importFile', () => {
  it('stores referenced files and serves them from the storage route', async () => {
    mkdirSync(join(dir, 'images'), { recursive: true });
    mkdirSync(join(dir, 'files'), { recursive: true });
    writeFileSync(join(dir, 'images/cover.svg'), svg);
    writeFileSync(join(dir, 'files/list.pdf'), '%PDF-1.4\n%%EOF\n');
    writeFileSync(join(dir, 'course.json'), JSON.stringify(course({})));
    await importFile(db, join(dir, 'course.json'));
    const [o] = await db.query<{ image_url: string }>(`SELECT image_url FROM objectives WHERE external_id = 'pdf-course'`);
    const fileId = /^\/api\/lms-storage\/v1\/files\/([0-9a-f-]{36})$/.exec(o!.image_url)?.[1];
    const [f] = await db.query<{ is_public: boolean; content_type: string; bytes: Uint8Array }>(
      `SELECT is_public, content_type, bytes FROM files WHERE id = $1`,
      [fileId],
    );
    expect(f).toMatchObject({ is_public: true, content_type: 'image/svg+xml' });
    expect(Buffer.from(f!.bytes).toString()).toBe(svg);
    const [a] = await db.query<{ content: { document: { url: string; contentType: string }; attachments: { name: string }[] } }>(
      `SELECT content FROM activities WHERE external_id = 'pdf-doc'`,
    );
    expect(a!.content.document.contentType).toBe('application/pdf');
    expect(a!.content.attachments[0]!.name).toBe('Checklist.pdf');
    const [n] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM files');
    await importFile(db, join(dir, 'course.json'));
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM files'))[0]!.n).toBe(n!.n);
  });

  it('names a missing file by its JSON path', async () => {
    writeFileSync(join(dir, 'missing-image.json'), JSON.stringify(course({ imageFile: 'images/nope.svg' })));
    const error = (await importFile(db, join(dir, 'missing-image.json')).catch((e: unknown) => e)) as ImportValidationError;
    expect(error.issues).toEqual([{ path: 'courses[0].imageFile', message: 'File not found: images/nope.svg' }]);
  });
});

describe('npm run import', () => {
  const cli = fileURLToPath(new URL('../../cli/import.ts', import.meta.url));
  const run = (file: string) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', cli, file], { env: { ...process.env, DATA_DIR: join(dir, 'data') } }).then(
      () => ({ code: 0, stderr: '' }),
      (e: { code: number; stderr: string }) => ({ code: e.code, stderr: e.stderr }),
    );

  it('exits 1 with the path-named errors of a bad file and no stack trace', async () => {
    writeFileSync(
      join(dir, 'bad.json'),
      JSON.stringify({ courses: [{ externalId: 'x', name: 'X', activities: [{ externalId: 'x', type: 'quiz', name: 'Q' }] }] }),
    );
    const { code, stderr } = await run(join(dir, 'bad.json'));
    expect(code).toBe(1);
    expect(stderr).toContain('courses[0].activities[0].type: Invalid discriminator value');
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});
