import type { AcceptedCommand, CommandView } from '@lp/contract';
import type { Call, CallInput, CallRoute, CommandResult } from '@lp/contract/calls';
import { COMMAND_POLL_DURATION_MS, COMMAND_POLL_INTERVAL_MS, CommandState } from '@lp/domain';
import type { MessageId, Translator } from '@lp/i18n';
import { apiRequest, ApiError, sendCall, type RequestOptions } from './api-client.ts';
import { availabilityMessage, isCourseNotice, NOTICE_MESSAGES } from './course-notices.ts';
import { tooManyRequestsMessage } from './too-many-requests.ts';

/**
 * Why an accepted command did not succeed (doc 1 §8 Asynchronous command failures):
 * `failed` — state Failed; `canceled` — state Canceled (its handling is not in the spec);
 * `unknown` — completed with no known outcome; `noResponse` — nothing came back;
 * `timeout` — no completion within the poll duration.
 */
export type CommandFailure = 'failed' | 'canceled' | 'unknown' | 'noResponse' | 'timeout';

export class CommandError extends Error {
  constructor(
    readonly failure: CommandFailure,
    /** The HTTP status doc 1 §8 gives the case: 400 for Failed, 500 for the unknown outcomes. */
    readonly status: number,
    /** Failed: the message lists of the command, `general` and per field. */
    readonly errors: Record<string, string[]> = {},
  ) {
    super(failure);
  }
  /** The first real message of the lists: `general` first, then the fields in order. */
  get firstMessage(): string | undefined {
    const { general = [], ...fields } = this.errors;
    return [...general, ...Object.values(fields).flat()].find((m) => typeof m === 'string' && m.trim() !== '');
  }
}

export interface CommandOptions {
  prefer?: RequestOptions['prefer'];
  signal?: AbortSignal;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

/** A 202 answer: exactly an id and the command's URL (a synchronous result is the resource itself). */
export function isAcceptedCommand(value: unknown): value is AcceptedCommand {
  if (!value || typeof value !== 'object') return false;
  const keys = Object.keys(value);
  const { id, url } = value as Partial<AcceptedCommand>;
  return keys.length === 2 && typeof id === 'string' && typeof url === 'string';
}

/**
 * doc 1 §4 Asynchronous commands: poll the command's URL every second for up to a minute
 * until `completed` appears, then read its state. Resolves with the command's result.
 */
export async function pollCommand<R>(url: string, signal?: AbortSignal): Promise<R> {
  const deadline = Date.now() + COMMAND_POLL_DURATION_MS;
  for (;;) {
    const command = await apiRequest<CommandView<R> | null | undefined>(url, signal ? { signal } : {});
    if (!command) throw new CommandError('noResponse', 500);
    if (command.completed !== undefined) return outcome(command);
    if (Date.now() + COMMAND_POLL_INTERVAL_MS > deadline) throw new CommandError('timeout', 500);
    await sleep(COMMAND_POLL_INTERVAL_MS, signal);
  }
}

function outcome<R>(command: CommandView<R>): R {
  if (command.state === CommandState.Completed) return command.result as R;
  if (command.state === CommandState.Failed) throw new CommandError('failed', 400, command.errors ?? {});
  if (command.state === CommandState.Canceled) throw new CommandError('canceled', 500);
  throw new CommandError('unknown', 500);
}

/**
 * Sends a command and waits for its outcome. Unless it asks for `respond-sync` it says
 * `Prefer: respond-async` (doc 1 §7: the default of every call, RFC 7240) and the server
 * accepts it (202) and the command URL is polled; with `respond-sync` the answer is the
 * result itself, unless the server fell back to 202, which is polled the same way. HTTP
 * errors of the first call stay `ApiError`s (their status and message lists matter to the caller).
 */
export async function runCommand<C extends Call>(route: CallRoute<C>, input: CallInput<C> & CommandOptions): Promise<CommandResult<C>> {
  const { prefer = 'respond-async', signal } = input;
  const answer = await sendCall(route, { ...input, prefer });
  if (isAcceptedCommand(answer)) return pollCommand<CommandResult<C>>(answer.url, signal);
  if (prefer === 'respond-sync' && answer !== undefined && answer !== null) return answer as CommandResult<C>;
  throw new CommandError('noResponse', 500);
}

const FAILURE_MESSAGES: Record<CommandFailure, MessageId> = {
  failed: 'commands.failed',
  canceled: 'commands.canceled',
  unknown: 'commands.unknownError',
  noResponse: 'commands.noResponse',
  timeout: 'commands.timeout',
};

/**
 * The message a person sees for a failed call or command: the server's first real
 * message when it sent one, else the catalog's text for the case (doc 1 §8, doc 2 §8).
 * A refusal whose reason the app knows is said in the learner's language instead of the
 * server's English (with its date in the learner's format and zone).
 */
export function describeCommandError(error: unknown, t: Translator): string {
  if (error instanceof CommandError)
    return (
      (error.failure === 'failed' ? (knownRefusal(error.errors, t) ?? error.firstMessage) : undefined) ??
      t.t(FAILURE_MESSAGES[error.failure])
    );
  if (error instanceof ApiError) {
    if (error.status >= 500) return t.t('_errors.internal');
    return tooManyRequestsMessage(error, t) ?? knownRefusal(error.body?.errors, t) ?? error.firstMessage ?? t.t('_errors.unknown');
  }
  return t.t('_errors.unknown');
}

/** The server's refusals of a course's start and enrolment, by their reason code (apps/server workflows, enrolment). */
function knownRefusal(errors: Record<string, string[] | undefined> | undefined, t: Translator): string | undefined {
  const reason = errors?.reason?.[0];
  const date = errors?.date?.[0];
  const dated = date !== undefined && !Number.isNaN(Date.parse(date));
  if (isCourseNotice(reason)) return t.t(NOTICE_MESSAGES[reason]);
  if (reason === 'retakeNotAllowed') return t.t('courseActions.retakeNotAllowed');
  if (reason === 'notYetAvailable' && dated) return availabilityMessage(t, 'notYet', date);
  if (reason === 'availabilityEnded' && dated) return availabilityMessage(t, 'ended', date);
  return undefined;
}
