// One lint setup for the whole repository. The import zones of STYLE.md are generated
// from the folder structure: a new feature folder gets its own zone without editing this.
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

const features = readdirSync('apps/web/src/features', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group], message: 'Imports run one way (STYLE.md "Our layout").' })) }] });

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.cache/**', 'test-results/**', '**/*.d.ts', 'apps/server/demo/demo.json'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  // domain imports nothing of ours; contract only domain; server and web never each other.
  { files: ['packages/domain/**'], rules: restrict('@lp/*', '**/apps/**', '**/packages/**') },
  { files: ['packages/contract/**'], rules: restrict('@lp/server', '@lp/web', '@lp/i18n', '**/apps/**') },
  { files: ['packages/i18n/**'], rules: restrict('@lp/server', '@lp/web', '@lp/contract', '**/apps/**') },
  { files: ['apps/server/**'], rules: restrict('@lp/web', '**/apps/web/**', '**/packages/*/src/**') },
  { files: ['apps/web/**'], rules: restrict('@lp/server', '**/apps/server/**', '**/packages/domain/**', '**/packages/contract/**') },
  // inside web: components | lib | config → features → app.
  { files: ['apps/web/src/{components,lib,config}/**'], rules: restrict('**/features/**', '**/app/**') },
  ...features.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**`],
    rules: restrict('**/app/**', ...features.filter((other) => other !== feature).map((other) => `**/features/${other}/**`)),
  })),
);
