import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { formatLogLine } from './text-log.ts';
import type { UrlRedaction } from './url-redaction.ts';

/** How the server logs (docs/configuration.md: LOG_LEVEL, LOG_FORMAT, LOG_REQUESTS). */
export interface LogSettings {
  level: string;
  /** `json`: one pino line per event, for a log collector; `text`: a short line for a person (npm start). */
  format: 'json' | 'text';
  /** A line for each request; errors and warnings are logged either way. */
  requests: boolean;
}

/** The settings from the environment; `false` (no logger at all) with LOG_LEVEL=silent. */
export function logSettingsFrom(env: NodeJS.ProcessEnv): LogSettings | false {
  const level = env.LOG_LEVEL || 'info';
  if (level === 'silent') return false;
  return { level, format: env.LOG_FORMAT === 'text' ? 'text' : 'json', requests: !['0', 'false', 'off'].includes(env.LOG_REQUESTS ?? '') };
}

/**
 * Fastify's logger and log controller for these settings. Every line passes `redaction`
 * as the last step before it is written (pino's streamWrite hook): the request's address,
 * an error's message and stack, any text — one place, whatever logged it (issue 31 item 6).
 */
export function fastifyLogging(
  settings: LogSettings | false,
  redaction: UrlRedaction,
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  const logController = new RequestLogController({
    requestIdLogLabel: 'requestId',
    disableRequestLogging: !settings || !settings.requests,
  });
  if (!settings) return { logger: false, logController };
  return {
    logger: {
      level: settings.level,
      hooks: { streamWrite: (line: string) => redaction.redactText(line) },
      serializers: {
        // The address as it came: the identity provider rewrites `url` for the library it hands the request to.
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: request.originalUrl,
          host: request.host,
          remoteAddress: request.ip,
        }),
      },
      ...(settings.format === 'text' && { stream: { write: (line: string) => void process.stdout.write(formatLogLine(line)) } }),
    },
    logController,
  };
}

/** The completed request's line carries its method and address too, so one line says everything about it. */
class RequestLogController extends LogController {
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
