import * as client from 'openid-client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AuthPaths, SESSION_COOKIE } from '@lp/contract';
import { hasPermissions, isValidRedirectUrl } from '@lp/domain';
import type { Db } from '../../db/client.ts';
import type { ServerConfig } from '../../config.ts';
import { escapeHtml } from '../../lib/html.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import { translatorFor } from '../../lib/i18n.ts';
import { currentUser, sessionCookieOptions, setSessionCookie } from '../../plugins/session.ts';
import type { OidcClient } from './oidc-client.ts';
import { findUserForSignIn, saveLoginAttempt, takeLoginAttempt } from './login-repository.ts';
import { createSession, deleteSession, findUserById } from './session-repository.ts';

const CLIENT_ROOT = '/learn/';

export function registerAuthRoutes(app: FastifyInstance, db: Db, config: ServerConfig, oidc: OidcClient) {
  /** doc 1 §5: only https on the page's host (plain http for localhost in development); otherwise the client root. */
  const safeRedirect = (target: string | undefined) => {
    if (!target) return CLIENT_ROOT;
    const allowLocalHttp = config.environment !== 'prod';
    return isValidRedirectUrl(target, config.publicUrl + '/', { allowLocalHttp }) ? target : CLIENT_ROOT;
  };

  app.get<{ Querystring: { redirectUrl?: string; provider?: string } }>(AuthPaths.login, async (request, reply) => {
    const redirectUrl = safeRedirect(request.query.redirectUrl);
    const provider = request.query.provider ?? config.oidc.providerName;
    if (provider !== config.oidc.providerName) return reply.redirect(`${AuthPaths.login}?redirectUrl=${encodeURIComponent(redirectUrl)}`);
    const configuration = await oidc.configuration().catch(() => undefined);
    if (!configuration) return signInUnavailable(reply, request.headers['accept-language']);
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    await saveLoginAttempt(db, request.tenant.id, { state, codeVerifier, nonce, provider, redirectUrl });
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: `${config.publicUrl}${AuthPaths.callback}`,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      ...(request.headers['accept-language'] ? { ui_locales: request.headers['accept-language'].split(',')[0]!.split(';')[0]! } : {}),
    });
    return reply.header('cache-control', 'no-store').redirect(url.href);
  });

  app.get<{ Querystring: Record<string, string> }>(AuthPaths.callback, async (request, reply) => {
    const state = request.query.state;
    const attempt = state ? await takeLoginAttempt(db, request.tenant.id, state) : undefined;
    // An unknown, used or stale state: start again rather than show an error.
    if (!attempt) return reply.redirect(AuthPaths.login);
    const configuration = await oidc.configuration();
    const currentUrl = new URL(request.url, config.publicUrl);
    let tokens;
    try {
      tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: attempt.codeVerifier,
        expectedState: attempt.state,
        expectedNonce: attempt.nonce,
      });
    } catch (error) {
      request.log.warn({ err: error }, 'sign-in callback refused');
      return reply.redirect(`${AuthPaths.login}?redirectUrl=${encodeURIComponent(attempt.redirectUrl)}`);
    }
    const sub = tokens.claims()!.sub;
    const info = await client.fetchUserInfo(configuration, tokens.access_token, sub);
    const userId = await findUserForSignIn(db, request.tenant.id, { sub, email: info.email }, oidc.bundled);
    if (!userId) return reply.redirect('/learn/forbidden');
    const token = await createSession(db, { tenantId: request.tenant.id, userId, idToken: tokens.id_token ?? null });
    setSessionCookie(reply, config, token);
    return reply.redirect(`${AuthPaths.loginCallback}?redirectUrl=${encodeURIComponent(attempt.redirectUrl)}`);
  });

  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    const session = request.session;
    if (session) await deleteSession(db, session.id);
    reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(config));
    const configuration = await oidc.configuration().catch(() => undefined);
    if (!configuration?.serverMetadata().end_session_endpoint) return reply.redirect(CLIENT_ROOT);
    const end = client.buildEndSessionUrl(configuration, {
      post_logout_redirect_uri: `${config.publicUrl}${CLIENT_ROOT}`,
      ...(session?.idToken ? { id_token_hint: session.idToken } : { client_id: config.oidc.clientId }),
    });
    return reply.header('cache-control', 'no-store').redirect(end.href);
  };
  app.get(AuthPaths.logout, logout);
  app.post(AuthPaths.logout, logout);

  /** Impersonation: an administrator signs in as a learner; the banner offers the way back. */
  app.post(AuthPaths.impersonate, async (request, reply) => {
    const admin = currentUser(request);
    const { userId } = z.object({ userId: z.uuid() }).parse(request.body);
    const allowed = admin.roles.includes('Administrator') || hasPermissions(admin.permissions, [{ name: 'User.Impersonate' }], 'any');
    if (!allowed || request.session!.impersonator) throw forbidden('Only administrators can sign in as another user.');
    const target = await findUserById(db, request.tenant.id, userId);
    if (!target) throw notFound('No such user.');
    await deleteSession(db, request.session!.id);
    const token = await createSession(db, { tenantId: request.tenant.id, userId, impersonatorId: admin.id, idToken: request.session!.idToken });
    setSessionCookie(reply, config, token);
    return { userId };
  });

  app.post(AuthPaths.stopImpersonation, async (request, reply) => {
    currentUser(request);
    const impersonator = request.session!.impersonator;
    if (!impersonator) throw forbidden('You are not signed in as another user.');
    await deleteSession(db, request.session!.id);
    const token = await createSession(db, { tenantId: request.tenant.id, userId: impersonator.id, idToken: request.session!.idToken });
    setSessionCookie(reply, config, token);
    return { userId: impersonator.id };
  });
}

function signInUnavailable(reply: FastifyReply, acceptLanguage: string | undefined) {
  const t = translatorFor(acceptLanguage);
  return reply
    .status(503)
    .header('content-type', 'text/html; charset=utf-8')
    .send(`<!doctype html><html lang="${t.locale}"><title>${escapeHtml(t.t('errors.signInUnavailable.title'))}</title><main><h1>${escapeHtml(t.t('errors.signInUnavailable.title'))}</h1><p>${escapeHtml(t.t('errors.signInUnavailable.text'))}</p></main></html>`);
}
