import type { Db } from '../../db/client.ts';
import { pendingMigrations } from '../../db/migrate.ts';

export interface ReadinessCheck {
  ready: boolean;
  checks: { database: 'ok' | 'unreachable'; migrations: 'ok' | 'pending' | 'unknown'; worker: 'ok' | 'stopped' | 'off' };
}

/**
 * Ready to take traffic (issue 17): the database answers, every migration of this build is
 * applied, and the command worker runs when this process is meant to run one (WORKER).
 */
export async function checkReadiness(db: Db, worker: { enabled: boolean; running: () => boolean }): Promise<ReadinessCheck> {
  let database: ReadinessCheck['checks']['database'] = 'ok';
  let migrations: ReadinessCheck['checks']['migrations'] = 'unknown';
  try {
    migrations = (await pendingMigrations(db)).length === 0 ? 'ok' : 'pending';
  } catch {
    database = 'unreachable';
  }
  const workerState = !worker.enabled ? 'off' : worker.running() ? 'ok' : 'stopped';
  return {
    ready: database === 'ok' && migrations === 'ok' && workerState !== 'stopped',
    checks: { database, migrations, worker: workerState },
  };
}
