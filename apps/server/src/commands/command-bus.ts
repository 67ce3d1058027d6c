import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { z } from 'zod';
import type { CommandsConfig } from '../config.ts';
import type { Db, Queryable } from '../db/client.ts';
import { claimNextCommand, completeCommand, findCommand, insertCommand, retryCommandLater, type CommandRow } from './command-repository.ts';
import { failedOutcome } from './command-failure.ts';
import { isTransientFailure } from '../lib/database-errors.ts';

/** What a command runs with: its caller and the clock, inside the command's transaction. */
export interface CommandContext {
  tx: Queryable;
  tenantId: string;
  userId: string;
  featureFlags: Record<string, boolean>;
  now: Date;
}
export type CommandHandler<P> = (payload: P, ctx: CommandContext) => Promise<unknown>;
interface CommandDefinition {
  schema: z.ZodType;
  handler: CommandHandler<never>;
}

/** Attempts of a command that keeps failing transiently (a deadlock, a dropped connection). */
const MAX_ATTEMPTS = 3;
/** How often the first worker loop looks for commands other processes queued or left behind. */
const IDLE_POLL_MS = 250;
/** The other loops sleep until there is work (woken by a submit or by a loop that found some). */
const HELPER_IDLE_POLL_MS = 5_000;
/** A respond-sync wait is woken by this process's worker; the database is polled, backing off to this, for other processes'. */
const MAX_WAIT_POLL_MS = 1_000;

/**
 * Asynchronous commands (doc 1 §4, DESIGN "Calls"): each is a database row, run by a
 * worker in one transaction together with its outcome. A payload is checked against its
 * command's schema before the row is written, so a malformed one is a 400 at once. A
 * transient failure (command-failure.ts) is retried; any other fails the command at once
 * (state Failed) with its message lists. Processes share the queue; a claimed command is
 * leased (config.commands.leaseSeconds) so another process takes it over if the claiming
 * one dies.
 */
export class CommandBus {
  private readonly commands = new Map<string, CommandDefinition>();
  private readonly events = new EventEmitter();
  private running = false;
  /** True while the worker loops run (the readiness check). */
  get isRunning() {
    return this.running;
  }
  /** Wakers of the worker loops asleep: a submit wakes one. */
  private readonly sleepers = new Set<() => void>();
  private loops: Promise<void>[] = [];

  constructor(
    private readonly db: Db,
    private readonly flagsOf: (tenantId: string) => Promise<Record<string, boolean>>,
    private readonly config: CommandsConfig,
  ) {
    this.events.setMaxListeners(0);
  }

  /** A command kind, the schema its payload must pass, and the handler that gets the parsed payload. */
  register<S extends z.ZodType>(kind: string, schema: S, handler: CommandHandler<z.output<S>>) {
    this.commands.set(kind, { schema, handler: handler as CommandHandler<never> });
  }

  /** Queues a command; a payload its schema refuses throws (a ZodError: the caller's 400) and writes nothing. */
  async submit(c: { tenantId: string; userId: string; kind: string; payload: unknown }): Promise<string> {
    const command = this.commands.get(c.kind);
    if (!command) throw new Error(`no handler for command ${c.kind}`);
    const payload = command.schema.parse(c.payload);
    const id = randomUUID();
    await insertCommand(this.db, { id, ...c, payload });
    this.wakeOne();
    return id;
  }

  /** Waits until the command has an outcome or `timeoutMs` passes (respond-sync). */
  async waitFor(tenantId: string, id: string, timeoutMs: number): Promise<CommandRow | undefined> {
    const deadline = Date.now() + timeoutMs;
    let poll = 50;
    for (;;) {
      const row = await findCommand(this.db, tenantId, id);
      if (!row || row.state !== null || Date.now() >= deadline) return row;
      // Woken by this process's worker, or by a poll that backs off (another process may run it).
      poll = Math.min(poll * 2, MAX_WAIT_POLL_MS);
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(
          () => {
            this.events.off(id, done);
            resolve();
          },
          Math.min(poll, Math.max(0, deadline - Date.now())),
        );
        this.events.once(id, done);
      });
    }
  }

  /**
   * Starts the worker loops: several on PostgreSQL, so a burst of commands (a class
   * pressing Start at once) is not a queue behind one transaction at a time; one on
   * PGlite, whose single connection runs one transaction at a time anyway.
   */
  start() {
    if (this.running) return;
    this.running = true;
    const loops = this.db.kind === 'pglite' ? 1 : this.config.workers;
    this.loops = Array.from({ length: loops }, (_, i) => this.work(i === 0 ? IDLE_POLL_MS : HELPER_IDLE_POLL_MS));
  }

  async stop() {
    this.running = false;
    for (const wake of [...this.sleepers]) wake();
    await Promise.all(this.loops);
  }

  private wakeOne() {
    const [wake] = this.sleepers;
    wake?.();
  }

  /** Runs pending commands until there are none, then sleeps until woken or the next poll. */
  private async work(idlePollMs: number) {
    while (this.running) {
      const command = await claimNextCommand(this.db, this.config.leaseSeconds).catch(() => undefined);
      if (command) {
        this.wakeOne(); // there may be more: let a sleeping loop look too
        await this.run(command);
        continue;
      }
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          this.sleepers.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, idlePollMs);
        this.sleepers.add(wake);
      });
    }
  }

  /** Runs one command now (also used by tests to drive the queue step by step). */
  async run(command: CommandRow) {
    const definition = this.commands.get(command.kind);
    try {
      if (!definition) throw new Error(`no handler for command ${command.kind}`);
      // Checked again: a row may predate its schema's last change.
      const payload = definition.schema.parse(command.payload) as never;
      const featureFlags = await this.flagsOf(command.tenant_id);
      await this.db.transaction(async (tx) => {
        const result = await definition.handler(payload, {
          tx,
          tenantId: command.tenant_id,
          userId: command.user_id!,
          featureFlags,
          now: new Date(),
        });
        // Test only (0 unless COMMAND_COMMIT_DELAY_MS): the work is done but not committed,
        // the moment a crash must leave no trace of (test/command-restart.test.ts).
        if (this.config.commitDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.config.commitDelayMs));
        await completeCommand(tx, command.id, { state: 1, result: result ?? null });
      });
    } catch (error) {
      // Unrecorded (the database gone too), the command is claimed again once its lease runs out.
      await this.fail(command, error).catch((failure: unknown) =>
        console.error(`command ${command.id}: could not record its failure`, failure),
      );
    }
    this.events.emit(command.id);
  }

  /**
   * A transient failure is tried again soon (sooner than the lease would allow), up to
   * MAX_ATTEMPTS; a refusal, a bad payload or a bug fails the command on this attempt.
   */
  private async fail(command: CommandRow, error: unknown) {
    if (isTransientFailure(error) && command.attempts < MAX_ATTEMPTS) return retryCommandLater(this.db, command.id, command.attempts);
    const outcome = failedOutcome(error);
    if (outcome.result.status >= 500) console.error(`command ${command.id} (${command.kind}) failed, attempt ${command.attempts}`, error);
    await completeCommand(this.db, command.id, outcome);
  }

  /** Claims and runs every pending command once (tests; a second process's worker). */
  async drain(): Promise<number> {
    let n = 0;
    for (
      let c = await claimNextCommand(this.db, this.config.leaseSeconds);
      c;
      c = await claimNextCommand(this.db, this.config.leaseSeconds)
    ) {
      await this.run(c);
      n++;
    }
    return n;
  }
}
