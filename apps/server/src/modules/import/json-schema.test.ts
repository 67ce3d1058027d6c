import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { JSON_SCHEMA_PATH, renderJsonSchema } from './write-json-schema.ts';

describe('docs/import.schema.json', () => {
  it('is the schema generated from the zod schema (run write-json-schema.ts after changing it)', () => {
    expect(readFileSync(JSON_SCHEMA_PATH, 'utf8')).toBe(renderJsonSchema());
  });
});
