import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
import { importFile } from '../src/modules/import/import-file.ts';
import { signIn } from './app.ts';

export const DEMO_FILE = fileURLToPath(new URL('../demo/demo.json', import.meta.url));

/** Loads the demo data (the same file `npm start` imports) into a test database. */
export const importDemo = (db: Db) => importFile(db, DEMO_FILE);

export const DEMO_ACCOUNTS = {
  learner: ['learner@demo.test', 'learner'],
  learner2: ['learner2@demo.test', 'learner2'],
  admin: ['admin@demo.test', 'admin'],
  instructor: ['instructor@demo.test', 'instructor'],
} as const;

export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

/** Signs a demo account in and returns request headers carrying its session. */
export async function sessionHeaders(app: FastifyInstance, who: DemoAccount) {
  const [email, password] = DEMO_ACCOUNTS[who];
  const { jar } = await signIn(app, email, password);
  return { cookie: jar.header(), 'x-requested-with': 'XMLHttpRequest' };
}
