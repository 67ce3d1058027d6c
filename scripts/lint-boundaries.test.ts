import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The boundaries of docs/architecture.md are enforced by lint on the file each import
 * really resolves to. Each row is a file that breaks one rule (linted as if it sat at
 * `at`), and must fail with that rule; the control rows obey and must pass.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function problems(at: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: at });
  return result!.messages.map((m) => m.ruleId ?? m.message);
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
      "import * as app from '../../app/shell/sign-out.ts';\nexport const a = app;",
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
      "import { nothing } from '../lists/no-such-file.ts';\nexport const n = nothing;",
      'zones/no-restricted-paths',
    ],
  ])('%s fails lint', async (_rule, at, code, rule) => {
    expect(await problems(at, code)).toContain(rule);
  });

  it.each([
    [
      'a server module through another module’s index',
      'apps/server/src/modules/events/x.ts',
      "import { OBJECTIVE_COLUMNS } from '../workflows/index.ts';\nexport const c = OBJECTIVE_COLUMNS;",
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
