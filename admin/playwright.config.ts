import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests of the staff screens in Debian's Chromium (never a downloaded browser), against the real built
 * server (which serves both apps) on a fresh data directory with the demo data (e2e/support/stack.ts).
 */
export default defineConfig({
  testDir: 'e2e',
  // The demo data is loaded once for the run; each worker's server starts on a copy of it.
  globalSetup: './e2e/support/seed-once.ts',
  // Files run side by side, each worker with its own server and data directory (e2e/support/stack.ts); a file's
  // tests run in order on one worker unless the file says otherwise. E2E_WORKERS=1 runs them one at a time.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 180_000,
  // What one screen shows can take this long on a small, shared CI machine with two workers, each a server and a
  // browser; tests wait for each screen, never for a whole tour. Measured: a screen past 30 s at a load of 20.
  expect: { timeout: 60_000 },
  reporter: [['list']],
  use: {
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width: 1366, height: 900 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-gpu'],
    },
  },
});
