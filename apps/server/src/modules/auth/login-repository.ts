import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/client.ts';

export interface LoginAttempt {
  state: string;
  codeVerifier: string;
  nonce: string;
  provider: string;
  redirectUrl: string;
}

/** How long a sign-in may take from /oidc/login to the callback. */
export const LOGIN_ATTEMPT_SECONDS = 600;

const browserKeyHash = (browserKey: string) => createHash('sha256').update(browserKey).digest('hex');

/**
 * A sign-in in flight lives ten minutes, in the database, so any process can finish it.
 * It is bound to the browser that began it by `browserKey`, a random value kept in that
 * browser's cookie (only its hash is stored).
 */
export async function saveLoginAttempt(db: Queryable, tenantId: string, browserKey: string, a: LoginAttempt) {
  await db.query(`DELETE FROM login_attempts WHERE created_at < now() - make_interval(secs => $1)`, [LOGIN_ATTEMPT_SECONDS]);
  await db.query(
    'INSERT INTO login_attempts (state, tenant_id, code_verifier, nonce, provider, redirect_url, browser_key) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [a.state, tenantId, a.codeVerifier, a.nonce, a.provider, a.redirectUrl, browserKeyHash(browserKey)],
  );
}

/**
 * Takes the attempt out (single use): a replayed callback finds nothing, and neither does
 * a callback opened in another browser than the one that began the sign-in (login CSRF:
 * someone's own half-finished sign-in link would otherwise sign a victim in as them).
 */
export async function takeLoginAttempt(
  db: Queryable,
  tenantId: string,
  state: string,
  browserKey: string,
): Promise<LoginAttempt | undefined> {
  const rows = await db.query<LoginAttempt>(
    `DELETE FROM login_attempts
      WHERE state = $1 AND tenant_id = $2 AND browser_key = $3 AND created_at > now() - make_interval(secs => $4)
     RETURNING state, code_verifier AS "codeVerifier", nonce, provider, redirect_url AS "redirectUrl"`,
    [state, tenantId, browserKeyHash(browserKey), LOGIN_ATTEMPT_SECONDS],
  );
  return rows[0];
}

/**
 * The portal's user for a verified sign-in: by subject, else by e-mail (linking the subject
 * on first sign-in) — only an address the issuer says it verified (`email_verified`, OIDC
 * Core §5.1, §5.7): otherwise anyone who can open an account at the issuer with someone's
 * address would take over that person's account here.
 */
export async function findUserForSignIn(
  db: Queryable,
  tenantId: string,
  claims: { sub: string; email?: string | undefined; emailVerified: boolean },
  bundled: boolean,
): Promise<string | undefined> {
  if (bundled) {
    const rows = await db.query<{ id: string }>('SELECT id FROM users WHERE id = $1 AND tenant_id = $2 AND is_active', [
      claims.sub,
      tenantId,
    ]);
    return rows[0]?.id;
  }
  const bySubject = await db.query<{ id: string }>('SELECT id FROM users WHERE tenant_id = $1 AND oidc_subject = $2 AND is_active', [
    tenantId,
    claims.sub,
  ]);
  if (bySubject[0]) return bySubject[0].id;
  if (!claims.email || !claims.emailVerified) return undefined;
  const byEmail = await db.query<{ id: string }>(
    // Or already linked to this very subject: a first sign-in in two tabs at once links it in
    // one and finds it linked in the other (which had looked before the link was made).
    `UPDATE users SET oidc_subject = $3 WHERE tenant_id = $1 AND lower(email) = lower($2) AND is_active AND (oidc_subject IS NULL OR oidc_subject = $3) RETURNING id`,
    [tenantId, claims.email, claims.sub],
  );
  return byEmail[0]?.id;
}
