import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { closeSharedPasswordHasher } from '../../src/auth/hashing/argon2-pool.ts';
import { writeDemoSnapshot } from './demo-snapshot.ts';
import { DEMO_SEED } from './demo-seed-options.ts';

/** Runs once per `vitest run`, before any test file: seeds the demo a single time for every test app. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const directory = await mkdtemp(path.join(tmpdir(), 'binome-demo-snapshot-'));
  const file = path.join(directory, 'demo.v8');
  await writeDemoSnapshot(file, DEMO_SEED);
  // The seed hashed the demo passwords on this process's pool: its threads would keep vitest from exiting.
  await closeSharedPasswordHasher();
  project.provide('demoSnapshot', file);
  return () => rm(directory, { recursive: true, force: true });
}
