// One lint setup for the whole repository. The boundaries of STYLE.md and
// docs/architecture.md are checked on the file every import really resolves to
// (relative paths included; scripts/eslint-import-zones.js), and the zones are generated
// from the folder structure: a new feature or server module gets its own zone without editing this file.
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import { importZones } from './scripts/eslint-import-zones.js';

const folders = (path) =>
  readdirSync(path, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
const features = folders('apps/web/src/features');
const modules = folders('apps/server/src/modules');
const message = 'Imports run one way (docs/architecture.md "Boundaries").';

/** Bare module names a package must not import (they are not paths, so they are matched by name). */
const noModules = (...names) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: names, message }] }],
});

/** Zones on resolved paths: files under `target` may not import files under `from` (but `except`). */
const zones = (...list) => ({ 'zones/no-restricted-paths': ['error', { zones: list.map((z) => ({ message, ...z })) }] });

const tests = ['**/*.test.ts', '**/*.test.tsx', '**/test/**'];

/** The packages are reached by name (their entry or exports), never by a path into them, dynamic import() included. */
const packagesByName = (target, own) => ({
  target,
  from: './packages',
  except: own ? [own] : [],
  relativeOnly: true,
  message: 'Packages by name (@lp/…), never by a path into them (docs/architecture.md "Boundaries").',
});

/** The server's layers (docs/architecture.md): app.ts → modules/<area> → lifecycle/ → data/ → db/; modules may use data/. */
const server = './apps/server/src';
const serverLayers = [
  { target: `${server}/data`, from: `${server}/lifecycle` },
  { target: `${server}/data`, from: `${server}/modules` },
  { target: `${server}/lifecycle`, from: `${server}/modules` },
  ...['commands', 'events', 'plugins', 'lib'].flatMap((below) => [
    { target: `${server}/${below}`, from: `${server}/lifecycle` },
    { target: `${server}/${below}`, from: `${server}/modules` },
  ]),
  { target: `${server}/lib`, from: `${server}/plugins` },
  // db/ (client, migrations) is the bottom: of the server it imports lib/ only.
  { target: `${server}/db`, from: server, except: ['./db', './lib'] },
];

const serverApart = [
  { target: './apps/server', from: './apps/web' },
  packagesByName('./apps/server'),
  // The portal never knows its LTI tool is a bundled one (its tests start it as a separate process).
  { target: server, from: './peers' },
];

/** What the domain may not touch: I/O and the browser's or Node's globals (rules take facts as arguments). */
const ioGlobals = [
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'EventSource',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'caches',
  'window',
  'document',
  'navigator',
  'location',
  'history',
  'self',
  'process',
  'Buffer',
  'require',
  'module',
  '__dirname',
  '__filename',
].map((name) => ({ name, message: 'The domain holds pure rules: no I/O, no browser or Node globals (docs/architecture.md).' }));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      '.cache/**',
      'test-results/**',
      '**/*.d.ts',
      'apps/server/demo/demo.json',
      'scripts/lint-fixtures/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    plugins: { zones: importZones },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      // Every import of ours must resolve (a boundary cannot be checked on a path that leads nowhere); areas add their zones below.
      'zones/no-restricted-paths': ['error', { zones: [] }],
      // Node's own modules by their node: name (`node:os`), everywhere.
      'zones/node-prefix': 'error',
    },
  },

  // domain: pure rules. Nothing of ours, no package at all (its own files only), no I/O, no browser or Node globals.
  {
    files: ['packages/domain/src/**'],
    ignores: tests,
    rules: {
      ...zones({ target: './packages/domain', from: './apps' }, { target: './packages/domain', from: './packages', except: ['./domain'] }),
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(?!\\.{1,2}/)', message: `The domain imports its own files only (no I/O, no framework, no library). ${message}` },
          ],
        },
      ],
      'no-restricted-globals': ['error', ...ioGlobals],
      'no-restricted-properties': ['error', ...ioGlobals.map(({ name, message }) => ({ object: 'globalThis', property: name, message }))],
    },
  },
  // contract: the description of the calls. The domain's types and zod only.
  {
    files: ['packages/contract/src/**'],
    ignores: tests,
    rules: {
      ...zones(
        { target: './packages/contract', from: './apps' },
        { target: './packages/contract', from: './packages', except: ['./contract', './domain'] },
        packagesByName('./packages/contract', './contract'),
      ),
      ...noModules('@lp/i18n', 'react', 'react-*', 'node:*', 'fs', 'path', 'pg', 'fastify', '@fastify/*'),
    },
  },
  // i18n: catalogs and the formatter, used by both sides.
  {
    files: ['packages/i18n/src/**'],
    ignores: tests,
    rules: zones(
      { target: './packages/i18n', from: './apps' },
      { target: './packages/i18n', from: './packages', except: ['./i18n'] },
      packagesByName('./packages/i18n', './i18n'),
    ),
  },

  // The bundled LTI tool is a peer that speaks only the protocol: it shares no code with the portal.
  {
    files: ['peers/**'],
    rules: { ...zones({ target: './peers', from: './apps' }, { target: './peers', from: './packages' }), ...noModules('@lp/*') },
  },

  // The server never imports the web, reaches the packages by name only, and runs in one-way layers.
  {
    files: ['apps/server/**'],
    rules: {
      // The packages by name (their entry or exports), never by a path into them.
      ...noModules('**/packages/**', '@lp/web', '@lp/server'),
      ...zones(...serverApart),
    },
  },
  // The layers are what the app is built of; a test is a user of the app and may set up through any of it
  // (a module's test seeds its data through modules/import).
  {
    files: ['apps/server/src/**'],
    ignores: tests,
    rules: {
      ...zones(
        ...serverApart,
        ...serverLayers,
        // A module never imports another module, not even its index.ts: areas meet in lifecycle/ or data/.
        ...modules.flatMap((mod) =>
          modules
            .filter((other) => other !== mod)
            .map((other) => ({ target: `${server}/modules/${mod}`, from: `${server}/modules/${other}` })),
        ),
      ),
    },
  },
  // The web never imports the server; inside it, components | lib | config → features → app,
  // and a feature never imports another (composition happens in app/).
  {
    files: ['apps/web/**'],
    rules: {
      // zod stays out of the bundle (top-level schemas are not tree-shaken): the web takes the contract's types
      // from its main entry and values only from its zod-free subpaths, never its call schemas (decision 0016).
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@lp/contract',
              allowTypeImports: true,
              message:
                'Import types from @lp/contract, values from its zod-free subpaths (@lp/contract/paths, /lists, /workflows, /content, …): the main entry carries zod schemas (decision 0016).',
            },
            {
              // The typed client infers a call's parts and answer from its description (decision 0067): types only.
              name: '@lp/contract/calls',
              allowTypeImports: true,
              message:
                'Import only types from @lp/contract/calls; a call is made at its route of @lp/contract/routes (decisions 0016, 0067).',
            },
          ],
          patterns: [{ group: ['**/packages/**', '@lp/web', '@lp/server', 'zod', 'zod/*'], message }],
        },
      ],
      ...zones(
        { target: './apps/web', from: './apps/server' },
        { target: './apps/web', from: './peers' },
        packagesByName('./apps/web'),
        { target: './apps/web/src/components', from: './apps/web/src/features' },
        { target: './apps/web/src/lib', from: './apps/web/src/features' },
        { target: './apps/web/src/config', from: './apps/web/src/features' },
        { target: './apps/web/src/components', from: './apps/web/src/app' },
        { target: './apps/web/src/lib', from: './apps/web/src/app' },
        { target: './apps/web/src/config', from: './apps/web/src/app' },
        { target: './apps/web/src/features', from: './apps/web/src/app' },
        ...features.flatMap((feature) =>
          features
            .filter((other) => other !== feature)
            .map((other) => ({ target: `./apps/web/src/features/${feature}`, from: `./apps/web/src/features/${other}` })),
        ),
      ),
    },
  },
);
