import type { Queryable } from '../../db/client.ts';
import type { Row, TableSpec } from './tables.ts';

const MAX_PARAMS = 60_000; // PostgreSQL allows 65,535 per statement
const MAX_ROWS = 1_000;
const DELETE_CHUNK = 5_000;

/**
 * Writes rows with multi-row INSERT … ON CONFLICT DO UPDATE in batches: one round
 * trip per batch, never per row, so a million rows take a thousand statements.
 */
export class TableWriter {
  private readonly sqlCache = new Map<string, string>();

  constructor(
    private readonly q: Queryable,
    private readonly onRows: (count: number) => void = () => {},
  ) {}

  async upsert(spec: TableSpec, rows: readonly Row[]): Promise<void> {
    const size = spec.batchRows ?? Math.min(MAX_ROWS, Math.floor(MAX_PARAMS / spec.columns.length));
    for (let start = 0; start < rows.length; start += size) {
      const batch = rows.slice(start, start + size);
      const params: unknown[] = [];
      for (const row of batch) for (const column of spec.columns) params.push(toParam(row[column]));
      await this.q.query(this.sql(spec, batch.length), params);
      this.onRows(batch.length);
    }
  }

  /**
   * Link lists (roles, memberships, a course's collections…) of the owners in the file
   * are replaced by the file's: the file is the truth for them, and a re-import of
   * the same file leaves the same rows.
   */
  async replace(spec: TableSpec, ownerColumn: string, ownerIds: readonly string[], rows: readonly Row[]): Promise<void> {
    for (let start = 0; start < ownerIds.length; start += DELETE_CHUNK) {
      await this.q.query(`DELETE FROM ${spec.table} WHERE ${ownerColumn} = ANY($1::uuid[])`, [ownerIds.slice(start, start + DELETE_CHUNK)]);
    }
    await this.upsert(spec, rows);
  }

  private sql(spec: TableSpec, rowCount: number): string {
    const key = `${spec.table}:${rowCount}`;
    let sql = this.sqlCache.get(key);
    if (!sql) {
      sql = buildUpsert(spec, rowCount);
      this.sqlCache.set(key, sql);
    }
    return sql;
  }
}

export function buildUpsert(spec: TableSpec, rowCount: number): string {
  const width = spec.columns.length;
  const values: string[] = [];
  for (let r = 0; r < rowCount; r++) {
    const slots = spec.columns.map((_, c) => `$${r * width + c + 1}`);
    values.push(`(${slots.join(', ')})`);
  }
  const head = `INSERT INTO ${spec.table} AS t (${spec.columns.join(', ')}) VALUES ${values.join(', ')}`;
  const fixed = new Set(['id', 'tenant_id', ...spec.conflict, ...(spec.insertOnly ?? [])]);
  const updated = spec.columns.filter((c) => !fixed.has(c));
  if (spec.doNothing || updated.length === 0) return `${head} ON CONFLICT DO NOTHING`;
  const keep = new Set(spec.keepWhenNull ?? []);
  const set = updated.map((c) => (keep.has(c) ? `${c} = COALESCE(EXCLUDED.${c}, t.${c})` : `${c} = EXCLUDED.${c}`));
  return `${head} ON CONFLICT (${spec.conflict.join(', ')}) DO UPDATE SET ${set.join(', ')}`;
}

/** Dates as ISO text and objects as JSON text: both drivers then agree on every column type. */
function toParam(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (value === null || Buffer.isBuffer(value) || value instanceof Uint8Array || Array.isArray(value)) return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return value;
}
