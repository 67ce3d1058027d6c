/**
 * Certificate files (issue 13 "Measured", decision 0024): how long a certificate's PDF and
 * PNG take to render, how long a kept one takes to serve, and whether 1,000 learners'
 * certificates rendered at once all come out. In process, on an in-memory PGlite with the
 * demo plus 1,000 learners (names in Latin, Arabic, Devanagari, Thai and Chinese), each
 * with a certificate of one demo course; the timings are certificateFile() — the route's
 * work without HTTP: the holder's settings, the kept row or a rendering, and the bytes.
 *
 *   node --import tsx bench/certificate-files.ts [--learners 1000] [--samples 40]
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { openDb, type Db } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { readTenantSettings } from '../apps/server/src/lib/tenant-settings.ts';
import { findPublicCertificate } from '../apps/server/src/modules/certificates/certificate-repository.ts';
import { certificateFile } from '../apps/server/src/modules/certificates/files/certificate-file.ts';
import type { CertificateFileKind } from '../apps/server/src/modules/certificates/files/certificate-file-repository.ts';
import { importFile } from '../apps/server/src/modules/import/index.ts';
import { DEMO_FILE } from '../apps/server/test/demo.ts';
import { fmtMs, printTable, writeOutput } from './lib/report.ts';

const { values } = parseArgs({ options: { learners: { type: 'string', default: '1000' }, samples: { type: 'string', default: '40' } } });
const LEARNERS = Number(values.learners);
const SAMPLES = Number(values.samples);
const NAMES = [
  ['Ada', 'Lovelace'],
  ['محمد', 'علي'],
  ['राम', 'शर्मा'],
  ['สมชาย', 'ใจดี'],
  ['王', '小明'],
  ['Zoë', 'Ørsted'],
];

const percentile = (ms: number[], p: number) => [...ms].sort((a, b) => a - b)[Math.min(ms.length - 1, Math.floor((p / 100) * ms.length))]!;

async function prepare(db: Db) {
  await migrate(db);
  await importFile(db, DEMO_FILE);
  const [tenant] = await db.query<{ id: string; name: string; settings: unknown }>(
    'SELECT id, name, settings FROM tenants ORDER BY created_at LIMIT 1',
  );
  const [course] = await db.query<{ id: string }>('SELECT id FROM objectives WHERE tenant_id = $1 ORDER BY name LIMIT 1', [tenant!.id]);
  const numbers: string[] = [];
  for (let i = 0; i < LEARNERS; i++) {
    const user = randomUUID();
    const [first, last] = NAMES[i % NAMES.length]!;
    await db.query(`INSERT INTO users (id, tenant_id, email, first_name, last_name, locale) VALUES ($1, $2, $3, $4, $5, $6)`, [
      user,
      tenant!.id,
      `bench-cert-${i}@bench.test`,
      first,
      `${last} ${i}`,
      i % NAMES.length === 1 ? 'ar-AR' : 'en-US',
    ]);
    const number = `BENCH-CERT-${String(i).padStart(5, '0')}`;
    await db.query(
      `INSERT INTO certificate_records (id, tenant_id, objective_id, user_id, certificate_number, expiration_date) VALUES ($1, $2, $3, $4, $5, now() + interval '2 years')`,
      [randomUUID(), tenant!.id, course!.id, user, number],
    );
    numbers.push(number);
  }
  return { tenant: { id: tenant!.id, settings: readTenantSettings(tenant!.settings, tenant!.name) }, numbers };
}

async function main() {
  const db = await openDb({});
  const { tenant, numbers } = await prepare(db);
  const file = async (number: string, kind: CertificateFileKind) => {
    const certificate = (await findPublicCertificate(db, tenant.id, number, new Date()))!;
    const found = await certificateFile(db, tenant, certificate, kind, `https://lms.example/learn/certificate/${number}`, new Date());
    return (await found.bytes()).byteLength;
  };
  const timed = async (fn: () => Promise<unknown>) => {
    const start = performance.now();
    await fn();
    return performance.now() - start;
  };

  const sample = numbers.slice(0, SAMPLES);
  const rows: string[][] = [];
  const results: Record<string, { p50: number; p95: number }> = {};
  for (const kind of ['pdf', 'png'] as const) {
    await file(numbers.at(-1)!, kind); // warm: fonts read, WASM compiled
    const render: number[] = [];
    for (const n of sample) render.push(await timed(() => file(n, kind)));
    const cached: number[] = [];
    for (const n of sample) cached.push(await timed(() => file(n, kind)));
    for (const [what, ms] of [
      [`render ${kind}`, render],
      [`serve kept ${kind}`, cached],
    ] as const) {
      results[what] = { p50: percentile(ms, 50), p95: percentile(ms, 95) };
      rows.push([what, String(ms.length), fmtMs(results[what].p50), fmtMs(results[what].p95)]);
    }
  }
  printTable(['step', 'n', 'p50 ms', 'p95 ms'], rows);

  await db.query('DELETE FROM certificate_files');
  const start = performance.now();
  const outcomes = await Promise.allSettled(numbers.flatMap((n) => [file(n, 'pdf'), file(n, 'png')]));
  const seconds = (performance.now() - start) / 1000;
  const errors = outcomes.filter((o) => o.status === 'rejected');
  const [{ count }] = (await db.query<{ count: number }>('SELECT count(*)::int AS count FROM certificate_files')) as [{ count: number }];
  console.log(
    `\n${LEARNERS} learners at once: ${outcomes.length} files in ${seconds.toFixed(1)} s, ${errors.length} errors, ${count} kept rows`,
  );
  if (errors[0]?.status === 'rejected') console.error(errors[0].reason);
  console.log(
    writeOutput('certificate-files', {
      learners: LEARNERS,
      samples: SAMPLES,
      results,
      atOnce: { files: outcomes.length, seconds, errors: errors.length, kept: count },
    }),
  );
  await db.close();
  if (errors.length || count !== LEARNERS * 2) process.exit(1);
}

await main();
