import { defineConfig } from 'vitest/config';

// Workspace packages are read from their TypeScript sources (the `source` export condition), never from a
// stale build. Vitest runs tests as server-side code, so the condition is set for both resolvers.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  // The files share their worker's modules (no fresh import of the schema per file: 97 s of a 148 s run went to
  // imports). The rules are pure functions; no test fakes timers, mocks a module or stubs a global, which a shared
  // process would carry into the next file.
  test: { include: ['test/**/*.test.ts'], isolate: false },
});
