import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../../../bff/test/support/server-process.ts';
import { DEMO_PASSWORD, SEEDED_DATA_DIRECTORY } from './seeded-data.ts';

/**
 * Playwright's global set-up: the demo data is loaded once, by a server started on a template data directory and
 * stopped (its store flushed); each worker's server then starts on a copy of it (stack.ts). A server never touches
 * a store that has users, so the copies start at once instead of each loading the demo (about 13 s alone, over a
 * minute for two at once on a busy two-core machine).
 */
export default async function seedOnce(): Promise<() => Promise<void>> {
  const template = await mkdtemp(path.join(tmpdir(), 'binome-staff-e2e-seed-'));
  const server = await startServerProcess({ runtime: 'node', dataDirectory: template, env: { DEMO_PASSWORD } });
  await server.stop();
  // Read by every worker (Playwright hands the set-up's environment to them).
  process.env[SEEDED_DATA_DIRECTORY] = template;
  return () => rm(template, { recursive: true, force: true });
}
