/**
 * The hashing port of passwords. Argon2id is memory-hard on purpose: one hash takes a sizeable slice of a core, so
 * it never runs on the event loop (see `argon2-pool.ts`), and callers go through this port so tests can count the
 * work or hold it.
 */
export interface PasswordHasher {
  /** The encoded Argon2id hash of a new password (parameters and salt included). */
  hash(password: string): Promise<string>;
  /** Whether `password` matches `encodedHash`; false for a malformed hash. */
  verify(password: string, encodedHash: string): Promise<boolean>;
}

/** Too many hashes are already running or waiting: the request is refused at once (503) rather than queued. */
export class PasswordHashingBusyError extends Error {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super('Password hashing is at capacity');
    this.name = 'PasswordHashingBusyError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** How long a refused caller is told to wait: places free up as hashes finish, several a second on each thread. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/**
 * Admits at most `capacity` hashes at a time (running and waiting together) into `inner`; one more is refused
 * synchronously with `PasswordHashingBusyError`, so the queue never grows without bound under a flood of sign-ins.
 */
export function boundedHasher(inner: PasswordHasher, capacity: number): PasswordHasher {
  let admitted = 0;
  const admit = async <T>(work: () => Promise<T>): Promise<T> => {
    if (admitted >= capacity) throw new PasswordHashingBusyError(BUSY_RETRY_AFTER_SECONDS);
    admitted += 1;
    try {
      return await work();
    } finally {
      admitted -= 1;
    }
  };
  return {
    hash: (password) => admit(() => inner.hash(password)),
    verify: (password, encodedHash) => admit(() => inner.verify(password, encodedHash)),
  };
}
