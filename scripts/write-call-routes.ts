// Writes packages/contract/src/routes/<area>.ts from the call descriptions (decision 0067): `npm run contract:routes`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import * as calls from '../packages/contract/src/calls/index.ts';
import { callAreas, renderRoutesModule, routesFile } from '../packages/contract/src/routes-module.ts';

const dir = 'packages/contract/src/routes';
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir);
for (const [name, area] of Object.entries(callAreas(calls))) writeFileSync(`${dir}/${routesFile(name)}.ts`, renderRoutesModule(name, area));
spawnSync('npx', ['prettier', '--write', dir], { stdio: 'inherit' });
