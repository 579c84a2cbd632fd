export const DEMO_PASSWORD = 'Test-password-2026!';

/** The environment variable naming the data directory the global set-up seeded (seed-once.ts). */
export const SEEDED_DATA_DIRECTORY = 'E2E_SEEDED_DATA_DIR';
