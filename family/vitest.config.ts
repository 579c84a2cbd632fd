import { defineConfig } from 'vitest/config';

// Unit tests of the app's pure parts; the pages are tested in Chromium by Playwright (e2e/).
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  // The app's words in both languages, as i18next holds them in the browser once a language is chosen.
  // The files share their worker's modules (no fresh import per file); no test fakes timers, mocks a module or stubs
  // a global, which a shared process would carry into the next file.
  test: { include: ['test/**/*.test.ts'], setupFiles: ['test/setup-translations.ts'], isolate: false },
});
