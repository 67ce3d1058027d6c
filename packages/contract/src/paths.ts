/** API prefixes of doc 1 §7 and the paths outside them. */
export const ApiPrefix = {
  platform: '/api/platform/v1',
  lms: '/api/lms/v1',
  storage: '/api/lms-storage/v1',
} as const;

/** GET: the signed-in user (packages/contract/src/calls/session.ts describes the call). */
export const ME_PATH = `${ApiPrefix.platform}/users/me`;

export const AuthPaths = {
  login: '/oidc/login',
  callback: '/oidc/callback',
  logout: '/oidc/logout',
  impersonate: '/oidc/impersonate',
  stopImpersonation: '/oidc/stop-impersonation',
  loginCallback: '/learn/login-callback',
  configUi: '/config-ui/config.json',
} as const;

export type { SignOutAnswer } from './schemas/session.ts';

/** Header every state-changing API call must carry (CSRF defence with SameSite cookies). */
export const REQUESTED_WITH_HEADER = 'x-requested-with';
export const SESSION_COOKIE = 'lmsUser';
/** The language chosen in this browser (the app writes it beside its own record), so the server draws the page in it (decision 0043). */
export const LOCALE_COOKIE = 'lp.locale';
