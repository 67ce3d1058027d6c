import type { Db } from '../../apps/server/src/db/client.ts';
import { createSession, sessionKey } from '../../apps/server/src/plugins/session-repository.ts';
import { PREFIX } from '../dataset.ts';
import type { BenchSession } from '../endpoints.ts';

/**
 * The tenant a request to 127.0.0.1 lands on, by the tenant plugin's rule: the one
 * with that host, else the one without a host, else the oldest.
 */
export async function benchTenant(db: Db, host = '127.0.0.1'): Promise<string> {
  const rows = await db.query<{ id: string; host: string | null }>('SELECT id, host FROM tenants ORDER BY created_at');
  const tenant = rows.find((t) => t.host === host) ?? rows.find((t) => t.host === null) ?? rows[0];
  if (!tenant) throw new Error('The database has no tenant: generate the dataset first (bench/generate.ts).');
  return tenant.id;
}

/**
 * Signs `count` distinct learners in (createSession, as the sign-in callback does),
 * spread over the whole user table (by id, which is a hash), with their course ids.
 */
export async function signInLearners(db: Db, tenantId: string, count: number): Promise<BenchSession[]> {
  const learners = await db.query<{ id: string; external_id: string }>(
    `SELECT id, external_id FROM users WHERE tenant_id = $1 AND is_active AND external_id LIKE $2 ORDER BY id LIMIT $3`,
    [tenantId, `${PREFIX}learner-%`, count],
  );
  if (learners.length === 0) throw new Error('No benchmark learners in the database: generate the dataset first (bench/generate.ts).');
  return signIn(db, tenantId, learners);
}

/** Signs in the learners with these external ids (the ones a scenario enrolled), in that order. */
export async function signInByExternalId(db: Db, tenantId: string, externalIds: string[]): Promise<BenchSession[]> {
  const rows = await db.query<{ id: string; external_id: string }>(
    'SELECT id, external_id FROM users WHERE tenant_id = $1 AND is_active AND external_id = ANY($2::text[])',
    [tenantId, externalIds],
  );
  const byExternalId = new Map(rows.map((r) => [r.external_id, r]));
  const missing = externalIds.filter((e) => !byExternalId.has(e));
  if (missing.length)
    throw new Error(`${missing.length} learners are missing (${missing.slice(0, 3).join(', ')}…): generate the dataset first.`);
  return signIn(
    db,
    tenantId,
    externalIds.map((e) => byExternalId.get(e)!),
  );
}

async function signIn(db: Db, tenantId: string, learners: { id: string; external_id: string }[]): Promise<BenchSession[]> {
  const courses = new Map<string, string[]>();
  const rows = await db.query<{ user_id: string; ids: string[] }>(
    'SELECT user_id, array_agg(objective_id ORDER BY created_at, objective_id) AS ids FROM objective_accesses WHERE user_id = ANY($1::uuid[]) GROUP BY user_id',
    [learners.map((l) => l.id)],
  );
  for (const r of rows) courses.set(r.user_id, r.ids);
  const sessions: BenchSession[] = [];
  const BATCH = 10; // at most the pool's size in flight
  for (let start = 0; start < learners.length; start += BATCH) {
    const batch = learners.slice(start, start + BATCH);
    const tokens = await Promise.all(batch.map((l) => createSession(db, { tenantId, userId: l.id })));
    batch.forEach((l, i) =>
      sessions.push({ token: tokens[i]!, userId: l.id, externalId: l.external_id, courseIds: courses.get(l.id) ?? [] }),
    );
  }
  return sessions;
}

export async function signOut(db: Db, sessions: BenchSession[]): Promise<void> {
  const ids = sessions.map((s) => sessionKey(s.token));
  for (let start = 0; start < ids.length; start += 5_000) {
    await db.query('DELETE FROM sessions WHERE id = ANY($1::text[])', [ids.slice(start, start + 5_000)]);
  }
}
