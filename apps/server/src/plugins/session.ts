import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCodes, REQUESTED_WITH_HEADER, SESSION_COOKIE } from '@lp/contract';
import type { Db } from '../db/client.ts';
import type { ServerConfig } from '../config.ts';
import { HttpError } from '../lib/http-error.ts';
import { deleteSession, findSession, touchSession, type Session } from '../modules/auth/session-repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
    /** A cookie was sent but its session is gone (expired, signed out, tampered). */
    sessionExpired: boolean;
  }
}

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Paths under /api that anonymous visitors may call (doc 1 §1: the open catalog and certificates). */
export const isPublicApiPath = (path: string) =>
  /^\/api\/[^/]+\/v1\/public\//.test(path) ||
  // Stored files decide per file: covers are public, the rest is checked in the route.
  path.startsWith('/api/lms-storage/v1/files/') ||
  path.startsWith('/api/lms-storage/v1/certificates/');

export function sessionCookieOptions(config: ServerConfig) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: config.secureCookies };
}

export function registerSession(app: FastifyInstance, db: Db, config: ServerConfig) {
  app.decorateRequest('session', null);
  app.decorateRequest('sessionExpired', false);

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/learn/assets/') || path.startsWith('/idp')) return;
    // CSRF: a cross-site form can neither set this header nor send JSON with it (doc 1 §7).
    const guarded = path.startsWith('/api/') || (path.startsWith('/oidc/') && path !== '/oidc/logout');
    if (guarded && stateChanging.has(request.method) && !request.headers[REQUESTED_WITH_HEADER]) {
      throw new HttpError(403, ErrorCodes.csrf, 'The X-Requested-With header is required on this call.');
    }
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      const session = await findSession(db, request.tenant.id, token);
      const limitMs = request.tenant.settings.sessionInactivitySeconds * 1000;
      if (session && Date.now() - session.lastSeenAt.getTime() <= limitMs) {
        request.session = session;
        await touchSession(db, session);
      } else {
        if (session) await deleteSession(db, session.id);
        request.sessionExpired = true;
        reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(config));
      }
    }
    if (path.startsWith('/api/') && !isPublicApiPath(path) && !request.session) {
      throw new HttpError(
        401,
        request.sessionExpired ? ErrorCodes.sessionExpired : ErrorCodes.unauthorized,
        request.sessionExpired ? 'Your session has ended. Please sign in again.' : 'Sign-in is required.',
      );
    }
  });
}

/** The signed-in user of a request on a protected route (the hook above guarantees one). */
export function currentUser(request: FastifyRequest) {
  if (!request.session) throw new HttpError(401, ErrorCodes.unauthorized, 'Sign-in is required.');
  return request.session.user;
}

export function setSessionCookie(reply: FastifyReply, config: ServerConfig, token: string) {
  reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(config));
}
