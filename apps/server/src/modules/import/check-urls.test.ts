import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { createTestDb } from '../../../test/db.ts';
import { ImportValidationError } from './errors.ts';
import { importData } from './import-data.ts';
import { smallFile } from './test-fixture.ts';

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => {
  await db.close();
});

const withExternalUrl = (externalUrl: string) => {
  const file = smallFile();
  file.certificateRecords = file.certificateRecords!.map((c) => ({ ...c, externalUrl }));
  return file;
};

const storedUrl = async () =>
  (await db.query<{ external_url: string }>(`SELECT external_url FROM certificate_records WHERE certificate_number = 'TEST-0001'`))[0]
    ?.external_url;

describe('certificate externalUrl at import (issue 9 item 12)', () => {
  it.each([
    ['javascript', 'javascript:alert(document.cookie)'],
    ['javascript in mixed case', 'JavaScript:alert(1)'],
    ['javascript split by a tab', 'java\tscript:alert(1)'],
    ['data HTML', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript', 'vbscript:msgbox(1)'],
    ['file', 'file:///etc/passwd'],
    ['blob', 'blob:https://certs.example.net/1'],
    ['a leading control character', '\u0001https://certs.example.net/1'],
    ['a leading space', ' https://certs.example.net/1'],
    ['a relative path', '/certificates/1'],
    ['a user name dressing another host', 'https://learn.example.com@evil.example/1'],
    ['plain http in production', 'http://certs.example.net/1'],
  ])('refuses %s and writes nothing', async (_case, externalUrl) => {
    const attempt = importData(db, withExternalUrl(externalUrl));
    await expect(attempt).rejects.toBeInstanceOf(ImportValidationError);
    await expect(attempt).rejects.toMatchObject({
      issues: [
        {
          path: 'certificateRecords[0].externalUrl',
          message: `Not an https address with a host (no spaces, no user name): ${JSON.stringify(externalUrl)}`,
        },
      ],
    });
    expect(await storedUrl()).toBeUndefined();
  });

  it('accepts https', async () => {
    await importData(db, withExternalUrl('https://certs.example.net/1'));
    expect(await storedUrl()).toBe('https://certs.example.net/1');
  });

  it('accepts plain http when the portal is not in production, and still refuses other schemes', async () => {
    await importData(db, withExternalUrl('http://localhost:4000/1'), { allowHttpUrls: true });
    expect(await storedUrl()).toBe('http://localhost:4000/1');
    await expect(importData(db, withExternalUrl('data:text/html,x'), { allowHttpUrls: true })).rejects.toMatchObject({
      issues: [
        {
          path: 'certificateRecords[0].externalUrl',
          message: 'Not an http or https address with a host (no spaces, no user name): "data:text/html,x"',
        },
      ],
    });
  });
});
