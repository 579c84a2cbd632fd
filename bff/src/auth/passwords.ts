import { argon2id, argon2Verify } from 'hash-wasm';

/**
 * Password hashing with Argon2id (memory-hard, OWASP's first choice) in WebAssembly, so the same code runs on Node
 * and Deno. Parameters are OWASP's minimum for Argon2id: 19 MiB, 2 passes, 1 lane. The encoded hash carries them,
 * so they can be raised later without breaking existing hashes.
 */
const PARAMETERS = { memorySize: 19 * 1024, iterations: 2, parallelism: 1, hashLength: 32 } as const;

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return argon2id({ password, salt, ...PARAMETERS, outputType: 'encoded' });
}

export async function verifyPassword(password: string, encodedHash: string): Promise<boolean> {
  try {
    return await argon2Verify({ password, hash: encodedHash });
  } catch {
    return false;
  }
}

let decoy: Promise<string> | undefined;
/**
 * Spends the time of a real check when there is no account, so that a sign-in's answer time does not tell whether
 * an account exists.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(crypto.randomUUID());
  await verifyPassword(password, await decoy);
  return false;
}
