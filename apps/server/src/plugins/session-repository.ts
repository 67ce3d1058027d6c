import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/client.ts';

export interface SessionUser {
  id: string;
  tenantId: string;
  email: string;
  firstName: string;
  middleName: string;
  lastName: string;
  timezone: string | null;
  locale: string | null;
  externalId: string | null;
  roles: string[];
  permissions: { name: string; scope_id: string | null }[];
  features: string[];
  departmentName: string | null;
}

export interface Session {
  id: string;
  user: SessionUser;
  impersonator: { id: string; name: string } | null;
  idToken: string | null;
  lastSeenAt: Date;
  createdAt: Date;
}

/** The cookie holds a random token; only its hash is stored, so a database leak signs nobody in. */
export const newSessionToken = () => randomBytes(32).toString('base64url');
export const sessionKey = (token: string) => createHash('sha256').update(token).digest('hex');

const userColumns = `
  u.id, u.tenant_id AS "tenantId", u.email, u.first_name AS "firstName", u.middle_name AS "middleName",
  u.last_name AS "lastName", u.timezone, u.locale, u.external_id AS "externalId", u.features,
  ARRAY(SELECT role FROM user_roles r WHERE r.user_id = u.id ORDER BY role) AS roles,
  COALESCE((SELECT json_agg(json_build_object('name', p.name, 'scope_id', p.scope_id))
            FROM user_permissions p WHERE p.user_id = u.id), '[]'::json) AS permissions,
  (SELECT un.name FROM unit_memberships m JOIN units un ON un.id = m.unit_id
    WHERE m.user_id = u.id AND m.is_primary LIMIT 1) AS "departmentName"`;

export async function findUserById(db: Queryable, tenantId: string, userId: string): Promise<SessionUser | undefined> {
  const rows = await db.query<SessionUser>(`SELECT ${userColumns} FROM users u WHERE u.id = $1 AND u.tenant_id = $2 AND u.is_active`, [
    userId,
    tenantId,
  ]);
  return rows[0];
}

export async function findSession(db: Queryable, tenantId: string, token: string): Promise<Session | undefined> {
  const rows = await db.query<
    SessionUser & {
      sessionId: string;
      lastSeenAt: Date;
      createdAt: Date;
      idToken: string | null;
      impId: string | null;
      impName: string | null;
    }
  >(
    `SELECT ${userColumns}, s.id AS "sessionId", s.last_seen_at AS "lastSeenAt", s.created_at AS "createdAt", s.id_token AS "idToken",
            i.id AS "impId", trim(i.first_name || ' ' || i.last_name) AS "impName"
       FROM sessions s
       JOIN users u ON u.id = s.user_id AND u.is_active
       LEFT JOIN users i ON i.id = s.impersonator_id
      WHERE s.id = $1 AND s.tenant_id = $2`,
    [sessionKey(token), tenantId],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { sessionId, lastSeenAt, createdAt, idToken, impId, impName, ...user } = row;
  return {
    id: sessionId,
    user,
    impersonator: impId ? { id: impId, name: impName ?? '' } : null,
    idToken,
    lastSeenAt: new Date(lastSeenAt),
    createdAt: new Date(createdAt),
  };
}

export async function createSession(
  db: Queryable,
  values: { tenantId: string; userId: string; impersonatorId?: string | null; idToken?: string | null },
): Promise<string> {
  const token = newSessionToken();
  await db.query('INSERT INTO sessions (id, tenant_id, user_id, impersonator_id, id_token) VALUES ($1, $2, $3, $4, $5)', [
    sessionKey(token),
    values.tenantId,
    values.userId,
    values.impersonatorId ?? null,
    values.idToken ?? null,
  ]);
  return token;
}

export async function deleteSession(db: Queryable, sessionId: string) {
  await db.query('DELETE FROM sessions WHERE id = $1', [sessionId]);
}

/** Activity is recorded at most once a minute: enough precision for a 2-hour limit, and few writes. */
/** How often a session's last-seen time is written: every request would be a write on the hot path. */
export const TOUCH_INTERVAL_MS = 60_000;

/** Moves the session's inactivity clock on, at most once a minute (the caller knows when it last moved); true when it wrote. */
export async function touchSession(db: Queryable, session: Pick<Session, 'id' | 'lastSeenAt'>, now = Date.now()): Promise<boolean> {
  if (now - session.lastSeenAt.getTime() < TOUCH_INTERVAL_MS) return false;
  await db.query(`UPDATE sessions SET last_seen_at = now() WHERE id = $1`, [session.id]);
  return true;
}
