import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../src/db/client.ts';
import { importData } from '../src/modules/import/import-data.ts';

/**
 * Imports `data` into the demo's tenant with the files it names, written first to a fresh
 * temporary folder from `files` (name → text or bytes): a test's own course with attachments.
 */
export async function importWithFiles(db: Db, files: Record<string, string | Uint8Array>, data: Record<string, unknown>) {
  const dir = mkdtempSync(join(tmpdir(), 'lp-test-files-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return importData(db, { tenant: { externalId: 'default', name: 'Brightwell Academy' }, ...data }, { baseDir: dir });
}
