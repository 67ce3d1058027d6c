import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { WORKFLOW_PATHS } from '@lp/contract';
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

/** Starts a new run of the course `code` for the user `email` (signed in as `headers`) and answers its id. */
export async function startRunOf(
  test: { readonly db: Db; readonly app: FastifyInstance },
  headers: Record<string, string>,
  code: string,
  email: string,
): Promise<string> {
  const [aggregate] = await test.db.query<{ id: string }>(
    `SELECT a.id FROM objective_workflow_aggregates a JOIN objectives o ON o.id = a.objective_id JOIN users u ON u.id = a.user_id
      WHERE o.code = $1 AND u.email = $2`,
    [code, email],
  );
  const id = randomUUID();
  const started = await test.app.inject({
    method: 'POST',
    url: WORKFLOW_PATHS.startObjectiveWorkflows,
    headers: { ...headers, prefer: 'respond-sync' },
    payload: { objectiveWorkflowAggregateId: aggregate!.id, id },
  });
  if (started.statusCode !== 200) throw new Error(`The run did not start: ${started.body}`);
  return id;
}
