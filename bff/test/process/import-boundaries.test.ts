import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * The server's type-aware rules need each file in its tsconfig's program; a probe is linted from text at a path where no
 * file exists, so they are off here (the layering rule reads import paths, not types).
 */
const WITHOUT_TYPE_INFORMATION: Linter.Config = {
  files: ['bff/**/*.ts'],
  languageOptions: { parserOptions: { projectService: false } },
  rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off', '@typescript-eslint/await-thenable': 'off' },
};

/** The rule ids the lint reports on one source placed at one path of the repository. */
async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await new ESLint({ cwd: ROOT, overrideConfig: WITHOUT_TYPE_INFORMATION }).lintText(code, { filePath: `${ROOT}${filePath}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

/** The layering of DESIGN.md, as the lint enforces it (eslint.config.js): each forbidden import is reported. */
describe('the lint forbids imports against the layering', { timeout: 120_000 }, () => {
  it.each([
    ['schema/src/probe.ts', "import type { AppEnv } from '../../bff/src/http/context.ts';\nexport type Probe = AppEnv;\n"],
    ['schema/src/domain/probe.ts', "import { App } from '@binome/admin/src/App.tsx';\nexport const probe = App;\n"],
    ['bff/src/resources/probe.ts', "import { FEATURES } from '../features/features.ts';\nexport const probe = FEATURES;\n"],
    ['bff/src/store/probe.ts', "import { reportsFeature } from '../features/reports/reports.feature.ts';\nexport const probe = reportsFeature;\n"],
    ['bff/src/http/probe.ts', "import { matchingFeature } from '../features/matching/matching.feature.ts';\nexport const probe = matchingFeature;\n"],
    ['admin/src/probe.ts', "import { probe as other } from '../../family/src/probe.ts';\nexport const probe = other;\n"],
    ['family/src/probe.ts', "import { probe as other } from '@binome/admin/src/probe.ts';\nexport const probe = other;\n"],
  ])('%s', async (filePath, code) => {
    expect(await ruleIdsFor(filePath, code)).toContain('no-restricted-imports');
  });

  it('allows what the layering allows: an app importing the schema, a feature importing the generic layer', async () => {
    expect(await ruleIdsFor('family/src/probe.ts', "import { RESOURCES } from '@binome/schema';\nexport const probe = RESOURCES;\n")).toEqual([]);
    expect(
      await ruleIdsFor('bff/src/features/probe.ts', "import { combineHooks } from '../resources/write-hooks.ts';\nexport const probe = combineHooks;\n"),
    ).toEqual([]);
  });
});
