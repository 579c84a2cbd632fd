// Runs in a worker thread of the password hashing pool (Piscina). Plain JavaScript on purpose: the same file is
// loaded from the sources (tests, Deno) and from the build, and Node cannot load TypeScript in a worker.
import { argon2id, argon2Verify } from 'hash-wasm';

/**
 * One Argon2id task: `hash` answers the encoded hash of `password` with the given parameters and a fresh salt;
 * `verify` answers whether `password` matches `encodedHash` (false for a malformed hash, never an error).
 */
export default async function argon2Task(task) {
  if (task.operation === 'hash') {
    const salt = crypto.getRandomValues(new Uint8Array(16));
    return argon2id({ password: task.password, salt, ...task.parameters, outputType: 'encoded' });
  }
  try {
    return await argon2Verify({ password: task.password, hash: task.encodedHash });
  } catch {
    return false;
  }
}
