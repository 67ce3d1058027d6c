import * as client from 'openid-client';
import type { ClientAuthMethod } from '../../config.ts';

/**
 * The method to use with an issuer whose discovery lists `supported` (decision 0053): the one
 * configured, else `client_secret_basic` — what an absent list means (OIDC Discovery §3) and
 * what every server must accept (RFC 6749 §2.3.1, which does not recommend the body) — unless
 * the issuer lists only `client_secret_post`.
 */
export function chooseClientAuthMethod(
  supported: readonly string[] | undefined,
  configured: ClientAuthMethod | undefined,
): ClientAuthMethod {
  if (configured) return configured;
  if (supported?.includes('client_secret_post') && !supported.includes('client_secret_basic')) return 'client_secret_post';
  return 'client_secret_basic';
}

/** openid-client's client authentication, chosen on each call from the metadata the issuer published. */
export function clientAuthentication(clientSecret: string, configured: ClientAuthMethod | undefined): client.ClientAuth {
  const methods = {
    client_secret_basic: client.ClientSecretBasic(clientSecret),
    client_secret_post: client.ClientSecretPost(clientSecret),
  };
  return (as, metadata, body, headers) =>
    methods[chooseClientAuthMethod(as.token_endpoint_auth_methods_supported, configured)](as, metadata, body, headers);
}
