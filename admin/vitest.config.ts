import { defineConfig } from 'vitest/config';

// Unit tests of the generator's pure parts (field kind → widget, column, filter); the screens are tested in
// Chromium by Playwright (e2e/).
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  // The files share their worker's modules (importing the app's sources again per file was 63 s of a 90 s run). No
  // test fakes timers, mocks a module or stubs a global, which a shared process would carry into the next file.
  test: { include: ['test/**/*.test.ts'], isolate: false },
});
