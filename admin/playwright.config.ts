import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../bff/test/support/test-browser.ts';

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
  // `npm test` (.ci/test-all) tries a failed test once more (E2E_RETRIES=1) and names it "flaky" at the end when the
  // second try passes: a test that fails twice fails the run. Run alone, a failure is reported at once.
  retries: Number(process.env.E2E_RETRIES ?? 0),
  timeout: 180_000,
  // What one screen shows can take this long on a small, shared CI machine with two workers, each a server and a
  // browser; tests wait for each screen, never for a whole tour. Measured: a screen past 30 s at a load of 20.
  expect: { timeout: 60_000 },
  reporter: [['list']],
  use: {
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width: 1366, height: 900 },
    // As a person who asked their system for less motion: antd's zooms, slides and fades are off (theme.ts), so
    // nothing waits for them (locale.spec.ts: about 14 % less CPU).
    reducedMotion: 'reduce',
    // A trace records every action's page (snapshots, screencast): about a third of a suite's time on a small
    // machine (locale.spec.ts: 59 s with, 41 s without). Off unless asked for (E2E_TRACE=on keeps the trace of each
    // failing test in test-results/, to open with `npx playwright show-trace`).
    trace: process.env.E2E_TRACE === 'on' ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: CHROMIUM_EXECUTABLE,
      args: CHROMIUM_ARGS,
    },
  },
});
