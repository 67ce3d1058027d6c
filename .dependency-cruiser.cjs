// The import graph's rules, checked by `npm run check:imports` in CI (.ci/run), decision 0069.
// ESLint's zones (eslint.config.js) say the same per file, so the editor shows them; this check
// sees the whole graph: cycles, which a per-file rule cannot see cheaply, and the server's layers
//   app.ts → modules/<area> → lifecycle/ → data/ → db/   (modules may use data/ directly;
//   commands/, events/, plugins/, lib/ below them; everything → @lp/domain, @lp/contract)
// Type-only imports count: a type that crosses a layer the wrong way is the same tangle.
const server = '^apps/server/src/';
// The layers are what the app is built of; a test is a user of the app and may set up through any
// of it (a module's test seeds its data through modules/import). Cycles count in tests too.
const tests = '\\.test\\.tsx?$|(^|/)test/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycles anywhere (docs/architecture.md "Boundaries").',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'server-data-above',
      severity: 'error',
      comment: 'data/ is the shared read model: it knows no use case, so it imports neither lifecycle/ nor a module.',
      from: { path: `${server}data/`, pathNot: tests },
      to: { path: `${server}(lifecycle|modules)/` },
    },
    {
      name: 'server-lifecycle-above',
      severity: 'error',
      comment: 'lifecycle/ is where areas meet: it imports no module (a module imports it).',
      from: { path: `${server}lifecycle/`, pathNot: tests },
      to: { path: `${server}modules/` },
    },
    {
      name: 'server-module-to-module',
      severity: 'error',
      comment: 'A module never imports another module, not even its index.ts: areas meet in lifecycle/ or data/.',
      from: { path: `${server}modules/([^/]+)/`, pathNot: tests },
      to: { path: `${server}modules/`, pathNot: `${server}modules/$1/` },
    },
    {
      name: 'server-below-modules',
      severity: 'error',
      comment: 'commands/, events/, plugins/ and lib/ are the infrastructure modules and lifecycle/ use: they import neither.',
      from: { path: `${server}(commands|events|plugins|lib)/`, pathNot: tests },
      to: { path: `${server}(lifecycle|modules)/` },
    },
    {
      name: 'server-lib-to-plugins',
      severity: 'error',
      comment: 'lib/ is plain helpers; plugins/ are the app’s infrastructure built on them, never the other way.',
      from: { path: `${server}lib/`, pathNot: tests },
      to: { path: `${server}plugins/` },
    },
    {
      name: 'server-db-bottom',
      severity: 'error',
      comment: 'db/ (client, migrations) is the bottom layer: of the server it imports lib/ only.',
      from: { path: `${server}db/`, pathNot: tests },
      to: { path: server, pathNot: `${server}(db|lib)/` },
    },
    {
      name: 'apps-never-each-other',
      severity: 'error',
      comment: 'The server and the web never import each other.',
      from: { path: '^apps/(server|web)/' },
      to: { path: '^apps/(server|web)/', pathNot: '^apps/$1/' },
    },
    {
      name: 'peers-apart',
      severity: 'error',
      comment: 'Peers speak only their protocol: they share no code with the portal (its tests start them as processes).',
      from: { path: '^peers/' },
      to: { path: '^(apps|packages)/' },
    },
    {
      name: 'apps-never-import-peers',
      severity: 'error',
      from: { path: '^apps/[^/]+/src/' },
      to: { path: '^peers/' },
    },
    {
      name: 'packages-below-apps',
      severity: 'error',
      comment: 'The packages import no app and no peer; the domain imports no other package of ours.',
      from: { path: '^packages/' },
      to: { path: '^(apps|peers)/' },
    },
    {
      name: 'domain-imports-nothing-of-ours',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^packages/(?!domain/)' },
    },
    {
      name: 'web-features-one-way',
      severity: 'error',
      comment: 'In the web: components | lib | config → features → app, and a feature never imports another.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/(app/|features/)', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-below-features',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib|config)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import of ours that leads nowhere cannot be checked.',
      from: {},
      to: { couldNotResolve: true, pathNot: '^(virtual:|node:)' },
    },
  ],
  options: {
    // Workspace packages resolve through node_modules/@lp symlinks to their real folders.
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-server|\\.cache)/|\\.d\\.ts$' },
    tsPreCompilationDeps: true,
    // Dynamic imports count: a lazy import is still an arrow.
    detectJSDocImports: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    cache: false,
  },
};
