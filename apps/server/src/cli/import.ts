import { basename, dirname, extname, join, resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { openDb } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { ImportFileError, ImportValidationError } from '../modules/import/errors.ts';
import { importData } from '../modules/import/import-data.ts';
import { readJsonFile } from '../modules/import/import-file.ts';
import { parseImportFile } from '../modules/import/parse.ts';
import { progressReporter } from '../modules/import/progress.ts';

const USAGE = `Usage: npm run import -- <file.json | package.zip>

Imports a learner-portal data file (format: docs/import.md) into the database the
server uses: DATABASE_URL when set, else the embedded PGlite database in
$DATA_DIR/pglite (DATA_DIR defaults to ./data). Importing the same file again
updates what it wrote before.

A .zip is a SCORM 1.2, SCORM 2004 or cmi5 package: it becomes a course of the
default tenant, externalId the file's name without .zip, its name and activity
tree from the package (docs/import.md, Packages).`;

async function main(argv: string[]): Promise<number> {
  const args = argv.filter((a) => a !== '--');
  if (args.length !== 1 || args[0] === '--help' || args[0] === '-h') {
    console.error(USAGE);
    return args[0] === '--help' || args[0] === '-h' ? 0 : 2;
  }
  const path = args[0]!;
  let data: unknown;
  try {
    // Check the file before opening the database: a typo is reported in a blink.
    data = isZip(path) ? packageCourse(path) : await readJsonFile(path);
    parseImportFile(data);
  } catch (error) {
    return reportBadFile(error);
  }
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = join(process.env.DATA_DIR ?? 'data', 'pglite');
  const db = await openDb({ databaseUrl, dataDir });
  try {
    await migrate(db);
    const summary = await importData(db, data, {
      baseDir: dirname(resolve(path)),
      onProgress: progressReporter(process.stderr),
      allowHttpUrls: loadConfig().environment !== 'prod',
    });
    console.log(`Imported ${path} into ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : dataDir} in ${summary.durationMs} ms`);
    if (isZip(path)) console.log(`  as the course with externalId "${courseIdOf(path)}" (tenant "default")`);
    for (const [table, rows] of Object.entries(summary.counts)) {
      if (rows > 0) console.log(`  ${table.padEnd(32)} ${String(rows).padStart(9)}`);
    }
    console.log(`  ${'total rows'.padEnd(32)} ${String(summary.totalRows).padStart(9)}`);
    return 0;
  } catch (error) {
    return reportBadFile(error);
  } finally {
    await db.close();
  }
}

/** A package zip given alone: one course of the default tenant that takes the package's tree. */
function packageCourse(path: string): unknown {
  return { courses: [{ externalId: courseIdOf(path), package: basename(path) }] };
}

const isZip = (path: string) => extname(path).toLowerCase() === '.zip';
const courseIdOf = (path: string) => basename(path).replace(/\.zip$/i, '');

/** A bad file is the user's to fix: show what and where, not a stack trace. */
function reportBadFile(error: unknown): number {
  if (error instanceof ImportValidationError) {
    console.error(`Import file is invalid (${error.issues.length} problem${error.issues.length === 1 ? '' : 's'}); nothing was written:`);
    for (const issue of error.issues) console.error(`  ${issue.path || '(file)'}: ${issue.message}`);
    return 1;
  }
  if (error instanceof ImportFileError) {
    console.error(error.message);
    return 1;
  }
  throw error;
}

process.exitCode = await main(process.argv.slice(2));
