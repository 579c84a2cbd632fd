import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

const sessionsDomain = fileURLToPath(new URL('../src/domain/sessions/index.ts', import.meta.url));

/**
 * The sessions' rules go into both apps' bundles: bundled as a browser build does (rolldown, through vite), they
 * raise no warning, so that `npm start` prints none to a newcomer (rrule's interop once warned on every build).
 */
describe("the sessions' rules in a browser bundle", () => {
  it('bundle without a warning', async () => {
    const warnings: string[] = [];
    await build({
      configFile: false,
      logLevel: 'silent',
      resolve: { conditions: ['source'] },
      build: {
        write: false,
        lib: { entry: sessionsDomain, formats: ['es'], fileName: 'sessions' },
        rolldownOptions: {
          onLog: (level: Rolldown.LogLevel, log: Rolldown.RollupLog) => {
            if (level === 'warn') warnings.push(`${log.code ?? ''} ${log.message}`);
          },
        },
      },
    });
    expect(warnings).toEqual([]);
  }, 60_000);
});
