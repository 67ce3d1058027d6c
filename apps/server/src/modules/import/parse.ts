import type { z } from 'zod';
import { formatPath, ImportValidationError, type ImportIssue } from './errors.ts';
import { importFileSchema, type ImportFile } from './schema/index.ts';

/** Validates the whole file against the schema; every problem is reported with its JSON path. */
export function parseImportFile(data: unknown): ImportFile {
  const result = importFileSchema.safeParse(data);
  if (result.success) return result.data;
  throw new ImportValidationError(result.error.issues.flatMap(toImportIssues));
}

function toImportIssues(issue: z.core.$ZodIssue): ImportIssue[] {
  const path = formatPath(issue.path);
  // Name the unknown field itself, so the path points at the typo.
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => ({ path: formatPath([...issue.path, key]), message: 'Unknown field' }));
  }
  return [{ path, message: issue.message }];
}
