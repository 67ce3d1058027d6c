import { openDb } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { rotatePlatformKeys } from '../lib/platform-keys.ts';

/**
 * `npm run lti:rotate-keys`: a new RS256 signing key for the LTI platform (decision 0019).
 * The old key is retired but stays in the published key set for a day, so id_tokens
 * signed just before stay verifiable; every server process signs with the new key within
 * a minute. Uses the database the server uses (DATABASE_URL, else $DATA_DIR/pglite).
 */
const databaseUrl = process.env.DATABASE_URL || undefined;
const db = await openDb({ databaseUrl, dataDir: `${process.env.DATA_DIR ?? 'data'}/pglite` });
try {
  await migrate(db);
  const { kid, retired } = await rotatePlatformKeys(db);
  console.log(`New LTI signing key ${kid}${retired.length ? `; retired ${retired.join(', ')} (published for another day)` : ''}.`);
} finally {
  await db.close();
}
