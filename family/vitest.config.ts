import { defineConfig } from 'vitest/config';

// Unit tests of the app's pure parts; the pages are tested in Chromium by Playwright (e2e/).
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: { include: ['test/**/*.test.ts'] },
});
