import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCodes, REQUESTED_WITH_HEADER, SESSION_COOKIE } from '@lp/contract';
import type { Db } from '../db/client.ts';
import type { ServerConfig } from '../config.ts';
import { HttpError } from '../lib/http-error.ts';
import { deleteSession, findSession, sessionKey, touchSession, type Session } from './session-repository.ts';
import { SessionCache } from './session-cache.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
    /** A cookie was sent but its session is gone (expired, signed out, tampered). */
    sessionExpired: boolean;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `false`: a state-changing route that is not called by the app and defends itself
     * (the identity provider's own forms, the sign-out confirmation form). Every other
     * POST, PUT, PATCH and DELETE route gets the CSRF guard, so a new route is guarded by default.
     */
    csrf?: false;
    /**
     * Anyone may call the route: set by registerCall from the call's `public` flag
     * (decision 0016), so the contract is the one place that says which calls are open.
     */
    public?: boolean;
    /** A request the app makes on its own (the chat's event stream): the session must be live, and is not kept alive by it. */
    passive?: boolean;
  }
}

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const isJson = (contentType: string | undefined) => /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(contentType ?? '');

export function sessionCookieOptions(config: ServerConfig) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: config.secureCookies };
}

/**
 * The CSRF guard of doc 1 §7, decided on the route the router matched (its pattern and
 * options), never on the raw URL: `/%61pi/…` reaches the same route as `/api/…`. A
 * cross-site form can neither set X-Requested-With nor send a JSON content type, so both
 * are required: the header always, JSON whenever a body is sent (415 otherwise).
 */
export function assertSameSiteCall(request: FastifyRequest) {
  if (!stateChanging.has(request.method) || !request.routeOptions.url || request.routeOptions.config.csrf === false) return;
  if (!request.headers[REQUESTED_WITH_HEADER]) {
    throw new HttpError(403, ErrorCodes.csrf, 'The X-Requested-With header is required on this call.');
  }
  const contentType = request.headers['content-type'];
  if (contentType !== undefined && !isJson(contentType)) {
    throw new HttpError(415, ErrorCodes.unsupportedMediaType, 'Send the body of this call as JSON (Content-Type: application/json).');
  }
}

export function registerSession(app: FastifyInstance, db: Db, config: ServerConfig) {
  app.decorateRequest('session', null);
  app.decorateRequest('sessionExpired', false);
  const sessions = new SessionCache();
  app.addHook('onReady', () => sessions.start(db));
  app.addHook('onClose', () => sessions.close());
  // A write of this process (sign-out, profile, an import) is seen by its next request at once,
  // before the database's notice comes back: forget the kept sessions before answering.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (stateChanging.has(request.method)) sessions.clear();
    return payload;
  });

  app.addHook('onRequest', async (request, reply) => {
    // The matched route's pattern; a path no route matches (404, 405) has none.
    const route = request.routeOptions.url ?? '';
    assertSameSiteCall(request);
    // Static files and the identity provider's own pages need no portal session.
    if (route.startsWith('/learn/assets/') || route.startsWith('/idp')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      const tenantId = request.tenant.id;
      const live = (s: Session | undefined) =>
        s !== undefined && isSessionLive(s, request.tenant.settings.sessionInactivitySeconds, config.sessionMaxAgeSeconds);
      // A kept session that looks inactive may have been seen by another process since: read it again.
      let session = sessions.get(tenantId, sessionKey(token));
      if (!live(session)) {
        const ticket = sessions.ticket();
        session = await findSession(db, tenantId, token);
        if (session) sessions.put(tenantId, session, ticket);
      }
      if (session && live(session)) {
        request.session = session;
        if (request.routeOptions.config.passive !== true && (await touchSession(db, session))) {
          sessions.replace({ ...session, lastSeenAt: new Date() });
        }
      } else {
        if (session) {
          sessions.forget(session.id);
          await deleteSession(db, session.id);
        }
        request.sessionExpired = true;
        reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(config));
      }
    }
    // A path no route matches is answered like a protected call: 401 before 404, so an
    // anonymous caller learns nothing of which API paths exist.
    const apiPath = route || (request.url.split('?')[0] ?? '');
    if (apiPath.startsWith('/api/') && request.routeOptions.config.public !== true && !request.session) {
      throw new HttpError(
        401,
        request.sessionExpired ? ErrorCodes.sessionExpired : ErrorCodes.unauthorized,
        request.sessionExpired ? 'Your session has ended. Please sign in again.' : 'Sign-in is required.',
      );
    }
  });
}

/** A session ends after the tenant's inactivity limit, and in any case this long after sign-in. */
export function isSessionLive(
  session: Pick<Session, 'lastSeenAt' | 'createdAt'>,
  inactivitySeconds: number,
  maxAgeSeconds: number,
  now = Date.now(),
) {
  return now - session.lastSeenAt.getTime() <= inactivitySeconds * 1000 && now - session.createdAt.getTime() <= maxAgeSeconds * 1000;
}

/** The signed-in user of a request on a protected route (the hook above guarantees one). */
export function currentUser(request: FastifyRequest) {
  if (!request.session) throw new HttpError(401, ErrorCodes.unauthorized, 'Sign-in is required.');
  return request.session.user;
}

export function setSessionCookie(reply: FastifyReply, config: ServerConfig, token: string) {
  reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(config));
}
