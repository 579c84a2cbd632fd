import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { ARGON2_PARAMETERS } from './argon2-parameters.ts';
import { boundedHasher, type PasswordHasher } from './password-hasher.ts';

/** Hashes allowed to wait per thread: at 0.1–0.4 s a hash, the last one waits 3 to 13 seconds. */
export const WAITING_PER_THREAD = 32;

export interface Argon2PoolOptions {
  /** Worker threads; by default one per core the process may use, at least one. */
  threads?: number;
  /** Hashes allowed to wait for a thread; by default `WAITING_PER_THREAD` per thread. */
  maxWaiting?: number;
}

export interface Argon2Pool extends PasswordHasher {
  readonly threads: number;
  readonly capacity: number;
  close(): Promise<void>;
}

/**
 * Argon2id in a pool of worker threads (Piscina, over `node:worker_threads`, which Node and Deno both provide), so
 * that a sign-in never stalls the event loop. The worker is plain JavaScript beside this file, found the same way
 * from the sources and from the build. Admission is bounded: running plus waiting hashes never exceed
 * `threads + maxWaiting`; beyond, callers get `PasswordHashingBusyError` at once.
 */
export function argon2Pool(options: Argon2PoolOptions = {}): Argon2Pool {
  const threads = Math.max(1, Math.floor(options.threads ?? availableParallelism()));
  const maxWaiting = Math.max(0, Math.floor(options.maxWaiting ?? threads * WAITING_PER_THREAD));
  const pool = new Piscina({ filename: new URL('./argon2.worker.js', import.meta.url).href, minThreads: threads, maxThreads: threads });
  const run = (task: Record<string, unknown>) => pool.run(task) as Promise<unknown>;
  const workers: PasswordHasher = {
    hash: async (password) => String(await run({ operation: 'hash', password, parameters: ARGON2_PARAMETERS })),
    verify: async (password, encodedHash) => (await run({ operation: 'verify', password, encodedHash })) === true,
  };
  return { ...boundedHasher(workers, threads + maxWaiting), threads, capacity: threads + maxWaiting, close: () => pool.close() };
}

let shared: Argon2Pool | undefined;
/** The process's pool, started at first use and shared by every app of the process (one per process is enough). */
export function sharedPasswordHasher(): Argon2Pool {
  shared ??= argon2Pool();
  return shared;
}

/** Stops the process's pool, if it was started (at shutdown: its threads would otherwise keep the process alive). */
export async function closeSharedPasswordHasher(): Promise<void> {
  const pool = shared;
  shared = undefined;
  await pool?.close();
}
