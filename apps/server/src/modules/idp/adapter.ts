import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/client.ts';

/**
 * oidc-provider storage in the database, so every server process sees the same
 * sign-in sessions, codes and tokens, and a restart signs nobody out.
 */
export function createDbAdapter(db: Db) {
  return class DbAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      await db.query(
        `INSERT INTO idp_store (model, id, payload, grant_id, user_code, uid, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $7::int > 0 THEN now() + make_interval(secs => $7::int) END)
         ON CONFLICT (model, id) DO UPDATE SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id,
           user_code = EXCLUDED.user_code, uid = EXCLUDED.uid, expires_at = EXCLUDED.expires_at`,
        [this.model, id, JSON.stringify(payload), payload.grantId ?? null, payload.userCode ?? null, payload.uid ?? null, expiresIn ?? 0],
      );
    }

    private async findWhere(column: 'id' | 'uid' | 'user_code', value: string) {
      const rows = await db.query<{ payload: AdapterPayload; consumed_at: Date | null }>(
        `SELECT payload, consumed_at FROM idp_store
          WHERE model = $1 AND ${column} = $2 AND (expires_at IS NULL OR expires_at > now())`,
        [this.model, value],
      );
      const row = rows[0];
      if (!row) return undefined;
      return row.consumed_at ? { ...row.payload, consumed: Math.floor(new Date(row.consumed_at).getTime() / 1000) } : row.payload;
    }

    find(id: string) {
      return this.findWhere('id', id);
    }
    findByUid(uid: string) {
      return this.findWhere('uid', uid);
    }
    findByUserCode(userCode: string) {
      return this.findWhere('user_code', userCode);
    }
    async consume(id: string) {
      await db.query('UPDATE idp_store SET consumed_at = now() WHERE model = $1 AND id = $2', [this.model, id]);
    }
    async destroy(id: string) {
      await db.query('DELETE FROM idp_store WHERE model = $1 AND id = $2', [this.model, id]);
    }
    async revokeByGrantId(grantId: string) {
      await db.query('DELETE FROM idp_store WHERE grant_id = $1', [grantId]);
    }
  };
}
