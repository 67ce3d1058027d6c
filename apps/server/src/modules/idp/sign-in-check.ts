import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { SignInLimitsConfig } from '../../config.ts';
import { verifyPassword } from '../../lib/password.ts';
import { signInKeys } from './sign-in-keys.ts';
import { SignInThrottle } from './sign-in-throttle.ts';

/** A signed-in account, or a refusal: wrong credentials, or too many failures and how long to wait. */
export type SignInOutcome = { userId: string } | { userId?: undefined; waitSeconds?: number };

/**
 * Checks the sign-in form's email and password within the limits on failed attempts.
 * Every checked attempt costs one password hash, whether the account exists, is
 * deactivated or has no password here, so neither the answer nor its time tells them apart.
 */
export function createSignInCheck(db: Db, limits: SignInLimitsConfig) {
  const throttle = new SignInThrottle(db, limits);
  return async function checkSignIn(request: FastifyRequest, email: string, password: string): Promise<SignInOutcome> {
    const tenantId = request.tenant.id;
    const keys = signInKeys(email, request.ip);
    const attempt = await throttle.begin(tenantId, keys);
    // While waiting even the right password is refused, unchecked: otherwise the limit would mean nothing.
    if (!attempt.allowed) return { waitSeconds: attempt.retryAfterSeconds };

    const [user] = await db.query<{ id: string; password_hash: string | null }>(
      'SELECT id, password_hash FROM users WHERE tenant_id = $1 AND lower(email) = lower($2) AND is_active',
      [tenantId, email],
    );
    const right = await verifyPassword(password, user?.password_hash);
    if (user && right) {
      await throttle.succeeded(tenantId, keys);
      return { userId: user.id };
    }
    if (attempt.locksOnFailure.length === 0) return {};
    // The audit line: no password and no email (the account key is the email's SHA-256).
    for (const lock of attempt.locksOnFailure) {
      request.log.warn(
        {
          event: 'sign-in.locked',
          tenantId,
          userId: user?.id ?? null,
          account: keys.account,
          address: keys.address,
          scope: lock.kind,
          failures: lock.failures,
          waitSeconds: lock.waitSeconds,
        },
        'too many failed sign-ins: further attempts wait',
      );
    }
    return { waitSeconds: Math.max(...attempt.locksOnFailure.map((lock) => lock.waitSeconds)) };
  };
}
