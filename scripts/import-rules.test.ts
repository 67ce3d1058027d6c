import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm run check:imports` (.dependency-cruiser.cjs, decision 0069) on a throwaway tree with
 * one planted violation per rule: each must be reported by its rule, and the files that obey
 * (the control rows) by none.
 */
const config = createRequire(import.meta.url)('../.dependency-cruiser.cjs');
const s = 'apps/server/src';

const files: Record<string, string> = {
  [`${s}/data/runs.ts`]:
    "import { start } from '../lifecycle/start-run.ts';\nimport { routes } from '../modules/content/routes.ts';\nexport const runs = [start, routes];",
  [`${s}/data/access.ts`]: "import { ok } from '../lib/ok.ts';\nexport const access = ok;",
  [`${s}/lifecycle/start-run.ts`]:
    "import { team } from '../modules/teams/index.ts';\nimport { access } from '../data/access.ts';\nexport const start = [team, access];",
  [`${s}/modules/content/routes.ts`]: "import { team } from '../teams/index.ts';\nexport const routes = team;",
  [`${s}/modules/content/other.ts`]:
    "import { repository } from '../teams/team-repository.ts';\nimport { access } from '../../data/access.ts';\nexport const other = [repository, access];",
  [`${s}/modules/content/routes.test.ts`]: "import { team } from '../teams/index.ts';\nexport const seeded = team;",
  [`${s}/modules/teams/index.ts`]: 'export const team = 1;',
  [`${s}/modules/teams/team-repository.ts`]: 'export const repository = 2;',
  [`${s}/lib/register-call.ts`]: "import { session } from '../plugins/session.ts';\nexport const register = session;",
  [`${s}/lib/ok.ts`]: 'export const ok = 1;',
  [`${s}/plugins/session.ts`]: "import { team } from '../modules/teams/index.ts';\nexport const session = team;",
  [`${s}/commands/bus.ts`]: "import { start } from '../lifecycle/start-run.ts';\nexport const bus = start;",
  [`${s}/events/usage.ts`]: "import { team } from '../modules/teams/index.ts';\nexport const usage = team;",
  [`${s}/db/client.ts`]: "import { runs } from '../data/runs.ts';\nimport { ok } from '../lib/ok.ts';\nexport const client = [runs, ok];",
  [`${s}/cycle/a.ts`]: "import { b } from './b.ts';\nexport const a = () => b;",
  [`${s}/cycle/b.ts`]: "import { a } from './a.ts';\nexport const b = () => a;",
  [`${s}/cycle/type-a.ts`]: "import type { TypeB } from './type-b.ts';\nexport type TypeA = TypeB;",
  [`${s}/cycle/type-b.ts`]: "import type { TypeA } from './type-a.ts';\nexport type TypeB = TypeA | 1;",
  'apps/web/src/features/a/x.ts': "import { y } from '../b/y.ts';\nexport const x = y;",
  'apps/web/src/features/b/y.ts': "export const y = () => import('../../app/route.ts');",
  'apps/web/src/app/route.ts': 'export const route = 1;',
  'apps/web/src/lib/lazy.ts': "export const lazy = () => import('../features/a/x.ts');",
  'apps/web/src/lib/server.ts': "import { client } from '../../../server/src/db/client.ts';\nexport const server = client;",
  'apps/web/src/lib/peer.ts': "import { tool } from '../../../../peers/tool/src/tool.ts';\nexport const peer = tool;",
  'peers/tool/src/tool.ts': "import { rule } from '../../../packages/domain/src/rule.ts';\nexport const tool = rule;",
  'packages/domain/src/rule.ts': "import { call } from '../../contract/src/call.ts';\nexport const rule = call;",
  'packages/contract/src/call.ts': "import { ok } from '../../../apps/server/src/lib/ok.ts';\nexport const call = ok;",
  'packages/contract/src/nowhere.ts': "import { gone } from './gone.ts';\nexport const nowhere = gone;",
};

let root: string;
let result: ICruiseResult;
const found = (rule: string) =>
  result.summary.violations.filter((v) => v.rule.name === rule).map((v) => (v.cycle ? `cycle ${v.from}` : `${v.from} → ${v.to}`));

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'import-rules-'));
  for (const [path, code] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), `${code}\n`);
  }
  const { output } = await cruise(
    ['apps', 'packages', 'peers'],
    { ...config.options, baseDir: root, validate: true, ruleSet: { forbidden: config.forbidden }, outputType: 'json' },
    { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  );
  result = (typeof output === 'string' ? JSON.parse(output) : output) as ICruiseResult;
}, 60_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('import rules (dependency-cruiser)', () => {
  it.each([
    ['no-circular', `cycle ${s}/cycle/a.ts`],
    ['server-data-above', `${s}/data/runs.ts → ${s}/lifecycle/start-run.ts`],
    ['server-data-above', `${s}/data/runs.ts → ${s}/modules/content/routes.ts`],
    ['server-lifecycle-above', `${s}/lifecycle/start-run.ts → ${s}/modules/teams/index.ts`],
    ['server-module-to-module', `${s}/modules/content/routes.ts → ${s}/modules/teams/index.ts`],
    ['server-module-to-module', `${s}/modules/content/other.ts → ${s}/modules/teams/team-repository.ts`],
    ['server-below-modules', `${s}/commands/bus.ts → ${s}/lifecycle/start-run.ts`],
    ['server-below-modules', `${s}/events/usage.ts → ${s}/modules/teams/index.ts`],
    ['server-below-modules', `${s}/plugins/session.ts → ${s}/modules/teams/index.ts`],
    ['server-lib-to-plugins', `${s}/lib/register-call.ts → ${s}/plugins/session.ts`],
    ['server-db-bottom', `${s}/db/client.ts → ${s}/data/runs.ts`],
    ['apps-never-each-other', `apps/web/src/lib/server.ts → ${s}/db/client.ts`],
    ['apps-never-import-peers', 'apps/web/src/lib/peer.ts → peers/tool/src/tool.ts'],
    ['peers-apart', 'peers/tool/src/tool.ts → packages/domain/src/rule.ts'],
    ['domain-imports-nothing-of-ours', 'packages/domain/src/rule.ts → packages/contract/src/call.ts'],
    ['packages-below-apps', `packages/contract/src/call.ts → ${s}/lib/ok.ts`],
    ['web-features-one-way', 'apps/web/src/features/a/x.ts → apps/web/src/features/b/y.ts'],
    ['web-features-one-way', 'apps/web/src/features/b/y.ts → apps/web/src/app/route.ts'],
    ['web-shared-below-features', 'apps/web/src/lib/lazy.ts → apps/web/src/features/a/x.ts'],
    ['not-to-unresolvable', 'packages/contract/src/nowhere.ts → ./gone.ts'],
  ])('%s: %s', (rule, violation) => {
    expect(found(rule)).toContain(violation);
  });

  it('refuses nothing that obeys: data/ using lib/, a module using data/, db/ using lib/, a test seeding through another module, a type-only cycle', () => {
    const all = result.summary.violations.map((v) => `${v.from} → ${v.to}`);
    for (const from of [`${s}/data/access.ts`, `${s}/modules/content/routes.test.ts`, `${s}/cycle/type-a.ts`, `${s}/cycle/type-b.ts`])
      expect(all.filter((v) => v.startsWith(`${from} →`))).toEqual([]);
    expect(all).not.toContain(`${s}/modules/content/other.ts → ${s}/data/access.ts`);
    expect(all).not.toContain(`${s}/db/client.ts → ${s}/lib/ok.ts`);
  });
});
