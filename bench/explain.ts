/**
 * Shows what each benchmarked endpoint asks the database: makes one request per
 * endpoint as a signed-in learner (through inject, no port), records every query,
 * and prints EXPLAIN ANALYZE of each (in a rolled-back transaction, so writes are
 * undone), flagging sequential scans. The evidence for "what bounded the figures".
 *
 *   node --import tsx bench/explain.ts [--db pglite|postgres] [--endpoint me]
 */
import { parseArgs } from 'node:util';
import { SESSION_COOKIE } from '@lp/contract';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Db, Queryable } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { ENDPOINTS } from './endpoints.ts';
import { findEndpoint } from './lib/drive.ts';
import { benchTenant, signInLearners, signOut } from './lib/sessions.ts';
import { openTarget, targetOf } from './lib/target.ts';

interface Recorded {
  text: string;
  params: readonly unknown[];
}

class Rollback extends Error {}

/** The same Db, recording the queries made outside transactions while `recording` is on. */
function recordingDb(db: Db) {
  const state = { recording: false, queries: [] as Recorded[] };
  const wrapped: Db = {
    ...db,
    kind: db.kind,
    query: (text, params) => {
      if (state.recording) state.queries.push({ text, params: params ?? [] });
      return db.query(text, params);
    },
    transaction: (work) => db.transaction(work),
    exec: (script) => db.exec(script),
    close: () => db.close(),
  };
  return { db: wrapped, state };
}

async function explain(db: Db, q: Recorded): Promise<string[]> {
  let plan: string[] = [];
  await db
    .transaction(async (tx: Queryable) => {
      const rows = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${q.text}`, q.params);
      plan = rows.map((r) => r['QUERY PLAN']);
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return plan;
}

/** Sequential scans of tables with more than 10,000 rows (small ones are scanned by design). */
async function bigSeqScans(db: Db, plan: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const line of plan) {
    const table = /Seq Scan on (\w+)/.exec(line)?.[1];
    if (!table) continue;
    const [row] = await db.query<{ n: number }>('SELECT reltuples::float8 AS n FROM pg_class WHERE relname = $1', [table]);
    if ((row?.n ?? 0) > 10_000) found.push(`${table} (~${Math.round(row!.n)} rows)`);
  }
  return found;
}

async function main(argv: string[]) {
  const { values } = parseArgs({
    args: argv.filter((a) => a !== '--'),
    options: { db: { type: 'string' }, endpoint: { type: 'string', multiple: true, default: [] } },
  });
  const target = targetOf(values.db);
  const raw = await openTarget(target);
  await migrate(raw);
  const { db, state } = recordingDb(raw);
  const app = await buildApp({ db, config: { ...loadConfig(), worker: false }, logger: false });
  const sessions = await signInLearners(raw, await benchTenant(raw), 1);
  try {
    for (const name of values.endpoint.length ? values.endpoint : ENDPOINTS.map((e) => e.name)) {
      const endpoint = findEndpoint(name);
      const session = sessions[0]!;
      const path = typeof endpoint.path === 'string' ? endpoint.path : endpoint.path(session);
      // Once unrecorded (tenant cache, JIT), then recorded.
      for (const record of [false, true]) {
        state.recording = record;
        state.queries = [];
        const res = await app.inject({
          method: endpoint.method ?? 'GET',
          url: path,
          headers: { cookie: `${SESSION_COOKIE}=${session.token}`, 'x-requested-with': 'bench' },
          ...(endpoint.body && { payload: endpoint.body(session) as object }),
        });
        if (record)
          console.log(
            `\n### ${name}: ${endpoint.method ?? 'GET'} ${path} → ${res.statusCode}, ${state.queries.length} queries (${target.label})`,
          );
      }
      state.recording = false;
      for (const [i, q] of state.queries.entries()) {
        const plan = await explain(raw, q);
        const seqScans = await bigSeqScans(raw, plan);
        console.log(`\n-- query ${i + 1}: ${q.text.replace(/\s+/g, ' ').trim().slice(0, 160)}…`);
        for (const line of plan) console.log(`   ${line}`);
        if (seqScans.length) console.log(`   ⚠ sequential scan of a large table: ${seqScans.join(', ')}`);
      }
    }
  } finally {
    await signOut(raw, sessions);
    await app.close();
    await raw.close();
  }
}

if (import.meta.main) await main(process.argv.slice(2));
