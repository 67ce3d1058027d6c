/** Process configuration from the environment; documented in docs/configuration.md. */
export interface ServerConfig {
  port: number;
  host: string;
  /** The address people open, without a trailing slash; issuer and redirect URLs derive from it. */
  publicUrl: string;
  environment: 'dev' | 'test' | 'prod';
  databaseUrl: string | undefined;
  dataDir: string;
  /** External OpenID Connect issuer; unset means the bundled identity provider at /idp. */
  oidc: { issuer: string | undefined; clientId: string; clientSecret: string; providerName: string };
  /** Cookies get the Secure flag when the public URL is https (behind TLS). */
  secureCookies: boolean;
  /** Where the built web app is; unset means apps/web/dist. */
  webDist: string | undefined;
  /** Run the asynchronous command worker in this process. */
  worker: boolean;
  appVersion: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const environment = env.LP_ENV === 'prod' || env.LP_ENV === 'test' ? env.LP_ENV : 'dev';
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl,
    environment,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? 'data',
    oidc: {
      issuer: env.OIDC_ISSUER || undefined,
      clientId: env.OIDC_CLIENT_ID ?? 'learner-portal',
      clientSecret: env.OIDC_CLIENT_SECRET ?? 'learner-portal-local-secret',
      providerName: env.OIDC_PROVIDER_NAME ?? 'local',
    },
    secureCookies: publicUrl.startsWith('https://'),
    webDist: env.WEB_DIST || undefined,
    worker: env.WORKER !== 'false',
    appVersion: env.APP_VERSION ?? '0.1.0',
  };
}
