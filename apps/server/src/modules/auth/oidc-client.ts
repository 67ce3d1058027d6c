import * as client from 'openid-client';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config.ts';
import { IDP_PREFIX } from '../../lib/idp-prefix.ts';
import { clientAuthentication } from './client-authentication.ts';

/**
 * The relying party's view of the issuer, discovered once per process. With the
 * bundled provider the calls go through Fastify's inject (no network round trip, and
 * it works before the server listens); any other issuer is reached over HTTP(S).
 */
export function createOidcClient(app: FastifyInstance, config: ServerConfig) {
  const bundled = !config.oidc.issuer;
  const issuer = config.oidc.issuer ?? config.publicUrl + IDP_PREFIX;
  let discovered: Promise<client.Configuration> | undefined;

  const injectFetch: client.CustomFetch = async (url, options) => {
    const target = new URL(url);
    const headers: Record<string, string> = {};
    new Headers(options.headers as ConstructorParameters<typeof Headers>[0]).forEach((v, k) => (headers[k] = v));
    const response = await app.inject({
      method: options.method as 'GET' | 'POST',
      url: target.pathname + target.search,
      headers: {
        ...headers,
        host: new URL(config.publicUrl).host,
        'x-forwarded-proto': new URL(config.publicUrl).protocol.replace(':', ''),
      },
      ...(options.body ? { payload: typeof options.body === 'string' ? options.body : String(options.body) } : {}),
    });
    return new Response(response.rawPayload, { status: response.statusCode, headers: response.headers as Record<string, string> });
  };

  const configuration = () => {
    discovered ??= client
      .discovery(
        new URL(issuer),
        config.oidc.clientId,
        undefined,
        clientAuthentication(config.oidc.clientSecret, config.oidc.clientAuthMethod),
        {
          ...(issuer.startsWith('http://') ? { execute: [client.allowInsecureRequests] } : {}),
          ...(bundled ? { [client.customFetch]: injectFetch } : {}),
        },
      )
      .then((c) => {
        if (bundled) c[client.customFetch] = injectFetch;
        return c;
      })
      .catch((error) => {
        discovered = undefined; // try again on the next sign-in
        throw error;
      });
    return discovered;
  };

  return { issuer, bundled, configuration };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
