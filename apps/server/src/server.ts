import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config.ts';
import { openDb } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { buildApp } from './app.ts';

const demoFile = fileURLToPath(new URL('../demo/demo.json', import.meta.url));

/** Starts the portal: database, migrations, demo data on first start, HTTP. */
async function main() {
  const config = loadConfig();
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
  await migrate(db);
  const [tenants] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM tenants');
  if (tenants?.n === 0 && process.env.IMPORT_DEMO !== 'false') {
    console.log('First start: importing the demo data…');
    const { importFile } = await import('./modules/import/import-file.ts');
    await importFile(db, demoFile, { allowHttpUrls: config.environment !== 'prod' });
  }
  const app = await buildApp({ db, config, logger: process.env.LOG_LEVEL !== 'silent' });
  const stop = async () => {
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await app.listen({ port: config.port, host: config.host });
  console.log(`\nLearner portal: ${config.publicUrl}/learn`);
  console.log(
    config.host === '127.0.0.1' || config.host === 'localhost'
      ? `Listening on ${config.host}:${config.port}: this machine only (set HOST=0.0.0.0 to listen on every interface).`
      : `Listening on ${config.host}:${config.port}.`,
  );
  console.log(`Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${join(config.dataDir, 'pglite')}`}`);
  if (!config.oidc.issuer) {
    console.log('Sign in with a demo account (bundled identity provider):');
    for (const [who, email, password] of [
      ['Learner', 'learner@demo.test', 'learner'],
      ['Second learner', 'learner2@demo.test', 'learner2'],
      ['Administrator', 'admin@demo.test', 'admin'],
      ['Author', 'author@demo.test', 'author'],
      ['Instructor', 'instructor@demo.test', 'instructor'],
    ]) console.log(`  ${who!.padEnd(15)} ${email!.padEnd(22)} password: ${password}`);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
