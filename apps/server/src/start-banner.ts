import { join } from 'node:path';
import type { ServerConfig } from './config.ts';
import type { LogSettings } from './lib/logging/logger-options.ts';

/** The bundled identity provider's demo accounts (apps/server/demo/demo.json), as the README lists them. */
export const DEMO_ACCOUNTS = [
  ['Learner', 'learner@demo.test', 'learner'],
  ['Second learner', 'learner2@demo.test', 'learner2'],
  ['Administrator', 'admin@demo.test', 'admin'],
  ['Author', 'author@demo.test', 'author'],
  ['Instructor', 'instructor@demo.test', 'instructor'],
] as const;

/**
 * What the server prints once it listens (issue 31 item 11): the details first, then — last,
 * so they are what a terminal shows — the address to open and how to sign in.
 */
export function startBanner(config: ServerConfig, processes: number, logging: LogSettings | false): string[] {
  const local = config.host === '127.0.0.1' || config.host === 'localhost';
  const details = [
    `Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${join(config.dataDir, 'pglite')}`}; ${processes} server process${processes === 1 ? '' : 'es'}.`,
    local
      ? `Listening on ${config.host}:${config.port}: this machine only (set HOST=0.0.0.0 to listen on every interface).`
      : `Listening on ${config.host}:${config.port}.`,
    ...(config.ops.port === undefined
      ? []
      : [`Health and metrics: http://${config.ops.host}:${config.ops.port}/health/ready and /metrics`]),
    logging && logging.requests
      ? `Request logs: on (${logging.format === 'text' ? 'one line per request' : 'JSON'}).`
      : 'Request logs: off (LOG_REQUESTS=1 prints one line per request).',
  ];
  const signIn = config.oidc.issuer
    ? [`Sign in through ${config.oidc.issuer}.`]
    : [
        'Sign in with a demo account (bundled identity provider):',
        ...DEMO_ACCOUNTS.map(([who, email, password]) => `  ${who.padEnd(15)} ${email.padEnd(22)} password: ${password}`),
      ];
  return [...details, '', `Learner portal: ${config.publicUrl}/learn`, ...signIn];
}
