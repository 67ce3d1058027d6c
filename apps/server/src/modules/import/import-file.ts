import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { Db } from '../../db/client.ts';
import { ImportFileError } from './errors.ts';
import { jsonErrorPosition } from './json-position.ts';
import { importData, type ImportOptions, type ImportSummary } from './import-data.ts';

/**
 * Reads and imports a JSON file; paths inside it are relative to its folder. The
 * server calls this on first start with the demo file.
 */
export async function importFile(db: Db, path: string, options: Omit<ImportOptions, 'baseDir'> = {}): Promise<ImportSummary> {
  const data = await readJsonFile(path);
  return importData(db, data, { ...options, baseDir: dirname(resolve(path)) });
}

/** Where the demo's LTI tool answers in demo.json: `npm start` may run it elsewhere. */
export const DEMO_TOOL_URL = 'http://localhost:3001';

/**
 * The demo data, its LTI tool moved to `toolUrl` (the tool's registration, the courses'
 * launch addresses and the tenant's allowed sources all name it) when the tool runs at
 * another address than the demo's own.
 */
export async function importDemoFile(
  db: Db,
  path: string,
  options: Omit<ImportOptions, 'baseDir'> & { toolUrl?: string | undefined },
): Promise<ImportSummary> {
  const { toolUrl, ...rest } = options;
  const data = await readJsonFile(path);
  const moved =
    toolUrl && toolUrl !== DEMO_TOOL_URL ? JSON.parse(JSON.stringify(data).replaceAll(DEMO_TOOL_URL, toolUrl.replace(/\/+$/, ''))) : data;
  return importData(db, moved, { ...rest, baseDir: dirname(resolve(path)) });
}

export async function readJsonFile(path: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new ImportFileError(`Cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`, { cause: error });
  }
  return parseJson(text, path);
}

/** JSON.parse with the error's position turned into a line and column. */
export function parseJson(text: string, name = 'input'): unknown {
  try {
    return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (error) {
    const message = (error as Error).message;
    const position = Math.max(0, jsonErrorPosition(text));
    const before = text.slice(0, position).split('\n');
    const line = before.length;
    const column = before[before.length - 1]!.length + 1;
    // V8's own text, without its position or its quote of the source.
    const reason = message.replace(/\s*(in JSON )?at position \d+.*$/s, '').replace(/, (\.\.\.)?".*" is not valid JSON$/s, '');
    throw new ImportFileError(`${name}:${line}:${column}: Invalid JSON: ${reason}`, { cause: error });
  }
}
