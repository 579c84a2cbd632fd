import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser), against the real server with its own data
 * directory, a real SMTP server and a real OIDC provider, all started by the tests (e2e/support/stack.ts).
 */
export default defineConfig({
  testDir: 'e2e',
  // Files run side by side, each worker with its own server and data directory (e2e/support/stack.ts); a file's
  // tests run in order on one worker unless the file says otherwise. E2E_WORKERS=1 runs them one at a time.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // Generous: in CI this suite runs on two workers beside the server suite, on two cores.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-gpu'],
    },
  },
});
