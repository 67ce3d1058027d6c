import type { ErrorCode } from '@lp/contract';
import type { CommandState } from '@lp/domain';
import type { Queryable } from '../db/client.ts';

/** A command's outcome (json): what a succeeded command answers, or `{ status, code }` of a failed one (command-failure.ts). */
export type CommandResult = { status?: number; code?: ErrorCode; [field: string]: unknown };

export interface CommandRow {
  id: string;
  tenant_id: string;
  user_id: string | null;
  kind: string;
  payload: unknown;
  state: CommandState | null;
  result: CommandResult | null;
  errors: Record<string, string[]> | null;
  attempts: number;
  created_at: Date;
  completed_at: Date | null;
}

export async function insertCommand(db: Queryable, c: { id: string; tenantId: string; userId: string; kind: string; payload: unknown }) {
  await db.query('INSERT INTO commands (id, tenant_id, user_id, kind, payload) VALUES ($1, $2, $3, $4, $5)', [
    c.id,
    c.tenantId,
    c.userId,
    c.kind,
    JSON.stringify(c.payload),
  ]);
}

export async function findCommand(db: Queryable, tenantId: string, id: string): Promise<CommandRow | undefined> {
  const rows = await db.query<CommandRow>('SELECT * FROM commands WHERE id = $1 AND tenant_id = $2', [id, tenantId]);
  return rows[0];
}

/**
 * Claims the oldest pending command no live worker holds. The lease (locked_until) is
 * what makes a crash harmless: a command whose process died mid-way is claimed again
 * once its lease runs out, by any process (FOR UPDATE SKIP LOCKED keeps two from taking it).
 */
export async function claimNextCommand(db: Queryable, leaseSeconds: number): Promise<CommandRow | undefined> {
  const rows = await db.query<CommandRow>(
    `UPDATE commands SET locked_until = now() + make_interval(secs => $1::int), attempts = attempts + 1
      WHERE id = (SELECT id FROM commands
                   WHERE state IS NULL AND (locked_until IS NULL OR locked_until < now())
                   ORDER BY created_at FOR UPDATE SKIP LOCKED LIMIT 1)
      RETURNING *`,
    [leaseSeconds],
  );
  return rows[0];
}

export async function completeCommand(
  db: Queryable,
  id: string,
  outcome: { state: 1 | 2 | 3; result?: unknown; errors?: Record<string, string[]> },
) {
  await db.query(
    `UPDATE commands SET state = $2, result = $3, errors = $4, completed_at = now(), locked_until = NULL
      WHERE id = $1 AND state IS NULL`,
    [
      id,
      outcome.state,
      outcome.result === undefined ? null : JSON.stringify(outcome.result),
      outcome.errors ? JSON.stringify(outcome.errors) : null,
    ],
  );
}

/**
 * Gives a command that failed transiently back to the queue after a short pause that grows
 * with each attempt, instead of leaving it until its lease runs out.
 */
export async function retryCommandLater(db: Queryable, id: string, attempts: number) {
  await db.query('UPDATE commands SET locked_until = now() + make_interval(secs => $2::int) WHERE id = $1 AND state IS NULL', [
    id,
    attempts,
  ]);
}
