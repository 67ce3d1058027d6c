import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Routes hold no SQL (issue 10 item 3, decision 0018): a statement lives in its module's
 * repository, where its row type and mapper are declared. Every route file of every
 * module is read, so a module added later is held to it without being listed here.
 */
const MODULES = join(import.meta.dirname, '../src/modules');
const routeFiles = readdirSync(MODULES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((dir) =>
    readdirSync(join(MODULES, dir.name))
      .filter((file) => /(^|-)routes\.ts$/.test(file))
      .map((file) => `${dir.name}/${file}`),
  );

describe('route files run no SQL of their own', () => {
  it('finds the route files', () => expect(routeFiles.length).toBeGreaterThan(10));
  it.each(routeFiles)('%s', (file) => {
    expect(readFileSync(join(MODULES, file), 'utf8')).not.toMatch(/\.query\s*[<(]/);
  });
});
