import * as sessionRoutes from '@lp/contract/routes/session';
import { call } from './api-client.ts';

/**
 * Signing out is a POST with the app's CSRF header (a GET only shows a confirmation page,
 * so another site cannot sign the learner out); then the browser follows the server to
 * the issuer's end-session page or the app's root.
 */
export async function signOut() {
  const { redirectUrl } = await call(sessionRoutes.logout, { body: {} });
  window.location.assign(redirectUrl);
}
