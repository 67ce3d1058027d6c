import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../../db/client.ts';
import type { ServerConfig } from '../../config.ts';
import { getOrCreateSecret, makeCookieKeys, makeSigningKey } from '../../lib/server-secrets.ts';
import { createDbAdapter } from './adapter.ts';
import { renderIdpPage } from './pages.ts';
import { pageLanguage } from '../../lib/i18n.ts';
import { LOCALE_COOKIE } from '@lp/contract/paths';
import { serverPagePolicy } from '../../lib/content-security-policy.ts';
import { IDP_PREFIX } from '../../lib/idp-prefix.ts';

/** The language of a page oidc-provider draws itself (sign-out, errors): pageLanguage, from Koa's request (its cookies unsigned). */
const languageOf = (ctx: KoaContextWithOIDC) => pageLanguage(ctx.cookies.get(LOCALE_COOKIE, { signed: false }), ctx.get('accept-language'));

/**
 * The bundled identity provider: the default issuer on a laptop, serving the imported
 * users and their passwords. Production points OIDC_ISSUER at any other issuer and this
 * is not mounted. Keys and storage live in the database so processes share them.
 */
export async function createIdentityProvider(db: Db, config: ServerConfig): Promise<Provider> {
  const signingKey = await getOrCreateSecret(db, 'idp.signing-key', makeSigningKey);
  const cookieKeys = await getOrCreateSecret(db, 'idp.cookie-keys', makeCookieKeys);
  const issuer = config.publicUrl + IDP_PREFIX;

  const configuration: Configuration = {
    adapter: createDbAdapter(db),
    clients: [
      {
        client_id: config.oidc.clientId,
        client_secret: config.oidc.clientSecret,
        redirect_uris: [`${config.publicUrl}/oidc/callback`],
        post_logout_redirect_uris: [`${config.publicUrl}/learn/`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [signingKey as never] },
    cookies: {
      keys: cookieKeys,
      long: { signed: true, secure: config.secureCookies },
      short: { signed: true, secure: config.secureCookies },
    },
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'middle_name', 'locale', 'zoneinfo'],
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          sendPage(ctx, renderIdpPage(languageOf(ctx), { kind: 'logout', form }));
        },
        postLogoutSuccessSource: async (ctx) => {
          sendPage(ctx, renderIdpPage(languageOf(ctx), { kind: 'signedOut', portalUrl: `${config.publicUrl}/learn/` }));
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `${IDP_PREFIX}/interaction/${interaction.uid}` },
    // The portal is a first-party client: consent is implied, so no consent screen.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session?.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) {
        const found = await ctx.oidc.provider.Grant.find(grantId);
        if (found) return found;
      }
      if (!ctx.oidc.session?.accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    findAccount: async (_ctx, sub) => {
      const rows = await db.query<{
        id: string;
        email: string;
        first_name: string;
        middle_name: string;
        last_name: string;
        locale: string | null;
        timezone: string | null;
      }>('SELECT id, email, first_name, middle_name, last_name, locale, timezone FROM users WHERE id = $1 AND is_active', [sub]);
      const user = rows[0];
      if (!user) return undefined;
      return {
        accountId: user.id,
        claims: async () => ({
          sub: user.id,
          email: user.email,
          email_verified: true,
          name: [user.first_name, user.last_name].filter(Boolean).join(' '),
          given_name: user.first_name,
          family_name: user.last_name,
          middle_name: user.middle_name || undefined,
          locale: user.locale ?? undefined,
          zoneinfo: user.timezone ?? undefined,
        }),
      };
    },
    renderError: async (ctx, out) => {
      sendPage(ctx, renderIdpPage(languageOf(ctx), { kind: 'error', detail: String(out.error_description ?? out.error ?? '') }));
    },
    ttl: {
      Session: 8 * 3600,
      Interaction: 3600,
      Grant: 14 * 24 * 3600,
      AuthorizationCode: 60,
      AccessToken: 3600,
      IdToken: 3600,
    },
  };
  const provider = new Provider(issuer, configuration);
  // The provider builds its URLs from X-Forwarded-Host and -Proto, which routes.ts sets
  // from PUBLIC_URL on every request, whatever the client sent.
  provider.proxy = true;
  // Pages of the provider's own making — the self-submitting sign-out form it answers a
  // browser without a provider session with — get the same policy as ours: their inline
  // script allowed by hash, or the browser stays on a blank page (decision 0053).
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.response.is('html') && typeof ctx.body === 'string') ctx.set('content-security-policy', serverPagePolicy(ctx.body));
  });
  return provider;
}

/** A page the provider answers itself (past Fastify's hooks): its inline style and script are allowed by hash. */
function sendPage(ctx: KoaContextWithOIDC, html: string) {
  ctx.type = 'html';
  ctx.set('content-security-policy', serverPagePolicy(html));
  ctx.body = html;
}
