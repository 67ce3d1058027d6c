import * as client from 'openid-client';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AuthPaths, ErrorCodes, REQUESTED_WITH_HEADER, SESSION_COOKIE } from '@lp/contract';
import { sessionCalls } from '@lp/contract/calls';
import { canImpersonate } from '@lp/domain';
import { textDirection } from '@lp/i18n';
import type { Db } from '../../db/client.ts';
import type { ServerConfig } from '../../config.ts';
import { escapeHtml, serverPage } from '../../lib/html.ts';
import { serverPagePolicy } from '../../lib/content-security-policy.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-error.ts';
import { pageLanguageOf, translatorFor } from '../../lib/i18n.ts';
import { registerCall } from '../../plugins/register-call.ts';
import { CLIENT_ROOT, safeRedirectUrl } from '../../lib/safe-redirect.ts';
import { currentUser, sessionCookieOptions, setSessionCookie } from '../../plugins/session.ts';
import type { OidcClient } from './oidc-client.ts';
import { findUserForSignIn, LOGIN_ATTEMPT_SECONDS, saveLoginAttempt, takeLoginAttempt } from './login-repository.ts';
import { createFormTokens } from './form-token.ts';
import { createSession, deleteSession, findUserById } from '../../plugins/session-repository.ts';

/** Binds a sign-in in flight to this browser (login CSRF); sent back only to the callback. */
const SIGN_IN_COOKIE = 'lmsSignIn';

export function registerAuthRoutes(app: FastifyInstance, db: Db, config: ServerConfig, oidc: OidcClient) {
  const signInCookieOptions = () => ({
    path: AuthPaths.callback,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.secureCookies,
    maxAge: LOGIN_ATTEMPT_SECONDS,
  });

  registerCall(app, sessionCalls.login, async (request, reply) => {
    const redirectUrl = safeRedirectUrl(request.query.redirectUrl, config);
    const provider = request.query.provider ?? config.oidc.providerName;
    if (provider !== config.oidc.providerName) return reply.redirect(`${AuthPaths.login}?redirectUrl=${encodeURIComponent(redirectUrl)}`);
    const configuration = await oidc.configuration().catch(() => undefined);
    if (!configuration) return signInUnavailable(reply, pageLanguageOf(request));
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    // One value per browser, kept while sign-ins are in flight, so two tabs can sign in at once.
    const browserKey = request.cookies[SIGN_IN_COOKIE] || client.randomState();
    reply.setCookie(SIGN_IN_COOKIE, browserKey, signInCookieOptions());
    await saveLoginAttempt(db, request.tenant.id, browserKey, { state, codeVerifier, nonce, provider, redirectUrl });
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

  registerCall(app, sessionCalls.callback, async (request, reply) => {
    const state = typeof request.query.state === 'string' ? request.query.state : undefined;
    const browserKey = request.cookies[SIGN_IN_COOKIE];
    const attempt = state && browserKey ? await takeLoginAttempt(db, request.tenant.id, state, browserKey) : undefined;
    // An unknown, used or stale state, or one begun in another browser: start again rather than show an error.
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
      // A page, not a new sign-in: an issuer that signs in without a form would answer at once
      // and, the cause unchanged (a refused client, a declined person), be refused again —
      // without end (issue 31, decision 0053). The person starts again by the page's link.
      request.log.warn({ err: error }, 'sign-in callback refused');
      return signInRefused(reply, pageLanguageOf(request), `${AuthPaths.login}?redirectUrl=${encodeURIComponent(attempt.redirectUrl)}`);
    }
    const sub = tokens.claims()!.sub;
    const info = await client.fetchUserInfo(configuration, tokens.access_token, sub);
    // An issuer that never sends email_verified (some do not) is trusted for it only when the operator says so.
    const emailVerified = info.email_verified === true || config.oidc.trustUnverifiedEmail;
    const userId = await findUserForSignIn(db, request.tenant.id, { sub, email: info.email, emailVerified }, oidc.bundled);
    if (!userId) return reply.redirect('/learn/forbidden');
    const token = await createSession(db, { tenantId: request.tenant.id, userId, idToken: tokens.id_token ?? null });
    setSessionCookie(reply, config, token);
    reply.clearCookie(SIGN_IN_COOKIE, signInCookieOptions());
    return reply.redirect(`${AuthPaths.loginCallback}?redirectUrl=${encodeURIComponent(attempt.redirectUrl)}`);
  });

  const formTokens = createFormTokens(db);
  // The sign-out form's answer redirects to the issuer's end-session page: a form target too.
  const issuerOrigin = config.oidc.issuer ? [new URL(config.oidc.issuer).origin] : [];
  /** Where the browser goes once the portal's session is gone: the issuer's end-session page when it has one. */
  const afterSignOut = async (idToken: string | null | undefined) => {
    const configuration = await oidc.configuration().catch(() => undefined);
    if (!configuration?.serverMetadata().end_session_endpoint) return CLIENT_ROOT;
    return client.buildEndSessionUrl(configuration, {
      post_logout_redirect_uri: `${config.publicUrl}${CLIENT_ROOT}`,
      ...(idToken ? { id_token_hint: idToken } : { client_id: config.oidc.clientId }),
    }).href;
  };

  // Signing out changes state, so it is a POST: from the app (X-Requested-With, answered
  // with JSON) or from the confirmation form below (its token). A GET — a link, or an image
  // another site plants — only shows that form (item 11 of issue 9).
  registerCall(app, sessionCalls.logoutPage, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!request.session) return reply.redirect(await afterSignOut(undefined));
    const t = translatorFor(pageLanguageOf(request));
    const token = await formTokens.sign(request.session.id);
    const title = t.t('signOut.confirm.title');
    const html = serverPage({
      lang: t.locale,
      dir: textDirection(t.locale),
      title,
      body:
        `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(t.t('signOut.confirm.text'))}</p>` +
        `<form method="post" action="${AuthPaths.logout}"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">${escapeHtml(t.t('signOut.confirm.submit'))}</button></form>` +
        `<p><a href="${CLIENT_ROOT}">${escapeHtml(t.t('signOut.confirm.cancel'))}</a></p>`,
    });
    return reply.type('text/html; charset=utf-8').header('content-security-policy', serverPagePolicy(html, issuerOrigin)).send(html);
  });

  registerCall(app, sessionCalls.logout, async (request, reply) => {
    const session = request.session;
    const fromApp = Boolean(request.headers[REQUESTED_WITH_HEADER]);
    const token = request.body?.token;
    const fromForm = session !== null && (await formTokens.verify(session.id, token));
    if (!fromApp && !fromForm) throw new HttpError(403, ErrorCodes.csrf, 'Sign out from the learner portal.');
    if (session) await deleteSession(db, session.id);
    reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(config)).header('cache-control', 'no-store');
    const redirectUrl = await afterSignOut(session?.idToken);
    return fromApp ? { redirectUrl } : reply.redirect(redirectUrl, 303);
  });

  /** Impersonation: an administrator signs in as a learner; the banner offers the way back. */
  registerCall(app, sessionCalls.impersonate, async (request, reply) => {
    const admin = currentUser(request);
    const { userId } = request.body;
    if (!canImpersonate(admin) || request.session!.impersonator) throw forbidden('Only administrators can sign in as another user.');
    // Signing in as oneself would only end the session and start it again, marked as someone else's.
    if (userId === admin.id) throw badRequest('You are already signed in as yourself: choose another user.');
    const target = await findUserById(db, request.tenant.id, userId);
    if (!target) throw notFound('No such user.');
    await deleteSession(db, request.session!.id);
    const token = await createSession(db, {
      tenantId: request.tenant.id,
      userId,
      impersonatorId: admin.id,
      idToken: request.session!.idToken,
    });
    setSessionCookie(reply, config, token);
    return { userId };
  });

  registerCall(app, sessionCalls.stopImpersonation, async (request, reply) => {
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
  const title = t.t('_errors.signInUnavailable.title');
  return reply
    .status(503)
    .header('content-type', 'text/html; charset=utf-8')
    .send(
      serverPage({
        lang: t.locale,
        dir: textDirection(t.locale),
        title,
        body: `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(t.t('_errors.signInUnavailable.text'))}</p>`,
      }),
    );
}

/** The issuer sent the person back and the portal could not confirm who it is: 502, the issuer's answer was not one to sign in with. */
function signInRefused(reply: FastifyReply, acceptLanguage: string | undefined, retryUrl: string) {
  const t = translatorFor(acceptLanguage);
  const title = t.t('_errors.signInRefused.title');
  const body =
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(t.t('_errors.signInRefused.text'))}</p>` +
    `<p><a href="${escapeHtml(retryUrl)}">${escapeHtml(t.t('_errors.signInRefused.retry'))}</a></p>`;
  return reply
    .status(502)
    .header('cache-control', 'no-store')
    .header('content-type', 'text/html; charset=utf-8')
    .send(serverPage({ lang: t.locale, dir: textDirection(t.locale), title, body }));
}
