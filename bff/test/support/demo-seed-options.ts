import type { DemoSeedOptions } from './demo-snapshot.ts';
import { TEST_PASSWORD } from './test-password.ts';

export { TEST_PASSWORD };
export const TEST_NOW = new Date('2026-11-20T10:00:00.000Z');

/** How every test app's demo data is seeded (the snapshot of the run is made with the same). */
export const DEMO_SEED: DemoSeedOptions = { password: TEST_PASSWORD, now: TEST_NOW };
