import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { importFileSchema } from './schema/index.ts';

/** Where the committed JSON Schema of the import format lives. */
export const JSON_SCHEMA_PATH = fileURLToPath(new URL('../../../../../docs/import.schema.json', import.meta.url));

/**
 * The JSON Schema of the file as written (io: input: defaults are optional, relative
 * dates are strings). Checks the schema cannot express (references, trees, dates)
 * are done by the import and listed in docs/import.md.
 */
export function renderJsonSchema(): string {
  const schema = z.toJSONSchema(importFileSchema, { io: 'input', target: 'draft-2020-12' });
  return `${JSON.stringify(schema, null, 2)}\n`;
}

// `node --import tsx apps/server/src/modules/import/write-json-schema.ts` rewrites docs/import.schema.json.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(JSON_SCHEMA_PATH, renderJsonSchema());
  console.log(`wrote ${JSON_SCHEMA_PATH}`);
}
