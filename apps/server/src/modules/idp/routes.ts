import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Db } from '../../db/client.ts';
import type { SignInLimitsConfig } from '../../config.ts';
import { IDP_PREFIX } from '../../lib/idp-prefix.ts';
import { renderIdpPage } from './pages.ts';
import { pageLanguageOf } from '../../lib/i18n.ts';
import { createSignInCheck } from './sign-in-check.ts';

/**
 * Mounts the identity provider under /idp. Its own endpoints get the raw request
 * before Fastify reads the body (oidc-provider parses it itself); the sign-in form
 * is ours.
 */
export function registerIdentityProvider(app: FastifyInstance, db: Db, provider: Provider, limits: SignInLimitsConfig) {
  const checkSignIn = createSignInCheck(db, limits);
  const handler = provider.callback();
  // The provider's URLs (redirects, the issuer's endpoints) come from these headers
  // (provider.proxy): pinned to the issuer's own address, so no client can choose them.
  const issuer = new URL(provider.issuer);
  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.url?.startsWith(IDP_PREFIX)) return;
    request.raw.headers['x-forwarded-host'] = issuer.host;
    request.raw.headers['x-forwarded-proto'] = issuer.protocol.slice(0, -1);
  });
  const forward = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    reply.hijack();
    const raw = request.raw as typeof request.raw & { originalUrl?: string };
    raw.originalUrl = raw.url;
    // `/idp?x` must become `/?x`: a path that does not start with a slash crashes the provider's router.
    const rest = raw.url!.slice(IDP_PREFIX.length);
    raw.url = rest.startsWith('/') ? rest : `/${rest}`;
    handler(raw, reply.raw);
    void done;
  };
  // The provider's own routes that carry an interaction's id (oidc-provider: resume, device, interaction) are redacted in the logs.
  const secretPaths = ['/auth/:uid', '/device/:uid', '/interaction/:uid'].map((path) => `${IDP_PREFIX}${path}`);
  // Not counted per address (decision 0058): the portal itself calls the token endpoint for
  // every learner's sign-in, from one address; a sign-in begins at /oidc/login, which is.
  const unlimited = 'the identity provider: every sign-in passes the portal’s counted /oidc/login and the sign-in throttle';
  for (const url of [IDP_PREFIX, `${IDP_PREFIX}/*`]) {
    app.route({
      method: ['GET', 'POST', 'HEAD', 'OPTIONS', 'DELETE', 'PUT'],
      url,
      config: { csrf: false, secretPaths, unlimited },
      onRequest: forward,
      handler: async () => {},
    });
  }

  const html = (reply: FastifyReply, body: string, status = 200) =>
    reply.status(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

  app.get<{ Params: { uid: string } }>(`${IDP_PREFIX}/interaction/:uid`, async (request, reply) => {
    const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined);
    if (!details || details.uid !== request.params.uid) {
      return html(reply, renderIdpPage(pageLanguageOf(request), { kind: 'error', detail: 'interaction' }), 400);
    }
    const email = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
    return html(
      reply,
      renderIdpPage(pageLanguageOf(request), { kind: 'login', action: `${IDP_PREFIX}/interaction/${details.uid}/login`, email }),
    );
  });

  app.post<{ Params: { uid: string }; Body: { email?: unknown; password?: unknown } | null }>(
    `${IDP_PREFIX}/interaction/:uid/login`,
    // The provider's own form: the interaction cookie (SameSite=Lax) ties it to the browser that began the sign-in.
    { config: { csrf: false, unlimited: 'failed sign-ins wait under the sign-in throttle (decision 0013)' } },
    async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined);
      if (!details || details.uid !== request.params.uid) {
        return html(reply, renderIdpPage(pageLanguageOf(request), { kind: 'error', detail: 'interaction' }), 400);
      }
      // Only text counts: String() throws on a JSON object such as {"toString":1}, and would turn ["pw"] into "pw".
      const text = (value: unknown) => (typeof value === 'string' ? value : '');
      const email = text(request.body?.email).trim();
      const password = text(request.body?.password);
      const outcome = await checkSignIn(request, email, password);
      if (outcome.userId === undefined) {
        const { waitSeconds } = outcome;
        if (waitSeconds) reply.header('retry-after', String(waitSeconds));
        return html(
          reply,
          renderIdpPage(pageLanguageOf(request), { kind: 'login', action: request.url, email, failed: true, waitSeconds }),
          waitSeconds ? 429 : 401,
        );
      }
      reply.hijack();
      await provider.interactionFinished(
        request.raw,
        reply.raw,
        { login: { accountId: outcome.userId } },
        { mergeWithLastSubmission: false },
      );
    },
  );
}
