/** The tool's settings, read once from the environment (README.md "Configuration"). */

/** A platform this tool trusts: who signs its launches and where its endpoints are. */
export interface Platform {
  issuer: string;
  clientId: string;
  /** When set, launches must carry this deployment id. */
  deploymentId?: string | undefined;
  authorizeUrl: string;
  jwksUrl: string;
  tokenUrl: string;
}

export interface ToolConfig {
  port: number;
  /** Undefined: both loopback addresses, so `localhost` works whichever one it resolves to. */
  host: string | undefined;
  /** The public origin; undefined until the port is known (`http://localhost:<port>`). */
  url: string | undefined;
  platforms: Platform[];
  keyFile: string;
  dataFile: string | undefined;
}

type PlatformInput = Partial<Platform> & { issuer?: unknown; clientId?: unknown };

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** Fills a platform's endpoints with the portal's paths under its issuer when not given. */
export function platformFrom(input: PlatformInput): Platform {
  if (typeof input.issuer !== 'string' || !input.issuer || typeof input.clientId !== 'string' || !input.clientId) {
    throw new Error('Every platform needs an issuer and a clientId (strings).');
  }
  const issuer = trimSlash(input.issuer);
  return {
    issuer,
    clientId: input.clientId,
    deploymentId: input.deploymentId || undefined,
    authorizeUrl: input.authorizeUrl ?? `${issuer}/api/lti/v1/authorize`,
    jwksUrl: input.jwksUrl ?? `${issuer}/api/lti/v1/jwks`,
    tokenUrl: input.tokenUrl ?? `${issuer}/api/lti/v1/grading/token`,
  };
}

function readPlatforms(env: NodeJS.ProcessEnv): Platform[] {
  if (env.LTI_PLATFORMS) {
    let list: unknown;
    try {
      list = JSON.parse(env.LTI_PLATFORMS);
    } catch {
      throw new Error('LTI_PLATFORMS is not valid JSON (expected an array of { issuer, clientId, … }).');
    }
    if (!Array.isArray(list)) throw new Error('LTI_PLATFORMS must be a JSON array.');
    return list.map((item: PlatformInput) => platformFrom(item));
  }
  if (env.LTI_PLATFORM_ISSUER) return [platformFrom({ issuer: env.LTI_PLATFORM_ISSUER, clientId: env.LTI_CLIENT_ID ?? 'demo-quiz-tool' })];
  return [];
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ToolConfig {
  const port = Number(env.LTI_TOOL_PORT ?? 3001);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`LTI_TOOL_PORT is not a port: ${env.LTI_TOOL_PORT}`);
  return {
    port,
    host: env.LTI_TOOL_HOST || undefined,
    url: env.LTI_TOOL_URL ? trimSlash(env.LTI_TOOL_URL) : undefined,
    platforms: readPlatforms(env),
    keyFile: env.LTI_TOOL_KEY_FILE ?? '.cache/lti-tool-key.json',
    dataFile: env.LTI_TOOL_DATA_FILE || undefined,
  };
}

/**
 * The platform's addresses the browser is sent to (its issuer, its authorization endpoint):
 * the origins the CSP lets frame the tool and receive its forms, and so the only places the
 * tool posts a proctoring message to or sends a bearer token to.
 */
export const browserAddresses = (platform: Platform): string[] => [platform.issuer, platform.authorizeUrl];

/** The platform a login or token names: by issuer, and by client id when one is given. */
export function findPlatform(platforms: Platform[], issuer: string, clientId?: string): Platform | undefined {
  const wanted = trimSlash(issuer);
  return platforms.find((p) => p.issuer === wanted && (!clientId || p.clientId === clientId));
}
