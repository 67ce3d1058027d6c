/**
 * Access tokens for the platform's services: OAuth 2 client credentials with a signed
 * client assertion (LTI Security Framework 1.0 §4.1, RFC 7523). Cached per platform and
 * scope until a minute before they expire, so a busy quiz asks once, not per score.
 */
import { SignJWT } from 'jose';
import type { Platform } from './config.ts';
import type { ToolKey } from './keys.ts';
import { CLIENT_ASSERTION_TYPE, SIGNING_ALG } from './spec.ts';
import { randomId } from './store.ts';

const EARLY_RENEWAL_S = 60;
export const SERVICE_TIMEOUT_MS = 10_000;

/** The platform refused or could not be reached; `status` when it answered. */
export class PlatformError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

interface CachedToken {
  token: Promise<string>;
  expiresAt: number;
}

export class ServiceTokens {
  private readonly cache = new Map<string, CachedToken>();

  constructor(private readonly key: ToolKey) {}

  /** A bearer token for `scope`, from the cache when still good for a minute. */
  async token(platform: Platform, scope: string): Promise<string> {
    const cacheKey = JSON.stringify([platform.tokenUrl, platform.clientId, scope]);
    const cached = this.cache.get(cacheKey);
    if (cached && cached.expiresAt > Date.now()) return cached.token;
    // Cached as a promise: concurrent submits share one token request.
    const entry: CachedToken = { token: Promise.resolve(''), expiresAt: Infinity };
    entry.token = this.request(platform, scope).then(({ token, expiresIn }) => {
      entry.expiresAt = Date.now() + (expiresIn - EARLY_RENEWAL_S) * 1000;
      return token;
    });
    this.cache.set(cacheKey, entry);
    entry.token.catch(() => this.cache.delete(cacheKey));
    return entry.token;
  }

  /** Drops a token the platform no longer accepts. */
  forget(platform: Platform, scope: string): void {
    this.cache.delete(JSON.stringify([platform.tokenUrl, platform.clientId, scope]));
  }

  /** The client assertion: a short-lived JWT naming the tool (iss = sub = client id) to the token endpoint. */
  clientAssertion(platform: Platform): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: SIGNING_ALG, kid: this.key.kid, typ: 'JWT' })
      .setIssuer(platform.clientId)
      .setSubject(platform.clientId)
      .setAudience(platform.tokenUrl)
      .setIssuedAt()
      .setExpirationTime('5m')
      .setJti(randomId())
      .sign(this.key.privateKey);
  }

  private async request(platform: Platform, scope: string): Promise<{ token: string; expiresIn: number }> {
    const body = new URLSearchParams({
      grant_type: 'client_credentials',
      client_assertion_type: CLIENT_ASSERTION_TYPE,
      client_assertion: await this.clientAssertion(platform),
      scope,
    });
    let response: Response;
    try {
      response = await fetch(platform.tokenUrl, {
        method: 'POST',
        body,
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(SERVICE_TIMEOUT_MS),
      });
    } catch {
      throw new PlatformError(`The platform's token endpoint (${platform.tokenUrl}) could not be reached.`);
    }
    const answer = (await response.json().catch(() => ({}))) as {
      access_token?: unknown;
      expires_in?: unknown;
      error?: unknown;
      error_description?: unknown;
    };
    if (!response.ok || typeof answer.access_token !== 'string') {
      const why = [answer.error, answer.error_description].filter((part) => typeof part === 'string').join(': ');
      throw new PlatformError(`The platform refused an access token${why ? ` (${why})` : ''}.`, response.status);
    }
    return { token: answer.access_token, expiresIn: typeof answer.expires_in === 'number' ? answer.expires_in : 3600 };
  }
}
