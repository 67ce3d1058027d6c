// Writes packages/contract/src/routes.ts from the call descriptions (decision 0067): `npm run contract:routes`.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import * as calls from '../packages/contract/src/calls/index.ts';
import { callAreas, renderRoutesModule } from '../packages/contract/src/routes-module.ts';

const file = 'packages/contract/src/routes.ts';
writeFileSync(file, renderRoutesModule(callAreas(calls)));
spawnSync('npx', ['prettier', '--write', file], { stdio: 'inherit' });
