import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { communicationPorts } from '../src/boot/communication-ports.ts';
import { createApp } from '../src/app.ts';
import { readEnv } from '../src/env.ts';
import { silentLogger } from '../src/http/context.ts';
import { prepareStore } from '../src/boot/open-store.ts';
import { createEmbeddedStore } from '../src/store/embedded/nedb-store.ts';
import type { Store } from '../src/store/store.ts';
import { addBenchAdministrator, listen, signIn } from './bench-server.ts';
import { generateTutors } from './generate-users.ts';

export const BENCH_PASSWORD = 'Bench-password-2026!';

export interface TutorsBenchApp {
  store: Store;
  /** The data directory, under the system's temporary folder. */
  directory: string;
  url: string;
  /** The bench administrator's session cookie. */
  cookie: string;
}

/**
 * What several benches measure on: the app over an embedded store of 10,000 tutors and the bench administrator,
 * listening on a free port and signed in. `use` runs the measures; the server, the store and its directory are
 * gone afterwards, whatever happened.
 */
export async function withTutorsBenchApp(name: string, use: (app: TutorsBenchApp) => Promise<void>): Promise<void> {
  const directory = await mkdtemp(path.join(tmpdir(), `binome-${name}-`));
  const store = await createEmbeddedStore({ directory });
  try {
    await prepareStore(store);
    await addBenchAdministrator(store, BENCH_PASSWORD);
    await store.collection('users').insertMany(generateTutors(10_000));
    const env = readEnv({ LOG_LEVEL: 'silent' });
    const deps = { store, env, now: () => new Date(), log: silentLogger, ...communicationPorts(env, path.join(directory, 'outbox'), silentLogger) };
    const { url, close } = await listen(createApp(deps).fetch);
    try {
      await use({ store, directory, url, cookie: await signIn(url, 'bench@example.org', BENCH_PASSWORD) });
    } finally {
      await close();
    }
  } finally {
    await store.close();
    await rm(directory, { recursive: true, force: true });
  }
}
