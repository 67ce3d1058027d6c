import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;

/** Browser journeys in Debian's Chromium against the real server on a fresh embedded database with the demo data. */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // One retry in CI keeps a slow moment on a loaded 2-core machine from failing the run; a retried test is reported as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL,
    locale: 'en-US',
    timezoneId: 'UTC',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  webServer: {
    command: 'node e2e/start-server.mjs',
    cwd: '..',
    url: `${baseURL}/config-ui/config.json`,
    // Building the demo database takes ~1 minute on a quiet machine, several when the machine is shared.
    timeout: 420_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // Each port gets its own database folder, so two runs side by side never share one;
    // WEB_DIST (when set) serves another build of the app.
    env: {
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR ?? `.cache/e2e-data-${port}`,
      LOG_LEVEL: 'warn',
      LP_ENV: 'test',
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
  },
});
