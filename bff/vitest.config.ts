import { defineConfig } from 'vitest/config';
import { BalancedShards } from './test/support/balanced-shards.ts';

// Workspace packages are read from their TypeScript sources (the `source` export condition), never from a
// stale build. Vitest runs tests as server-side code, so the condition is set for both resolvers.
const resolution = {
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
};

// A small, busy CI machine makes tests slow, not wrong: vitest's defaults (5 s a test, 10 s a hook) would fail them.
const timeouts = { testTimeout: 30_000, hookTimeout: 60_000 };

const ALL = ['test/**/*.test.ts'];

/**
 * The files that keep a fresh process of their own. Importing the app (schema, zod, hono, the OpenAPI routes) costs
 * seconds, which an isolated file pays every time: so every other file shares its worker's modules. These cannot:
 * - audit-retention fakes the interval timers, which would stay faked for the files run after it;
 * - password-hashing-off-loop and sign-in-work measure the CPU time of the whole process, which what earlier files
 *   left behind in a shared process (their garbage, their hashing threads) would count in.
 * A file added here needs the same kind of reason; a file that leaks state into the next should rather stop leaking.
 */
const ISOLATED = ['test/security/audit-retention.test.ts', 'test/security/password-hashing-off-loop.test.ts', 'test/security/sign-in-work.test.ts'];

export default defineConfig({
  ...resolution,
  test: {
    // Seeds the demo once for the run (in the root project, so once for both projects below); each test app loads
    // its own copy of that snapshot.
    globalSetup: ['test/support/global-setup.ts'],
    // CI runs the suite in shards (`--shard=i/n`, .ci/test-all): split by each file's time, not by count.
    sequence: { sequencer: BalancedShards },
    projects: [
      {
        ...resolution,
        test: { name: 'shared', include: ALL, exclude: ISOLATED, isolate: false, ...timeouts },
      },
      {
        ...resolution,
        // A group of its own, after the shared files: interleaved with them, each isolated file would end the shared
        // worker, and the next shared file would import everything again.
        test: { name: 'isolated', include: ISOLATED, isolate: true, sequence: { groupOrder: 1 }, ...timeouts },
      },
    ],
  },
});
