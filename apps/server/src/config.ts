import {
  DATA_LAKE_SESSION_DURATION_MINUTES,
  isAnalyticsEnvironment,
  isNavigationTarget,
  KNOWLEDGE_CHECK_INTERVAL_DAYS,
  KNOWLEDGE_CHECK_MAX_LATE_DAYS,
} from '@lp/domain';

/** How the portal can prove itself at the issuer's token endpoint with its client secret (OIDC Core §9). */
const CLIENT_AUTH_METHODS = ['client_secret_basic', 'client_secret_post'] as const;
export type ClientAuthMethod = (typeof CLIENT_AUTH_METHODS)[number];
const isClientAuthMethod = (value: unknown): value is ClientAuthMethod => CLIENT_AUTH_METHODS.includes(value as ClientAuthMethod);

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
  oidc: {
    issuer: string | undefined;
    clientId: string;
    clientSecret: string;
    providerName: string;
    /** How the secret goes to the token endpoint; unset: chosen from the issuer's discovery (decision 0053). */
    clientAuthMethod: ClientAuthMethod | undefined;
    /**
     * Link a first sign-in to an imported person by an e-mail the issuer did not say it
     * verified (OIDC_TRUST_UNVERIFIED_EMAIL=true): for an issuer that only holds verified
     * addresses but never sends `email_verified`. Off: only verified addresses link.
     */
    trustUnverifiedEmail: boolean;
  };
  /** Cookies get the Secure flag when the public URL is https (behind TLS); HSTS is sent then too. */
  secureCookies: boolean;
  /**
   * Addresses (IPs or CIDR ranges) of reverse proxies whose `X-Forwarded-*` headers are
   * believed; empty: none, so no client can choose the host, protocol or address it is seen with.
   */
  trustedProxies: string[];
  /** Absolute session lifetime from sign-in, beside the tenant's inactivity limit. */
  sessionMaxAgeSeconds: number;
  /** Where the built web app is; unset means apps/web/dist. */
  webDist: string | undefined;
  /** Run the asynchronous command worker in this process. */
  worker: boolean;
  /** The asynchronous command worker (commands/command-bus.ts). */
  commands: CommandsConfig;
  /** Limits on failed sign-ins at the bundled identity provider (modules/idp/sign-in-throttle.ts). */
  signIn: SignInLimitsConfig;
  /** How often calls that write or cost may be made, per learner and per address (plugins/call-limits.ts). */
  callLimits: CallLimitsConfig;
  appVersion: string;
  /**
   * Health and metrics (issue 17): on the main port only with `Authorization: Bearer <token>`
   * (OPS_TOKEN); without a token they are served only on OPS_PORT, a listener of their own
   * bound to OPS_HOST (127.0.0.1 by default), never to the public.
   */
  ops: { token: string | undefined; port: number | undefined; host: string; shutdownTimeoutMs: number };
  /**
   * Where package content (SCORM, cmi5) is served (decision 0078): a listener of its own on
   * CONTENT_PORT, which browsers reach as CONTENT_ORIGIN, another origin than the portal's,
   * so a package's scripts never run beside the learner's session.
   */
  content: { port: number; host: string; origin: string };
  /** doc 2 §5: the cloud storage host PDF links may lead to besides this site (`name` or `name:port`). */
  storageHost?: string;
  /** doc 1 §6: where platform-only users land after sign-in when their tenant's cloudRedirect is on; unset: /platform. */
  cloudPlatformUrl: string | undefined;
  /** E-mail and the knowledge checks sent by it (modules/knowledge-checks, decision 0026). */
  mail: MailConfig;
  /**
   * The AI tutor's language model (an OpenAI-compatible chat completions server, decision
   * 0027); unset: the tutor answers with the course's passages themselves.
   */
  languageModel: { url: string; model: string; apiKey: string; timeoutMs: number } | undefined;
  /**
   * doc 1 §7, §9 (decision 0040): where the web's analytics event logger and data-lake logger
   * send, handed to the web in the runtime configuration. Both undefined unless LP_ENV is test or prod.
   */
  analytics: AnalyticsConfig;
}

export interface AnalyticsConfig {
  eventsUrl: string | undefined;
  dataLakeUrl: string | undefined;
  dataLakeSessionMinutes: number;
}

export interface MailConfig {
  /** `smtp://[user:pass@]host:port` (`smtps://` for TLS from the start); unset: no e-mail is sent. */
  smtpUrl: string | undefined;
  /** The From of every message. */
  from: string;
  knowledgeChecks: {
    /** Days after a finished course at which its checks fall due (the spaced-repetition plan). */
    intervalDays: number[];
    /** A check not sent this many days after it fell due is dropped. */
    maxLateDays: number;
    /** How often the worker looks for checks to plan and send. */
    pollSeconds: number;
    /** How long a claimed send is the claiming process's before another may try it. */
    leaseSeconds: number;
  };
}

export interface SignInLimitsConfig {
  /** Failed sign-ins to one account (from any address) in a row without a wait; the last of them sets the first wait. */
  accountAttempts: number;
  /** The same for one client address (an IPv6 /64), whichever accounts it tries. */
  addressAttempts: number;
  /** Quiet time after which a count is forgotten, counted from the last failure or the end of its wait. */
  windowSeconds: number;
  /** The wait set by the failure that reaches a limit; it doubles with each further failure. */
  firstWaitSeconds: number;
  maxWaitSeconds: number;
}

/** How often calls that write or cost may be made (plugins/call-budgets.ts, decision 0058). */
export interface CallLimitsConfig {
  /** Off only for load benchmarks, which send far more than any learner from one address. */
  enabled: boolean;
  /** Multiplies every per-address budget: for a site with more people behind one address than a classroom. */
  addressFactor: number;
}

export interface CommandsConfig {
  /** How long a claimed command stays the claiming process's before any process may take it again. */
  leaseSeconds: number;
  /** Commands run at once by this process's worker on PostgreSQL (PGlite runs one at a time). */
  workers: number;
  /**
   * Test only: how long the worker holds a command's transaction open after its handler
   * ran, before committing — so a test can kill a process in the middle of a command.
   * Always 0 when LP_ENV=prod.
   */
  commitDelayMs: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const environment = env.LP_ENV === 'prod' || env.LP_ENV === 'test' ? env.LP_ENV : 'dev';
  return {
    port,
    // Only this machine by default: listening on every interface is a choice (HOST=0.0.0.0).
    host: env.HOST || '127.0.0.1',
    publicUrl,
    environment,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? 'data',
    oidc: {
      issuer: env.OIDC_ISSUER || undefined,
      clientId: env.OIDC_CLIENT_ID ?? 'learner-portal',
      clientSecret: env.OIDC_CLIENT_SECRET ?? 'learner-portal-local-secret',
      providerName: env.OIDC_PROVIDER_NAME ?? 'local',
      clientAuthMethod: isClientAuthMethod(env.OIDC_CLIENT_AUTH_METHOD) ? env.OIDC_CLIENT_AUTH_METHOD : undefined,
      trustUnverifiedEmail: env.OIDC_TRUST_UNVERIFIED_EMAIL === 'true',
    },
    secureCookies: publicUrl.startsWith('https://'),
    trustedProxies: (env.TRUSTED_PROXIES ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
    sessionMaxAgeSeconds: wholeNumber(env.SESSION_MAX_AGE_SECONDS, 12 * 3600, 60),
    webDist: env.WEB_DIST || undefined,
    worker: env.WORKER !== 'false',
    commands: {
      leaseSeconds: wholeNumber(env.COMMAND_LEASE_SECONDS, 30, 1),
      workers: wholeNumber(env.COMMAND_WORKERS, 4, 1),
      commitDelayMs: environment === 'prod' ? 0 : wholeNumber(env.COMMAND_COMMIT_DELAY_MS, 0, 0),
    },
    signIn: {
      accountAttempts: wholeNumber(env.SIGN_IN_ACCOUNT_ATTEMPTS, 5, 1),
      addressAttempts: wholeNumber(env.SIGN_IN_ADDRESS_ATTEMPTS, 50, 1),
      windowSeconds: wholeNumber(env.SIGN_IN_WINDOW_SECONDS, 15 * 60, 1),
      firstWaitSeconds: wholeNumber(env.SIGN_IN_FIRST_WAIT_SECONDS, 30, 1),
      maxWaitSeconds: wholeNumber(env.SIGN_IN_MAX_WAIT_SECONDS, 15 * 60, 1),
    },
    callLimits: {
      enabled: env.CALL_LIMITS !== 'off',
      addressFactor: wholeNumber(env.CALL_LIMIT_ADDRESS_FACTOR, 1, 1),
    },
    appVersion: env.APP_VERSION ?? '0.1.0',
    ops: {
      token: env.OPS_TOKEN || undefined,
      port: env.OPS_PORT ? wholeNumber(env.OPS_PORT, 0, 0) : undefined,
      host: env.OPS_HOST || '127.0.0.1',
      shutdownTimeoutMs: wholeNumber(env.SHUTDOWN_TIMEOUT_SECONDS, 30, 1) * 1000,
    },
    content: contentOrigin(env, port, publicUrl),
    storageHost: hostOf(env.STORAGE_PUBLIC_HOST),
    cloudPlatformUrl: landingUrl(env.CLOUD_PLATFORM_URL),
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      // An address alone is sent under the tenant's name (decision 0064).
      from: env.MAIL_FROM || `no-reply@${new URL(publicUrl).hostname}`,
      knowledgeChecks: {
        intervalDays: dayList(env.KNOWLEDGE_CHECK_INTERVAL_DAYS) ?? [...KNOWLEDGE_CHECK_INTERVAL_DAYS],
        maxLateDays: wholeNumber(env.KNOWLEDGE_CHECK_MAX_LATE_DAYS, KNOWLEDGE_CHECK_MAX_LATE_DAYS, 0),
        pollSeconds: wholeNumber(env.KNOWLEDGE_CHECK_POLL_SECONDS, 30, 1),
        leaseSeconds: wholeNumber(env.KNOWLEDGE_CHECK_LEASE_SECONDS, 120, 5),
      },
    },
    languageModel: env.TUTOR_LLM_URL
      ? {
          url: env.TUTOR_LLM_URL,
          model: env.TUTOR_LLM_MODEL || 'gpt-4o-mini',
          apiKey: env.TUTOR_LLM_API_KEY ?? '',
          timeoutMs: wholeNumber(env.TUTOR_LLM_TIMEOUT_SECONDS, 60, 1) * 1000,
        }
      : undefined,
    analytics: {
      eventsUrl: analyticsUrl(env.ANALYTICS_EVENTS_URL, environment),
      dataLakeUrl: analyticsUrl(env.DATA_LAKE_URL, environment),
      dataLakeSessionMinutes: wholeNumber(env.DATA_LAKE_SESSION_MINUTES, DATA_LAKE_SESSION_DURATION_MINUTES, 1),
    },
  };
}

/**
 * An analytics endpoint: only in test and prod (doc 1 §7), an absolute http(s) URL with no
 * user name in it (the browser sends to it; a secret there would be every visitor's), and
 * https in prod. Anything else: undefined, so the loggers stay off.
 */
function analyticsUrl(value: string | undefined, environment: ServerConfig['environment']): string | undefined {
  if (!value?.trim() || !isAnalyticsEnvironment(environment)) return undefined;
  try {
    const url = new URL(value.trim());
    const schemes = environment === 'prod' ? ['https:'] : ['https:', 'http:'];
    return schemes.includes(url.protocol) && !url.username && !url.password ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** A host as in a URL, lower case; a full URL is accepted for its host. Unset or unreadable: undefined. */
function hostOf(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  try {
    return new URL(text.includes('://') ? text : `https://${text}`).host || undefined;
  } catch {
    return undefined;
  }
}

/** A path on this site (`/cloud`) or an http(s) address; anything else (unset, `//host`, `javascript:`) gives undefined. */
function landingUrl(value: string | undefined): string | undefined {
  const text = value?.trim();
  return text && isNavigationTarget(text) ? text : undefined;
}

/** Comma-separated days in increasing order (`1,3,7`); unset or unreadable gives undefined. */
function dayList(value: string | undefined): number[] | undefined {
  const days = value?.split(',').map((d) => Number(d.trim()));
  if (!days?.length || days.some((d, i) => !Number.isFinite(d) || d < 0 || (i > 0 && d <= days[i - 1]!))) return undefined;
  return days;
}

/** A whole number ≥ `min` from the environment; unset or anything else gives the default. */
function wholeNumber(value: string | undefined, fallback: number, min: number): number {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= min ? n : fallback;
}

/**
 * CONTENT_PORT defaults to PORT + 1000. CONTENT_ORIGIN defaults to the public URL's scheme
 * on that port, with localhost and 127.0.0.1 swapped: another host name, not only another
 * port, because cookies are shared between the ports of one host (decision 0078).
 */
function contentOrigin(env: NodeJS.ProcessEnv, port: number, publicUrl: string): ServerConfig['content'] {
  const contentPort = env.CONTENT_PORT ? wholeNumber(env.CONTENT_PORT, port + 1000, 1) : port + 1000;
  const url = new URL(publicUrl);
  const swapped = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' }[url.hostname] ?? url.hostname;
  const origin = env.CONTENT_ORIGIN ? new URL(env.CONTENT_ORIGIN).origin : `${url.protocol}//${swapped}:${contentPort}`;
  if (origin === url.origin) throw new Error("CONTENT_ORIGIN must differ from the portal's own origin (PUBLIC_URL).");
  return { port: contentPort, host: env.CONTENT_HOST || env.HOST || '127.0.0.1', origin };
}
