/**
 * The AI tutor's answer time (issue 14, decision 0027): the demo learner asks Fire Warden
 * Training's tutor a round of questions through the real app (inject, offline mode: the
 * run tree, the lock walk, the open activities' text and BM25), on the embedded database.
 *   node --import tsx bench/ai-tutor.ts [--samples 200]
 */
import { parseArgs } from 'node:util';
import { TUTOR_PATHS } from '@lp/contract/tutor';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDb } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { importFile } from '../apps/server/src/modules/import/index.ts';
import { signIn } from '../apps/server/test/app.ts';
import { DEMO_FILE } from '../apps/server/test/demo.ts';

const { values } = parseArgs({ options: { samples: { type: 'string', default: '200' } } });
const SAMPLES = Number(values.samples);
const QUESTIONS = [
  'What three things does a fire need?',
  'Which extinguisher is safe on electrical equipment?',
  'May I use the lifts when the alarm sounds?',
  'What do I record in the drill log?',
  'What does the fire safety order make the responsible person do?',
];
const percentile = (ms: number[], p: number) => [...ms].sort((a, b) => a - b)[Math.min(ms.length - 1, Math.floor((p / 100) * ms.length))]!;

const db = await openDb({});
await migrate(db);
await importFile(db, DEMO_FILE);
const app = await buildApp({
  db,
  config: {
    ...loadConfig({ PUBLIC_URL: 'http://localhost:3999', LP_ENV: 'test', CALL_LIMITS: 'off' }),
    webDist: '/nonexistent',
    worker: false,
  },
});
await app.ready();
const { jar } = await signIn(app, 'learner@demo.test', 'learner');
const headers = { cookie: jar.header(), 'x-requested-with': 'XMLHttpRequest' };
const [course] = await db.query<{ id: string }>(`SELECT id FROM objectives WHERE code = 'FW-210'`);
const times: number[] = [];
for (let i = 0; i < SAMPLES; i++) {
  const question = QUESTIONS[i % QUESTIONS.length]!;
  const started = performance.now();
  const res = await app.inject({ method: 'POST', url: TUTOR_PATHS.answers(course!.id), headers, payload: { question } });
  times.push(performance.now() - started);
  if (i < QUESTIONS.length)
    console.log(`${question} → ${res.statusCode}, first citation: ${/"title":"([^"]+)"/.exec(res.body)?.[1] ?? 'none'}`);
}
console.log(
  `${SAMPLES} answers (FW-210, demo learner, offline, PGlite): p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`,
);
await app.close();
await db.close();
