import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../bff/test/support/test-browser.ts';

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
  // `npm test` (.ci/test-all) tries a failed test once more (E2E_RETRIES=1) and names it "flaky" at the end when the
  // second try passes: a test that fails twice fails the run. Run alone, a failure is reported at once.
  retries: Number(process.env.E2E_RETRIES ?? 0),
  // Generous: in CI this suite runs on two workers beside the server suite, on two cores.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // As a person who asked their system for less motion, like the staff suite (this app barely animates).
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
