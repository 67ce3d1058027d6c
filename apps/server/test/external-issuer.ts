import type { IncomingMessage } from 'node:http';
import {
  Events,
  OAuth2Server,
  type MutableRedirectUri,
  type MutableResponse,
  type MutableToken,
  type TokenRequestIncomingMessage,
} from 'oauth2-mock-server';

/** Who the issuer signs in next: it has no form, like an issuer the browser is already signed in to. */
export interface IssuerPerson {
  sub: string;
  email?: string;
  /** Its userinfo's `email_verified`: true unless given; null leaves the claim out. */
  emailVerified?: boolean | null;
}

export interface ExternalIssuerOptions {
  clientId: string;
  clientSecret: string;
  /** Its discovery's token_endpoint_auth_methods_supported; undefined leaves the field out. */
  authMethods: readonly string[] | undefined;
}

/** How a token request authenticated the client (RFC 6749 §2.3.1), or why it did not. */
function clientAuthOf(req: TokenRequestIncomingMessage): { method: string; id?: string; secret?: string } {
  const body = req.body as unknown as Record<string, unknown>;
  const basic = /^Basic (.+)$/i.exec(req.headers.authorization ?? '');
  if (basic && body.client_secret !== undefined) return { method: 'both' };
  if (basic) {
    // The id and the secret are form-urlencoded before they are joined (RFC 6749 §2.3.1).
    const decoded = Buffer.from(basic[1]!, 'base64').toString('utf8');
    const at = decoded.indexOf(':');
    const unform = (s: string) => decodeURIComponent(s.replace(/\+/g, ' '));
    return { method: 'client_secret_basic', id: unform(decoded.slice(0, at)), secret: unform(decoded.slice(at + 1)) };
  }
  if (typeof body.client_secret === 'string')
    return { method: 'client_secret_post', id: String(body.client_id), secret: body.client_secret };
  return { method: 'none' };
}

/**
 * A second OpenID provider, not the bundled one's library: oauth2-mock-server as a real HTTP
 * server. It signs in whoever `signInAs` names without a form, publishes `authMethods` in its
 * discovery, and refuses a token request that authenticates the client in any other way or
 * with another secret (401 invalid_client, RFC 6749 §5.2) — oauth2-mock-server itself checks
 * no client, so the refusal is this fixture's.
 */
export async function startExternalIssuer({ clientId, clientSecret, authMethods }: ExternalIssuerOptions) {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  let person: IssuerPerson = { sub: 'nobody' };
  const tokenRequests: string[] = [];
  const endSessions: URLSearchParams[] = [];
  const service = server.service;

  service.on(Events.BeforeWellKnownOpenIdConfiguration, (config: MutableResponse) => {
    if (typeof config.body === 'string') return;
    if (authMethods) config.body.token_endpoint_auth_methods_supported = [...authMethods];
    else delete config.body.token_endpoint_auth_methods_supported;
  });
  service.on(Events.BeforeResponse, (response: MutableResponse, req: TokenRequestIncomingMessage) => {
    const auth = clientAuthOf(req);
    tokenRequests.push(auth.method);
    const allowed = (authMethods ?? ['client_secret_basic']).includes(auth.method);
    if (!allowed || auth.id !== clientId || auth.secret !== clientSecret) {
      response.statusCode = 401;
      response.body = { error: 'invalid_client', error_description: `client authentication by ${auth.method} refused` };
    }
  });
  service.on(Events.BeforeTokenSigning, (token: MutableToken, req: TokenRequestIncomingMessage) => {
    token.payload.sub = person.sub;
    // oauth2-mock-server names the audience by the Basic user name as sent, still form-encoded
    // (openid-client encodes even `-`); a real issuer decodes it first (RFC 6749 §2.3.1).
    const id = clientAuthOf(req).id;
    if (token.payload.aud !== undefined && id !== undefined) token.payload.aud = id;
    if (person.email) token.payload.email = person.email;
  });
  service.on(Events.BeforeUserinfo, (userinfo: MutableResponse) => {
    const verified = person.emailVerified === undefined ? true : person.emailVerified;
    userinfo.body = {
      sub: person.sub,
      ...(person.email && { email: person.email }),
      ...(person.email && verified !== null && { email_verified: verified }),
    };
  });
  service.on(Events.BeforePostLogoutRedirect, (_redirect: MutableRedirectUri, req: IncomingMessage) => {
    endSessions.push(new URL(req.url!, 'http://issuer').searchParams);
  });

  return {
    url: server.issuer.url!,
    endSessionEndpoint: `${server.issuer.url!}/endsession`,
    signInAs: (next: IssuerPerson) => void (person = next),
    /** The client authentication of every token request, in order. */
    tokenRequests,
    /** The query of every visit to the end-session endpoint that went back to the relying party. */
    endSessions,
    stop: () => server.stop(),
  };
}

export type ExternalIssuer = Awaited<ReturnType<typeof startExternalIssuer>>;
