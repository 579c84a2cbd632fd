/** The password of every demo account in the tests. A module of its own: the benchmarks start servers with it too, and must not load vitest. */
export const TEST_PASSWORD = 'Test-password-2026!';
