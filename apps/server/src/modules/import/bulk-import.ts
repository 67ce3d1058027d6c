import type { Db } from '../../db/client.ts';
import { ImportValidationError } from './errors.ts';
import { KnownEntities } from './known.ts';
import { parseImportFile } from './parse.ts';
import { prepare, writeChunk } from './pipeline.ts';
import type { ImportFileInput } from './schema/index.ts';

/** A part of an import file: any of its lists. Later chunks may refer to earlier ones. */
export type BulkChunk = ImportFileInput;

export interface BulkImportOptions {
  /** Tenant externalId for chunks that name none (default "default"). */
  tenant?: string;
  baseDir?: string;
  now?: Date;
  /** Called after each batch: rows written so far and chunks finished. */
  onProgress?: (rowsDone: number, chunksDone: number) => void;
}

export interface BulkImportSummary {
  tenantId: string;
  counts: Record<string, number>;
  totalRows: number;
  chunks: number;
  durationMs: number;
}

/**
 * Imports large volumes (10,000 courses, 100,000 learners, 1,000,000 enrolments) from
 * a generator of chunks, through the same checks and row writers as importData. Each
 * chunk is written in its own transaction with multi-row INSERTs, so memory stays
 * flat; unlike importData a bad chunk stops the run but leaves earlier chunks
 * written. Give users `passwordHash` rather than `password`: scrypt per user would
 * dominate the run.
 */
export async function bulkImport(
  db: Db,
  chunks: Iterable<BulkChunk> | AsyncIterable<BulkChunk>,
  options: BulkImportOptions = {},
): Promise<BulkImportSummary> {
  const startedAt = performance.now();
  const now = options.now ?? new Date();
  const known = new KnownEntities();
  const counts: Record<string, number> = {};
  let tenantId = '';
  let rowsDone = 0;
  let index = 0;
  for await (const chunk of chunks) {
    const at = index;
    try {
      const file = parseImportFile({ tenant: { externalId: options.tenant ?? 'default' }, ...chunk });
      const prepared = await prepare(file, known, options.baseDir);
      const result = await db.transaction((tx) =>
        writeChunk(tx, file, known, prepared, {
          now,
          onRows: (rows) => {
            rowsDone += rows;
            options.onProgress?.(rowsDone, at);
          },
        }),
      );
      tenantId = result.tenantId;
      for (const [table, n] of Object.entries(result.counts)) counts[table] = (counts[table] ?? 0) + n;
    } catch (error) {
      if (!(error instanceof ImportValidationError)) throw error;
      throw new ImportValidationError(error.issues.map((i) => ({ path: `chunks[${at}].${i.path}`, message: i.message })));
    }
    known.endChunk();
    index += 1;
    options.onProgress?.(rowsDone, index);
  }
  return { tenantId, counts, totalRows: rowsDone, chunks: index, durationMs: Math.round(performance.now() - startedAt) };
}
