import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMMAND_POLL_DURATION_MS, COMMAND_POLL_INTERVAL_MS } from '@lp/domain';
import { createTranslator, type Catalog } from '@lp/i18n';
import arCatalog from '@lp/i18n/catalogs/ar-AR.json';
import * as workflowRoutes from '@lp/contract/routes/workflow';
import { ApiError } from './api-client.ts';
import { CommandError, describeCommandError, isAcceptedCommand, runCommand } from './commands.ts';

const t = createTranslator('en-US', {});
const submit = workflowRoutes.submitObjectiveWorkflows;
const body = { id: 'wf-1' };
const json = (body: unknown, status = 200) => new Response(body === undefined ? null : JSON.stringify(body), { status });
const accepted = () => json({ id: 'cmd-1', url: '/api/lms/v1/commands/cmd-1' }, 202);
const pending = { id: 'cmd-1', kind: 'submitObjectiveWorkflow', state: null };
const done = (state: 1 | 2 | 3 | null, extra: object = {}) => ({ ...pending, state, completed: '2025-03-05T10:00:00Z', ...extra });

/** fetch answers in order: the POST first, then one answer per poll (the last one repeats). */
function answers(...list: (() => Response)[]) {
  const fetch = vi.fn(async () => (list.length > 1 ? list.shift()! : list[0]!)());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** Runs the command with its failure (if any) caught at once, so fake time can pass before it settles. */
function start(promise: Promise<unknown>) {
  const settled = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  return settled as Promise<{ value?: unknown; error?: unknown }>;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('runCommand (doc 1 §4 asynchronous commands, §8 failures)', () => {
  it('polls the command URL every second until completed, and resolves with the result of a Completed command', async () => {
    const fetch = answers(
      accepted,
      () => json(pending),
      () => json(pending),
      () => json(done(1, { result: { id: 'wf-1' } })),
    );
    const outcome = start(runCommand(submit, { body }));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(COMMAND_POLL_INTERVAL_MS);
    expect(fetch).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(COMMAND_POLL_INTERVAL_MS);
    expect(await outcome).toEqual({ value: { id: 'wf-1' } });
    expect(fetch).toHaveBeenCalledTimes(4);
    const calls = fetch.mock.calls as unknown as [string, RequestInit][];
    expect(calls[0]![0]).toBe('/api/lms/v1/submit-objective-workflows');
    expect(calls[0]![1].method).toBe('POST');
    // doc 1 §7: a command that does not ask for sync says respond-async.
    expect((calls[0]![1].headers as Record<string, string>).Prefer).toBe('respond-async');
    expect(calls.slice(1).map(([url]) => url)).toEqual(Array(3).fill('/api/lms/v1/commands/cmd-1'));
  });

  it('Failed: a 400 with the first real message of the lists (general first, then the fields)', async () => {
    answers(accepted, () => json(done(2, { errors: { general: ['  '], id: ['This run has already been submitted.'] } })));
    const { error } = await start(runCommand(submit, { body }));
    expect(error).toBeInstanceOf(CommandError);
    expect((error as CommandError).status).toBe(400);
    expect(describeCommandError(error, t)).toBe('This run has already been submitted.');
  });

  it("Failed with no message: 'Server accepted command but encountered errors.'", async () => {
    answers(accepted, () => json(done(2, { errors: { general: [] } })));
    const { error } = await start(runCommand(submit, { body }));
    expect(describeCommandError(error, t)).toBe('Server accepted command but encountered errors.');
  });

  it('Canceled: a failure of its own', async () => {
    answers(accepted, () => json(done(3)));
    const { error } = await start(runCommand(submit, { body }));
    expect((error as CommandError).failure).toBe('canceled');
    expect(describeCommandError(error, t)).toBe('The request was canceled before it finished.');
  });

  it("completed with no known state: 500 'Server accepted command but encountered an unknown error.'", async () => {
    answers(accepted, () => json(done(null)));
    const { error } = await start(runCommand(submit, { body }));
    expect((error as CommandError).status).toBe(500);
    expect(describeCommandError(error, t)).toBe('Server accepted command but encountered an unknown error.');
  });

  it("a missing response: 500 'Server returns unknown error.' (no command URL, or an empty poll answer)", async () => {
    answers(() => json(undefined, 204));
    const first = await start(runCommand(submit, { body }));
    expect(describeCommandError(first.error, t)).toBe('Server returns unknown error.');
    answers(accepted, () => json(null));
    const second = await start(runCommand(submit, { body }));
    expect((second.error as CommandError).status).toBe(500);
    expect(describeCommandError(second.error, t)).toBe('Server returns unknown error.');
  });

  it("no completion within 60 s: 'Time over!', after a poll a second for the whole minute", async () => {
    const fetch = answers(accepted, () => json(pending));
    const outcome = start(runCommand(submit, { body }));
    await vi.advanceTimersByTimeAsync(COMMAND_POLL_DURATION_MS - 1);
    expect(fetch.mock.calls.length).toBeGreaterThanOrEqual(60);
    await vi.advanceTimersByTimeAsync(COMMAND_POLL_INTERVAL_MS * 2);
    const { error } = await outcome;
    expect(describeCommandError(error, t)).toBe('Time over!');
    expect(fetch.mock.calls.length - 1).toBe(COMMAND_POLL_DURATION_MS / COMMAND_POLL_INTERVAL_MS + 1);
  });

  it('respond-sync: the answer is the result itself, and a 202 fallback is polled', async () => {
    const fetch = answers(() => json({ id: 'wf-1', state: 1 }));
    expect(await runCommand(submit, { body, prefer: 'respond-sync' })).toEqual({ id: 'wf-1', state: 1 });
    expect(((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Record<string, string>).Prefer).toBe('respond-sync');
    answers(accepted, () => json(done(1, { result: { id: 'wf-2' } })));
    expect(await runCommand(submit, { body, prefer: 'respond-sync' })).toEqual({ id: 'wf-2' });
  });

  it('a refused call stays an ApiError with its status and lists', async () => {
    answers(() =>
      json({ status: 409, title: 'Conflict', code: 'conflict', errors: { general: ['This course is already in progress.'] } }, 409),
    );
    const { error } = await start(runCommand(submit, { body, prefer: 'respond-sync' }));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect(describeCommandError(error, t)).toBe('This course is already in progress.');
  });

  it('a 500 reads "Internal error…"; anything unexplained reads "Unknown error…" (doc 2 §8)', () => {
    expect(describeCommandError(new ApiError(500, undefined), t)).toBe('Internal error. Please refresh the page and try again.');
    expect(describeCommandError(new ApiError(400, undefined), t)).toBe('Unknown error. Please refresh the page and try again.');
    expect(describeCommandError(new TypeError('Failed to fetch'), t)).toBe('Unknown error. Please refresh the page and try again.');
  });

  it('stops polling when its signal aborts', async () => {
    const fetch = answers(accepted, () => json(pending));
    const controller = new AbortController();
    const outcome = start(runCommand(submit, { body, signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(COMMAND_POLL_INTERVAL_MS * 2);
    controller.abort();
    expect((await outcome).error).toBeDefined();
    const calls = fetch.mock.calls.length;
    await vi.advanceTimersByTimeAsync(COMMAND_POLL_INTERVAL_MS * 5);
    expect(fetch.mock.calls.length).toBe(calls);
  });
});

describe('isAcceptedCommand', () => {
  it.each([
    [{ id: 'c', url: '/api/lms/v1/commands/c' }, true],
    [{ id: 'wf', state: 1 }, false],
    [{ id: 'c', url: '/u', completed: true }, false],
    [null, false],
  ])('%j → %s', (value, expected) => {
    expect(isAcceptedCommand(value)).toBe(expected);
  });
});

describe("a refusal whose reason the app knows is said in the learner's language (doc 1 §7: Accept-Language, §8)", () => {
  const ar = createTranslator('ar-AR', arCatalog as Catalog, 'UTC');
  const refusal = (errors: Record<string, string[]>) =>
    new ApiError(400, { status: 400, title: 'Bad Request', code: 'badRequest', errors });
  const date = '2026-12-24T09:30:00.000Z';

  it('a course not open yet: its date in the learner’s format, not the server’s English and ISO date', () => {
    const error = refusal({ general: [`This course will be available to start on ${date}.`], reason: ['notYetAvailable'], date: [date] });
    const said = describeCommandError(error, ar);
    expect(said).toContain('سيكون بالإمكان بدء الدورة في');
    expect(said).not.toContain('2026-12-24T');
    expect(describeCommandError(error, t)).toMatch(/^Will be available to start on .*2026/);
    // The same refusal as an asynchronous command's Failed state.
    expect(describeCommandError(new CommandError('failed', 400, error.body!.errors as Record<string, string[]>), ar)).toBe(said);
  });

  it('the other reasons of a refused start or enrolment', () => {
    expect(describeCommandError(refusal({ general: ['This course is coming soon.'], reason: ['comingSoon'] }), ar)).toBe(
      ar.t('courseActions.comingSoon'),
    );
    expect(describeCommandError(refusal({ general: ['This course cannot be started again.'], reason: ['retakeNotAllowed'] }), ar)).toBe(
      ar.t('courseActions.retakeNotAllowed'),
    );
    expect(describeCommandError(refusal({ general: ['x'], reason: ['availabilityEnded'], date: [date] }), ar)).toContain(
      'كان بالإمكان بدء الدورة قبل',
    );
    // Only an archived course is refused as notAvailable: it says it is no longer available (issue 33 item 9).
    expect(describeCommandError(refusal({ general: ['This course is not available.'], reason: ['notAvailable'] }), ar)).toBe(
      ar.t('honest.archived.title'),
    );
  });

  it("an unknown reason, or a date that is none, keeps the server's words", () => {
    expect(describeCommandError(refusal({ general: ['Self-enrolment is closed.'], reason: ['somethingNew'] }), ar)).toBe(
      'Self-enrolment is closed.',
    );
    expect(describeCommandError(refusal({ general: ['Not yet.'], reason: ['notYetAvailable'], date: ['soon'] }), ar)).toBe('Not yet.');
  });
});
