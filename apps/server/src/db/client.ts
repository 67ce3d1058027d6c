import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

/** The only way the server talks to a database: plain parameterised SQL, the same on PGlite and PostgreSQL. */
export interface Queryable {
  query<T = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction; a thrown error rolls everything back. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `onNotify` with the payload of every `pg_notify(channel, …)` once its transaction
   * commits, from any process on the same database (PostgreSQL: one connection of its own
   * per call, reconnected after a drop, `onLost` at the drop and `onResume` once listening
   * again; PGlite: its in-process LISTEN). Answers the function that stops listening.
   */
  listen(channel: string, onNotify: (payload: string) => void, onResume?: () => void, onLost?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** Connections of the pool by state (PostgreSQL); PGlite has one connection and no pool. */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  /** Called with the seconds of every statement and whether it succeeded (the metrics, issue 17). */
  observeQueries(observer: QueryObserver): void;
}

export type QueryObserver = (seconds: number, ok: boolean) => void;

/** Times `step` for the observer, if there is one. */
function timed<T>(observer: { current: QueryObserver | null }, step: () => Promise<T>): Promise<T> {
  const observe = observer.current;
  if (!observe) return step();
  const started = performance.now();
  return step().then(
    (value) => {
      observe((performance.now() - started) / 1000, true);
      return value;
    },
    (error: unknown) => {
      observe((performance.now() - started) / 1000, false);
      throw error;
    },
  );
}

export interface DbOptions {
  /** postgres:// URL; when absent the embedded PGlite database in `dataDir` is used. */
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** A PGlite data-directory dump to start from (tests: a migrated template). */
  loadDataDir?: Blob | File | undefined;
}

export async function openDb(options: DbOptions): Promise<Db> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir, options.loadDataDir);
}

// pg parses timestamptz into Date already; keep bigint counts as numbers (they stay far below 2^53 here).
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

const names = new Map<string, string>();
function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `s${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    if (names.size < 5_000) names.set(text, name);
  }
  return name;
}

async function openPostgres(url: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DB_POOL_SIZE ?? 10) });
  pool.on('error', () => {}); // an idle client dropped by the server is replaced on next use
  // Named statements are planned once per connection: the list queries spend more time in
  // the planner than in execution otherwise.
  const observer: { current: QueryObserver | null } = { current: null };
  const run = <T>(client: pg.Pool | pg.PoolClient, text: string, params?: readonly unknown[]) =>
    timed(observer, async () => (await client.query({ name: statementName(text), text, values: params as unknown[] })).rows as T[]);
  return {
    kind: 'postgres',
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    observeQueries: (observe) => void (observer.current = observe),
    query: (text, params) => run(pool, text, params),
    exec: async (script) => void (await pool.query(script)),
    async transaction(work) {
      const client = await pool.connect();
      // One connection runs one statement at a time: statements a transaction sends together
      // (Promise.all over its reads) wait their turn here, as pg would, without pg's warning
      // that it will refuse them in its next major version.
      let last: Promise<unknown> = Promise.resolve();
      const inTurn = <T>(step: () => Promise<T>): Promise<T> => {
        const next = last.then(step, step);
        last = next.catch(() => undefined);
        return next;
      };
      try {
        await client.query('BEGIN');
        const result = await work({
          query: (text, params) => inTurn(() => run(client, text, params)),
          exec: (script) => inTurn(async () => void (await client.query(script))),
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    listen: (channel, onNotify, onResume, onLost) => listenPostgres(url, channel, onNotify, onResume, onLost),
    close: () => pool.end(),
  };
}

/** A connection of its own that LISTENs; after a drop it reconnects (every second) and says so. */
async function listenPostgres(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onResume?: () => void,
  onLost?: () => void,
) {
  let stopped = false;
  let client: pg.Client | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    next.on('error', () => {});
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = undefined;
      onLost?.();
      const retry = () => {
        if (stopped) return;
        connect().then(
          () => onResume?.(),
          () => setTimeout(retry, 1000),
        );
      };
      setTimeout(retry, 1000);
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => {});
  };
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | File | undefined): Promise<Db & { raw: PGlite }> {
  let dir: string | undefined;
  if (dataDir) {
    dir = resolve(dataDir);
    mkdirSync(dirname(dir), { recursive: true });
  }
  const db = await PGlite.create({ dataDir: dir, extensions: { pg_trgm }, loadDataDir });
  const observer: { current: QueryObserver | null } = { current: null };
  const run = <T>(q: Pick<PGlite, 'query'>, text: string, params?: readonly unknown[]) =>
    timed(observer, async () => (await q.query<T>(text, params as unknown[])).rows);
  return {
    kind: 'pglite',
    poolStats: () => null,
    observeQueries: (observe) => void (observer.current = observe),
    raw: db,
    query: (text, params) => run(db, text, params),
    exec: async (script) => void (await db.exec(script)),
    transaction: (work) =>
      db.transaction((tx) =>
        work({ query: (text, params) => run(tx, text, params), exec: async (script) => void (await tx.exec(script)) }),
      ),
    listen: async (channel, onNotify) => db.listen(channel, onNotify),
    close: () => db.close(),
  };
}

/** A migrated PGlite data directory as a blob, so test files can start from it in well under a second. */
export async function dumpPglite(db: Db): Promise<Blob> {
  if (db.kind !== 'pglite') throw new Error('only PGlite can be dumped');
  return (db as Db & { raw: PGlite }).raw.dumpDataDir('none');
}
