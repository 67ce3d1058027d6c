import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Db, Queryable } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { claimNextCommand, completeCommand, findCommand, insertCommand, type CommandRow } from './command-repository.ts';

/** What a command runs with: its caller and the clock, inside the command's transaction. */
export interface CommandContext {
  tx: Queryable;
  tenantId: string;
  userId: string;
  featureFlags: Record<string, boolean>;
  now: Date;
}
export type CommandHandler = (payload: unknown, ctx: CommandContext) => Promise<unknown>;

const LEASE_SECONDS = 30;
const MAX_ATTEMPTS = 3;
const IDLE_POLL_MS = 250;

/**
 * Asynchronous commands (doc 1 §4, DESIGN "Calls"): each is a database row, run by a
 * worker in one transaction together with its outcome. A handler that throws an
 * HttpError fails the command with its message lists (state Failed); any other error is
 * retried, then failed with a general message. Processes share the queue.
 */
export class CommandBus {
  private readonly handlers = new Map<string, CommandHandler>();
  private readonly events = new EventEmitter();
  private running = false;
  private wake: (() => void) | undefined;
  private loop: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly flagsOf: (tenantId: string) => Promise<Record<string, boolean>>,
  ) {
    this.events.setMaxListeners(0);
  }

  register(kind: string, handler: CommandHandler) {
    this.handlers.set(kind, handler);
  }

  async submit(c: { tenantId: string; userId: string; kind: string; payload: unknown }): Promise<string> {
    if (!this.handlers.has(c.kind)) throw new Error(`no handler for command ${c.kind}`);
    const id = randomUUID();
    await insertCommand(this.db, { id, ...c });
    this.wake?.();
    return id;
  }

  /** Waits until the command has an outcome or `timeoutMs` passes (respond-sync). */
  async waitFor(tenantId: string, id: string, timeoutMs: number): Promise<CommandRow | undefined> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const row = await findCommand(this.db, tenantId, id);
      if (!row || row.state !== null || Date.now() >= deadline) return row;
      // Woken by this process's worker, or at the latest after a short poll (another process may run it).
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          this.events.off(id, done);
          resolve();
        }, Math.min(200, Math.max(0, deadline - Date.now())));
        this.events.once(id, done);
      });
    }
  }

  start() {
    if (this.running) return;
    this.running = true;
    this.loop = this.work();
  }

  async stop() {
    this.running = false;
    this.wake?.();
    await this.loop;
  }

  /** Runs pending commands until there are none, then sleeps until woken or the next poll. */
  private async work() {
    while (this.running) {
      const command = await claimNextCommand(this.db, LEASE_SECONDS).catch(() => undefined);
      if (command) {
        await this.run(command);
        continue;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, IDLE_POLL_MS);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = undefined;
    }
  }

  /** Runs one command now (also used by tests to drive the queue step by step). */
  async run(command: CommandRow) {
    const handler = this.handlers.get(command.kind);
    try {
      if (!handler) throw new HttpError(400, 'badRequest', `Unknown command ${command.kind}.`);
      const featureFlags = await this.flagsOf(command.tenant_id);
      await this.db.transaction(async (tx) => {
        const result = await handler(command.payload, { tx, tenantId: command.tenant_id, userId: command.user_id!, featureFlags, now: new Date() });
        await completeCommand(tx, command.id, { state: 1, result: result ?? null });
      });
    } catch (error) {
      if (error instanceof HttpError) {
        await completeCommand(this.db, command.id, { state: 2, result: { status: error.status }, errors: { general: [error.message], ...error.fieldErrors } });
      } else if (command.attempts >= MAX_ATTEMPTS) {
        await completeCommand(this.db, command.id, { state: 2, errors: { general: ['Server accepted command but encountered errors.'] } });
      } else {
        // Leave it for another try once the lease runs out.
        console.error(`command ${command.id} (${command.kind}) failed, attempt ${command.attempts}`, error);
      }
    }
    this.events.emit(command.id);
  }

  /** Claims and runs every pending command once (tests; a second process's worker). */
  async drain(): Promise<number> {
    let n = 0;
    for (let c = await claimNextCommand(this.db, LEASE_SECONDS); c; c = await claimNextCommand(this.db, LEASE_SECONDS)) {
      await this.run(c);
      n++;
    }
    return n;
  }
}
