import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const BFF = fileURLToPath(new URL('../../', import.meta.url));

/**
 * No import cycle in the server's sources (DESIGN, "Seams": app.ts composes the features, the generic layers import
 * no feature). Type-only imports count too (`tsPreCompilationDeps`): a cycle of types is a cycle of meaning, the one
 * that let the generic write hooks name the features that import them.
 */
describe('the server has no import cycle', () => {
  it('dependency-cruiser finds no circular dependency under bff/src', { timeout: 120_000 }, async () => {
    const { output } = await cruise(
      ['src'],
      {
        baseDir: BFF,
        tsPreCompilationDeps: true,
        doNotFollow: { path: 'node_modules' },
        validate: true,
        ruleSet: { forbidden: [{ name: 'no-circular', severity: 'error', from: {}, to: { circular: true } }] },
      },
      undefined,
      { tsConfig: { fileName: 'tsconfig.json' } },
    );
    const result = output as ICruiseResult;
    const cycles = result.summary.violations
      .filter((violation) => violation.rule.name === 'no-circular')
      .map((violation) => [violation.from, ...(violation.cycle ?? []).map((step) => step.name)].join(' -> '));
    expect(result.summary.totalCruised).toBeGreaterThan(200);
    expect(cycles).toEqual([]);
  });
});
