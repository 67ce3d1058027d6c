/**
 * OIDC third-party initiated login (LTI Security Framework 1.0 §5.1.1): the platform sends
 * the browser here; the tool answers with an authentication request to the platform,
 * bound to a state and nonce it keeps server-side.
 */
import { findPlatform } from './config.ts';
import type { ToolContext } from './context.ts';
import { HttpError } from './http.ts';
import { AuthRequest } from './spec.ts';

/** The platform's authorization URL with every parameter §5.1.1.2 asks for. */
export function login(ctx: ToolContext, form: URLSearchParams): string {
  const issuer = form.get('iss');
  const loginHint = form.get('login_hint');
  const targetLinkUri = form.get('target_link_uri');
  if (!issuer || !loginHint || !targetLinkUri) {
    throw new HttpError(
      400,
      'Login refused',
      'The login request must name the platform (iss), the user (login_hint) and the target link URI.',
    );
  }
  const platform = findPlatform(ctx.platforms, issuer, form.get('client_id') ?? undefined);
  if (!platform) {
    throw new HttpError(
      400,
      'Login refused',
      `This tool does not trust the platform ${issuer}${form.get('client_id') ? ` with client id ${form.get('client_id')}` : ''}.`,
    );
  }
  if (!isOwnUrl(ctx.url, targetLinkUri)) {
    throw new HttpError(400, 'Login refused', `The target link URI ${targetLinkUri} is not an address of this tool (${ctx.url}).`);
  }
  const { state, nonce } = ctx.store.createState(platform);
  const authorize = new URL(platform.authorizeUrl);
  const params: Record<string, string> = {
    scope: AuthRequest.scope,
    response_type: AuthRequest.responseType,
    response_mode: AuthRequest.responseMode,
    prompt: AuthRequest.prompt,
    client_id: platform.clientId,
    redirect_uri: `${ctx.url}/launch`,
    login_hint: loginHint,
    state,
    nonce,
  };
  const messageHint = form.get('lti_message_hint');
  if (messageHint !== null) params.lti_message_hint = messageHint;
  for (const [name, value] of Object.entries(params)) authorize.searchParams.set(name, value);
  return authorize.href;
}

function isOwnUrl(toolUrl: string, candidate: string): boolean {
  try {
    return new URL(candidate).origin === new URL(toolUrl).origin;
  } catch {
    return false;
  }
}
