import type { Db } from '../../db/client.ts';
import { KnownEntities } from './known.ts';
import { parseImportFile } from './parse.ts';
import { prepare, writeChunk } from './pipeline.ts';

export interface ImportOptions {
  /** Folder that file paths in the data are relative to (importFile: the file's folder). */
  baseDir?: string;
  /** Called as rows are written: done and total rows. */
  onProgress?: (done: number, total: number) => void;
  /** The moment relative dates ("+3d") count from; default now. */
  now?: Date;
  /** Links out (certificate externalUrl) may be plain http: outside production only. Default: https only. */
  allowHttpUrls?: boolean;
}

export interface ImportSummary {
  tenantId: string;
  /** Rows written (inserted or updated) per table. */
  counts: Record<string, number>;
  totalRows: number;
  durationMs: number;
}

/**
 * Imports a whole file: validates all of it first (ImportValidationError lists every
 * problem by JSON path), then writes everything in one transaction, so a bad file
 * writes nothing. Idempotent: entities are keyed by externalId and get ids derived
 * from it, so importing the same file again updates the same rows.
 */
export async function importData(db: Db, data: unknown, options: ImportOptions = {}): Promise<ImportSummary> {
  const startedAt = performance.now();
  const now = options.now ?? new Date();
  const file = parseImportFile(data);
  const known = new KnownEntities();
  const prepared = await prepare(file, known, options.baseDir, { allowHttpUrls: options.allowHttpUrls });
  let total = 0;
  let done = 0;
  const result = await db.transaction((tx) =>
    writeChunk(tx, file, known, prepared, {
      now,
      onPlanned: (rows) => {
        total = rows;
        options.onProgress?.(0, total);
      },
      onRows: (rows) => {
        done += rows;
        options.onProgress?.(done, total);
      },
    }),
  );
  return {
    tenantId: result.tenantId,
    counts: result.counts,
    totalRows: total,
    durationMs: Math.round(performance.now() - startedAt),
  };
}
