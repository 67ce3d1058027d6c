import { defineConfig } from '@playwright/test';
import browserTests from './playwright.config.ts';

// The locale screenshots (e2e/screenshots/, issue 16): the browser tests' browser and server,
// or the portal at LP_URL (with the demo data) when set. Kept out of the CI run: a person
// looks through the pictures (docs/translating.md).
const url = process.env.LP_URL?.replace(/\/+$/, '');

export default defineConfig({
  ...browserTests,
  testDir: './screenshots',
  retries: 0,
  reporter: [['list']],
  use: { ...browserTests.use, ...(url ? { baseURL: url } : {}) },
  ...(url ? { webServer: undefined } : {}),
});
