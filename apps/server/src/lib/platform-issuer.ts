import type { ServerConfig } from '../config.ts';

/**
 * The platform's issuer for a tenant (decision 0019): the address its learners open. The
 * default tenant is at the public URL; a tenant with a host of its own is that host with
 * the public URL's scheme and port. Tools register it, so it never comes from a request.
 */
export function platformIssuer(config: Pick<ServerConfig, 'publicUrl'>, tenant: { readonly host: string | null }): string {
  if (!tenant.host) return config.publicUrl;
  const url = new URL(config.publicUrl);
  url.hostname = tenant.host;
  return url.origin;
}
