// Linting for every workspace. typescript-eslint needs TypeScript's JavaScript API, which TypeScript 7 does not
// have: the `typescript` package here is TypeScript 6 for the linter, and `tsc` (type checking, builds) runs
// TypeScript 7 from `typescript7`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

/** An import the layering of DESIGN.md forbids: any of these specifiers, with the reason given. */
const forbidImports = (message, ...group) => ({ 'no-restricted-imports': ['error', { patterns: [{ group, message }] }] });

export default tseslint.config(
  // The partners' example's API types are generated from a server's document by openapi-typescript, not written here.
  { ignores: ['**/dist/**', 'bff/static/**', '**/node_modules/**', '**/coverage/**', 'data/**', '**/test-results/**', 'bff/examples/*/src/binome-api.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  // The rules of hooks in both web apps: hooks called in the same order on every render, and effects that list what
  // they read (a stale value in an effect is a bug that no test of the happy path shows).
  {
    files: ['admin/src/**/*.{ts,tsx}', 'family/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // Type-aware rules for the server, where a forgotten promise is a write that may fail unseen, or a request answered
  // before its work is done: every promise is awaited, returned or explicitly voided, and none is passed where a
  // callback's result is ignored. They need the type checker (typescript-eslint's project service reads the server's
  // tsconfig), so they cover the server's code, its tests and benches, not the whole repository.
  {
    files: ['bff/src/**/*.ts', 'bff/test/**/*.ts', 'bff/bench/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  // The layering of DESIGN.md, by import path (every import here is relative or a workspace's name): the schema
  // imports no app; the server's generic layers import no feature (app.ts composes the features' hooks, routes and
  // jobs); neither web app imports the other (what both need lives in the schema).
  {
    files: ['schema/**'],
    rules: forbidImports(
      'The schema imports no app: the apps import the schema.',
      '@binome/bff',
      '@binome/bff/*',
      '@binome/admin',
      '@binome/admin/*',
      '@binome/family',
      '@binome/family/*',
      '**/bff/**',
      '**/admin/**',
      '**/family/**',
    ),
  },
  {
    files: ['bff/src/resources/**', 'bff/src/store/**', 'bff/src/http/**'],
    rules: forbidImports(
      'A generic layer imports no feature: the feature declares its hooks (features/<feature>/<feature>.feature.ts) and app.ts composes them.',
      '**/features/**',
    ),
  },
  {
    files: ['admin/**'],
    rules: forbidImports(
      'The staff app does not import the family app: what both need lives in the schema.',
      '@binome/family',
      '@binome/family/*',
      '**/family/**',
    ),
  },
  {
    files: ['family/**'],
    rules: forbidImports(
      'The family app does not import the staff app: what both need lives in the schema.',
      '@binome/admin',
      '@binome/admin/*',
      '**/admin/**',
    ),
  },
);
