import { defineConfig } from 'vitest/config';

// One runner for the fast layers: domain, contract, i18n, server (through inject), web components and the peers.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/*/src/**/*.test.ts'] } },
      { test: { name: 'lint', include: ['scripts/**/*.test.ts'], testTimeout: 30_000 } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          // Each file opens its own app on its own database, so the files of a worker share one
          // module graph: importing the server again for each of 86 files was ~60 % of this
          // project's time (450 s → 265 s). Module state is keyed by database or kept per URL.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['apps/server/test/global-setup.ts'],
          setupFiles: ['apps/server/test/answers-match-document.setup.ts'],
        },
      },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], environment: 'happy-dom', testTimeout: 15_000 } },
      // Peers: the bundled LTI tool, tested against stand-ins for a platform (no portal).
      { test: { name: 'peers', include: ['peers/*/src/**/*.test.ts'], environment: 'node', testTimeout: 30_000 } },
      // The demo's SCORM and cmi5 packages: their manifests, and their SCOs and AU run in Chromium against scorm-again and @xapi/cmi5.
      {
        test: {
          name: 'demo-packages',
          include: ['apps/server/demo/build/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          // A browser on a loaded 2-core machine: a polled value may take seconds to arrive.
          expect: { poll: { timeout: 15_000 } },
        },
      },
      // The benchmark's own machinery (the paced load driver, the ADL conformance runner's parser), not the benchmarks themselves.
      {
        test: {
          name: 'bench',
          include: ['bench/lib/**/*.test.ts', 'bench/adl-conformance/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
    ],
  },
});
