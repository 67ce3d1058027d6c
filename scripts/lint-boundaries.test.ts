import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The boundaries of docs/architecture.md are enforced by lint on the file each import
 * really resolves to. Each row is a file that breaks one rule (linted as if it sat at
 * `at`), and must fail with that rule; the control rows obey and must pass. The server's layers
 * (data/, lifecycle/) are planted before they exist: a boundary is reported whether or not the
 * file it names is there (decision 0069).
 */
const plant = (specifier: string) => `import * as planted from '${specifier}';\nexport const p = planted;`;
const eslint = new ESLint({ cwd: process.cwd() });

async function problems(at: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: at });
  return result!.messages.map((m) => (m.messageId === 'unresolved' ? 'unresolved import' : (m.ruleId ?? m.message)));
}

describe('import boundaries (lint)', () => {
  it.each([
    ['domain imports zod', 'packages/domain/src/x.ts', "import { z } from 'zod';\nexport const s = z.string();", 'no-restricted-imports'],
    [
      'domain imports node',
      'packages/domain/src/x.ts',
      "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;",
      'no-restricted-imports',
    ],
    [
      'domain imports react',
      'packages/domain/src/x.ts',
      "import { useState } from 'react';\nexport const u = useState;",
      'no-restricted-imports',
    ],
    [
      'domain reaches the server by a relative path',
      'packages/domain/src/x.ts',
      "import { loadConfig } from '../../../apps/server/src/config.ts';\nexport const c = loadConfig;",
      'zones/no-restricted-paths',
    ],
    [
      'contract imports the catalogs',
      'packages/contract/src/x.ts',
      "import { textDirection } from '@lp/i18n';\nexport const d = textDirection;",
      'no-restricted-imports',
    ],
    [
      'contract reaches the web by a relative path',
      'packages/contract/src/x.ts',
      "import { buildUrl } from '../../../apps/web/src/lib/api-client.ts';\nexport const b = buildUrl;",
      'zones/no-restricted-paths',
    ],
    [
      'a web feature imports a sibling feature by a relative path',
      'apps/web/src/features/errors/components/x.ts',
      "import * as other from '../../course-list/api/get-terms.ts';\nexport const o = other;",
      'zones/no-restricted-paths',
    ],
    [
      'web shared code imports a feature',
      'apps/web/src/lib/x.ts',
      "import * as feature from '../features/errors/components/error-page-button.tsx';\nexport const f = feature;",
      'zones/no-restricted-paths',
    ],
    [
      'a web feature imports the app',
      'apps/web/src/features/errors/x.ts',
      "import * as app from '../../app/shell/header.tsx';\nexport const a = app;",
      'zones/no-restricted-paths',
    ],
    [
      'the web imports the server',
      'apps/web/src/lib/x.ts',
      "import { loadConfig } from '../../../server/src/config.ts';\nexport const c = loadConfig;",
      'zones/no-restricted-paths',
    ],
    [
      'the web imports the call schemas (zod)',
      'apps/web/src/lib/x.ts',
      "import { listCalls } from '@lp/contract/calls';\nexport const l = listCalls;",
      '@typescript-eslint/no-restricted-imports',
    ],
    [
      'the web imports zod',
      'apps/web/src/lib/x.ts',
      "import { z } from 'zod';\nexport const s = z.string();",
      '@typescript-eslint/no-restricted-imports',
    ],
    [
      'the web imports a value from the contract’s main entry (its zod schemas come along)',
      'apps/web/src/lib/x.ts',
      "import { ME_PATH } from '@lp/contract';\nexport const p = ME_PATH;",
      '@typescript-eslint/no-restricted-imports',
    ],
    [
      'the web reaches into a package by path',
      'apps/web/src/lib/x.ts',
      "import { LOCALES } from '../../../../packages/domain/src/index.ts';\nexport const l = LOCALES;",
      '@typescript-eslint/no-restricted-imports',
    ],
    [
      'a server module imports another module’s index (areas meet in lifecycle/ or data/)',
      'apps/server/src/modules/events/x.ts',
      "import { OBJECTIVE_COLUMNS } from '../workflows/index.ts';\nexport const c = OBJECTIVE_COLUMNS;",
      'zones/no-restricted-paths',
    ],
    ['server data/ imports lifecycle/', 'apps/server/src/data/x.ts', plant('../lifecycle/submit-run.ts'), 'zones/no-restricted-paths'],
    ['server data/ imports a module', 'apps/server/src/data/x.ts', plant('../modules/content/index.ts'), 'zones/no-restricted-paths'],
    [
      'server lifecycle/ imports a module',
      'apps/server/src/lifecycle/x.ts',
      plant('../modules/teams/index.ts'),
      'zones/no-restricted-paths',
    ],
    ['server lib/ imports a plugin', 'apps/server/src/lib/x.ts', plant('../plugins/session.ts'), 'zones/no-restricted-paths'],
    ['server lib/ imports lifecycle/', 'apps/server/src/lib/x.ts', plant('../lifecycle/submit-run.ts'), 'zones/no-restricted-paths'],
    [
      'server commands/ imports a module',
      'apps/server/src/commands/x.ts',
      plant('../modules/content/index.ts'),
      'zones/no-restricted-paths',
    ],
    ['server db/ imports data/', 'apps/server/src/db/x.ts', plant('../data/run-tree.ts'), 'zones/no-restricted-paths'],
    ['server db/ imports a plugin', 'apps/server/src/db/x.ts', plant('../plugins/tenant.ts'), 'zones/no-restricted-paths'],
    [
      'a server plugin imports a module’s index',
      'apps/server/src/plugins/x.ts',
      plant('../modules/workflows/index.ts'),
      'zones/no-restricted-paths',
    ],
    [
      'child_process without node: (server)',
      'apps/server/src/lib/x.ts',
      "import { spawn } from 'child_process';\nexport const s = spawn;",
      'zones/node-prefix',
    ],
    ['os without node: (a peer)', 'peers/smtp/src/x.ts', "import { hostname } from 'os';\nexport const h = hostname;", 'zones/node-prefix'],
    [
      'fs/promises without node: (e2e)',
      'e2e/x.ts',
      "import { readFile } from 'fs/promises';\nexport const r = readFile;",
      'zones/node-prefix',
    ],
    ['a dynamic import() of a builtin without node:', 'bench/x.ts', "export const os = () => import('os');", 'zones/node-prefix'],
    [
      'a require() of a builtin without node:',
      'scripts/x.cjs',
      "const { execSync } = require('child_process');\nmodule.exports = execSync;",
      'zones/node-prefix',
    ],
    [
      'domain imports wouter',
      'packages/domain/src/x.ts',
      "import { useLocation } from 'wouter';\nexport const l = useLocation;",
      'no-restricted-imports',
    ],
    [
      'domain imports any package (date-fns)',
      'packages/domain/src/x.ts',
      "import { addDays } from 'date-fns';\nexport const a = addDays;",
      'no-restricted-imports',
    ],
    ['domain calls fetch', 'packages/domain/src/x.ts', 'export const load = (url: string) => fetch(url);', 'no-restricted-globals'],
    [
      'domain reads localStorage',
      'packages/domain/src/x.ts',
      "export const seen = () => localStorage.getItem('seen');",
      'no-restricted-globals',
    ],
    ['domain reads window', 'packages/domain/src/x.ts', 'export const width = () => window.innerWidth;', 'no-restricted-globals'],
    ['domain reads process.env', 'packages/domain/src/x.ts', 'export const mode = () => process.env.NODE_ENV;', 'no-restricted-globals'],
    [
      'domain calls globalThis.fetch',
      'packages/domain/src/x.ts',
      'export const load = (url: string) => globalThis.fetch(url);',
      'no-restricted-properties',
    ],
    ['the web imports a peer', 'apps/web/src/lib/x.ts', plant('../../../../peers/lti-tool/src/questions.ts'), 'zones/no-restricted-paths'],
    [
      'the web reaches into a package by a relative dynamic import()',
      'apps/web/src/lib/x.ts',
      "export const load = () => import('../../../../packages/domain/src/index.ts');",
      'zones/no-restricted-paths',
    ],
    [
      'the server reaches into a package by a relative dynamic import() in backquotes',
      'apps/server/src/lib/x.ts',
      'export const load = () => import(`../../../../packages/i18n/catalogs/en-US.json`);',
      'zones/no-restricted-paths',
    ],
    [
      'the contract reaches into the domain by a relative path',
      'packages/contract/src/x.ts',
      plant('../../domain/src/enums.ts'),
      'zones/no-restricted-paths',
    ],
    [
      'a web feature imports a sibling feature by a dynamic import()',
      'apps/web/src/features/errors/x.ts',
      "export const load = () => import('../course-list/api/get-terms.ts');",
      'zones/no-restricted-paths',
    ],
    [
      'a server module imports another module’s insides',
      'apps/server/src/modules/events/x.ts',
      "import { OBJECTIVE_COLUMNS } from '../workflows/course-columns.ts';\nexport const c = OBJECTIVE_COLUMNS;",
      'zones/no-restricted-paths',
    ],
    [
      'a server plugin imports a module’s insides',
      'apps/server/src/plugins/x.ts',
      "import { OBJECTIVE_COLUMNS } from '../modules/workflows/course-columns.ts';\nexport const c = OBJECTIVE_COLUMNS;",
      'zones/no-restricted-paths',
    ],
    [
      'an import that leads nowhere',
      'apps/server/src/modules/events/x.ts',
      "import { nothing } from './no-such-file.ts';\nexport const n = nothing;",
      'unresolved import',
    ],
  ])('%s fails lint', async (_rule, at, code, rule) => {
    expect(await problems(at, code)).toContain(rule);
  });

  it.each([
    ['a server module using its own files', 'apps/server/src/modules/events/x.ts', plant('./routes.ts')],
    [
      'a server module using lib/ and the packages by name',
      'apps/server/src/modules/events/x.ts',
      plant('../../lib/csv.ts') + "\nexport { Role } from '@lp/domain';",
    ],
    [
      'a server module’s test seeding through the import module (tests are users of the app)',
      'apps/server/src/modules/events/x.test.ts',
      "import { importData } from '../import/index.ts';\nexport const i = importData;",
    ],
    ['Node’s modules by their node: name', 'apps/server/src/lib/x.ts', "import { hostname } from 'node:os';\nexport const h = hostname;"],
    [
      'the web importing a catalog by the package’s name, dynamically',
      'apps/web/src/lib/x.ts',
      "export const load = () => import('@lp/i18n/catalogs/en-US.json');",
    ],
    [
      'a web feature using shared code and the contract',
      'apps/web/src/features/errors/x.ts',
      "import type { CurrentUser } from '@lp/contract';\nimport { useCurrentUser } from '../../lib/current-user.ts';\nexport const u: typeof useCurrentUser = useCurrentUser;\nexport type U = CurrentUser;",
    ],
    ['domain using its own files', 'packages/domain/src/x.ts', "import { Role } from './enums.ts';\nexport const r = Role;"],
  ])('%s passes lint', async (_rule, at, code) => {
    expect(await problems(at, code)).toEqual([]);
  });
});
