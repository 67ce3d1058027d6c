import { isValidRedirectUrl } from '@lp/domain';
import type { ServerConfig } from '../config.ts';

/** The app's root: where an unusable redirect URL sends the browser. */
export const CLIENT_ROOT = '/learn/';

/**
 * doc 1 §5: a redirectUrl is followed only when it is https on the portal's own host (plain
 * http for localhost in development); anything else is the client root. Shared by sign-in
 * and the redirect page, so neither can be an open redirect.
 */
export function safeRedirectUrl(target: string | string[] | undefined, config: Pick<ServerConfig, 'publicUrl' | 'environment'>): string {
  if (!target || typeof target !== 'string') return CLIENT_ROOT;
  const allowLocalHttp = config.environment !== 'prod';
  return isValidRedirectUrl(target, config.publicUrl + '/', { allowLocalHttp }) ? target : CLIENT_ROOT;
}
