import type { Db } from '../../db/client.ts';
import type { SignInLimitsConfig } from '../../config.ts';
import type { SignInKeys } from './sign-in-keys.ts';

export type ThrottleKind = keyof SignInKeys;

/** An attempt that may go on, and what its failure would bring: a wait per key that reached its limit. */
export interface AllowedAttempt {
  allowed: true;
  locksOnFailure: { kind: ThrottleKind; failures: number; waitSeconds: number }[];
}
export type Attempt = AllowedAttempt | { allowed: false; retryAfterSeconds: number };

/**
 * Failed sign-ins counted in the database, so every server process counts together
 * (docs/decisions/0013-sign-in-limits.md). An attempt is counted before its password is
 * checked and taken back when it succeeds: attempts sent side by side are each counted,
 * so sending many at once gains nothing.
 */
export class SignInThrottle {
  private lastPrune = 0;

  constructor(
    private readonly db: Db,
    private readonly limits: SignInLimitsConfig,
  ) {}

  /** Refuses while the account or the address must wait; otherwise counts the attempt as failed until told otherwise. */
  async begin(tenantId: string, keys: SignInKeys): Promise<Attempt> {
    const [locked] = await this.db.query<{ wait: number | null }>(
      `SELECT ceil(extract(epoch FROM max(locked_until) - now()))::int AS wait FROM sign_in_throttles
        WHERE tenant_id = $1 AND ((kind = 'account' AND key = $2) OR (kind = 'address' AND key = $3)) AND locked_until > now()`,
      [tenantId, keys.account, keys.address],
    );
    if (locked?.wait) return { allowed: false, retryAfterSeconds: Math.max(1, locked.wait) };
    const rows = await this.count(tenantId, keys);
    // A row left out was locked by an attempt that got there first.
    if (rows.length < 2) return this.begin(tenantId, keys);
    await this.pruneNowAndThen();
    return {
      allowed: true,
      locksOnFailure: rows.filter((r) => r.wait !== null).map((r) => ({ kind: r.kind, failures: r.failures, waitSeconds: r.wait! })),
    };
  }

  /** A right password: the account starts afresh, and the address takes back this one attempt. */
  async succeeded(tenantId: string, keys: SignInKeys): Promise<void> {
    await this.db.query(`DELETE FROM sign_in_throttles WHERE tenant_id = $1 AND kind = 'account' AND key = $2`, [tenantId, keys.account]);
    // Lifting the wait this attempt set may give one more attempt to another sent at the same moment; rare and small.
    await this.db.query(
      `UPDATE sign_in_throttles SET failures = greatest(failures - 1, 0), locked_until = NULL
        WHERE tenant_id = $1 AND kind = 'address' AND key = $2`,
      [tenantId, keys.address],
    );
  }

  /**
   * One statement per attempt, so two processes never both read the same count. The count
   * is forgotten once a whole window has passed since the last failure and its wait; from
   * the limit on, each failure sets a wait that doubles, up to the maximum.
   */
  private count(tenantId: string, keys: SignInKeys) {
    const { accountAttempts, addressAttempts, windowSeconds, firstWaitSeconds, maxWaitSeconds } = this.limits;
    return this.db.query<{ kind: ThrottleKind; failures: number; wait: number | null }>(
      `INSERT INTO sign_in_throttles AS t (tenant_id, kind, key, failures, last_failure_at, locked_until)
       SELECT $1, v.kind, v.key, 1, now(), CASE WHEN v.free <= 1 THEN now() + make_interval(secs => $7) END
         FROM (VALUES ('account', $2::text, $4::int), ('address', $3::text, $5::int)) AS v(kind, key, free)
       ON CONFLICT (tenant_id, kind, key) DO UPDATE SET (failures, last_failure_at, locked_until) = (
         SELECT n, now(), CASE WHEN n >= free THEN now() + make_interval(secs => least($8, $7 * power(2, least(n - free, 30)))) END
           FROM (SELECT CASE WHEN coalesce(t.locked_until, t.last_failure_at) + make_interval(secs => $6) <= now() THEN 1 ELSE t.failures + 1 END AS n,
                        CASE t.kind WHEN 'account' THEN $4::int ELSE $5::int END AS free) AS next)
       WHERE t.locked_until IS NULL OR t.locked_until <= now()
       RETURNING kind, failures, ceil(extract(epoch FROM locked_until - now()))::int AS wait`,
      [tenantId, keys.account, keys.address, accountAttempts, addressAttempts, windowSeconds, firstWaitSeconds, maxWaitSeconds],
    );
  }

  /** Rows whose count is long forgotten are cleared, at most once a minute per process. */
  private async pruneNowAndThen() {
    if (Date.now() - this.lastPrune < 60_000) return;
    this.lastPrune = Date.now();
    await this.db.query(`DELETE FROM sign_in_throttles WHERE last_failure_at < now() - make_interval(secs => $1)`, [
      this.limits.windowSeconds + this.limits.maxWaitSeconds,
    ]);
  }
}
