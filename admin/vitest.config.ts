import { defineConfig } from 'vitest/config';

// Unit tests of the generator's pure parts (field kind → widget, column, filter); the screens are tested in
// Chromium by Playwright (e2e/).
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: { include: ['test/**/*.test.ts'] },
});
