import type { SignOutAnswer } from '@lp/contract';
import { apiRequest } from './api-client.ts';
import { SIGN_OUT_URL } from '../config/paths.ts';

/**
 * Signing out is a POST with the app's CSRF header (a GET only shows a confirmation page,
 * so another site cannot sign the learner out); then the browser follows the server to
 * the issuer's end-session page or the app's root.
 */
export async function signOut() {
  const { redirectUrl } = await apiRequest<SignOutAnswer>(SIGN_OUT_URL, { method: 'POST', body: {} });
  window.location.assign(redirectUrl);
}
