import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { ErrorCodes } from '@lp/contract';
import type { Translator } from '@lp/i18n';
import type { Db } from '../db/client.ts';
import type { CallLimitsConfig } from '../config.ts';
import { addressKey } from '../lib/address-key.ts';
import { HttpError } from '../lib/http-error.ts';
import { translatorFor } from '../lib/i18n.ts';
import { LONGEST_WINDOW_SECONDS, type CallBudget } from './call-budgets.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts the calls that have a budget (CALL_BUDGETS). */
    readonly callCounter: CallCounter;
  }
}

interface Count {
  key: string;
  calls: number;
  wait: number;
}

/**
 * Calls counted in the database per budget, per learner and per address, in fixed windows
 * (decision 0058), so every server process counts together. One statement per call: a key's
 * row is reused, its window started afresh once the last one ended. A refused call is
 * counted too, which cannot lengthen the wait (the window is fixed) and keeps it one statement.
 */
export class CallCounter {
  private lastPrune = 0;

  constructor(
    private readonly db: Db,
    private readonly config: CallLimitsConfig,
  ) {}

  /** Seconds until the call may be made again, or 0 when it may be made now. */
  async take(tenantId: string, budget: CallBudget, learnerId: string | undefined, ip: string): Promise<number> {
    if (!this.config.enabled) return 0;
    const perAddress = budget.perAddress * this.config.addressFactor;
    const keys = [
      `address:${addressKey(ip)}`,
      ...(learnerId !== undefined && budget.perLearner !== undefined ? [`learner:${learnerId}`] : []),
    ];
    const counts = await this.db.query<Count>(
      `INSERT INTO call_counts AS c (tenant_id, budget, key, window_start, calls)
       SELECT $1, $2, k, now(), 1 FROM unnest($3::text[]) AS k
       ON CONFLICT (tenant_id, budget, key) DO UPDATE SET
         window_start = CASE WHEN c.window_start + make_interval(secs => $4) <= now() THEN now() ELSE c.window_start END,
         calls = CASE WHEN c.window_start + make_interval(secs => $4) <= now() THEN 1 ELSE c.calls + 1 END
       RETURNING key, calls, ceil(extract(epoch FROM window_start + make_interval(secs => $4) - now()))::int AS wait`,
      [tenantId, budget.name, keys, budget.windowSeconds],
    );
    await this.pruneNowAndThen();
    const over = counts.filter((c) => c.calls > (c.key.startsWith('learner:') ? budget.perLearner! : perAddress));
    return over.length === 0 ? 0 : Math.max(1, ...over.map((c) => c.wait));
  }

  /** Rows whose window ended long ago are cleared, at most once a minute per process. */
  private async pruneNowAndThen() {
    if (Date.now() - this.lastPrune < 60_000) return;
    this.lastPrune = Date.now();
    await this.db.query(`DELETE FROM call_counts WHERE window_start < now() - make_interval(secs => $1)`, [LONGEST_WINDOW_SECONDS]);
  }
}

/** Register before the routes; with limits switched off (CALL_LIMITS=off) nothing is counted. */
export function registerCallLimits(app: FastifyInstance, db: Db, config: CallLimitsConfig) {
  app.decorate('callCounter', new CallCounter(db, config));
}

/** The refusal's words in the caller's language: seconds under two minutes, else whole minutes rounded up. */
export function tooManyRequestsMessage(t: Translator, waitSeconds: number): string {
  return waitSeconds < 120
    ? t.t('_errors.tooManyRequests.seconds', { count: waitSeconds })
    : t.t('_errors.tooManyRequests.minutes', { count: Math.ceil(waitSeconds / 60) });
}

/**
 * The route's onRequest hook for a budget: after the session is known, before the input is
 * read, so a refused call costs one statement. The person counted is the one at the
 * keyboard: an administrator acting as a learner is counted as the administrator.
 */
export function callLimitHook(budget: CallBudget): onRequestHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const session = request.session;
    const learnerId = session ? (session.impersonator?.id ?? session.user.id) : undefined;
    const wait = await request.server.callCounter.take(request.tenant.id, budget, learnerId, request.ip);
    if (wait === 0) return;
    reply.header('retry-after', String(wait));
    throw new HttpError(429, ErrorCodes.tooManyRequests, tooManyRequestsMessage(translatorFor(request.headers['accept-language']), wait));
  };
}
