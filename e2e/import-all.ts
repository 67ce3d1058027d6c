// The browser tests' data in one process: `npm run import` per file started Node, tsx and the
// embedded database 17 times (about 3 CPU-seconds each); this opens the database once and
// imports the files in the order given, each exactly as the import command does (migrate, then
// importData with the file's folder as the base of its paths).
import { dirname, join, resolve } from 'node:path';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDb } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { importData } from '../apps/server/src/modules/import/import-data.ts';
import { readJsonFile } from '../apps/server/src/modules/import/import-file.ts';
import { progressReporter } from '../apps/server/src/modules/import/progress.ts';
import { installScormPackages } from '../apps/server/test/scorm-fixture.ts';

const files = process.argv.slice(2);
const db = await openDb({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: join(process.env.DATA_DIR ?? 'data', 'pglite') });
try {
  await migrate(db);
  for (const file of files) {
    await importData(db, await readJsonFile(file), {
      baseDir: dirname(resolve(file)),
      onProgress: progressReporter(process.stderr),
      allowHttpUrls: loadConfig().environment !== 'prod',
    });
  }
  // Until the package import lands (issue 34 item 1), the SCORM player's journey gets its
  // packages from the server tests' fixture: small real SCOs, made scorm activities.
  if (files.some((file) => file.endsWith('scorm-player.json'))) await installScormPackages(db, 'e2e-scorm', 'default');
} finally {
  await db.close();
}
