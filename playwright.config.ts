import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './scripts/lib/chromium';

// Browser tests against the deploy bundle on workerd (Miniflare, started in global-setup) on a free port, Debian Chromium.
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  // One retry in CI: the 2-core CI machine runs the whole suite at once and timing-sensitive checks can flake.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: CHROMIUM_LAUNCH,
    trace: 'off',
  },
});
