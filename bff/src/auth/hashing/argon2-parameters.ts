/**
 * Argon2id (memory-hard, OWASP's first choice) in WebAssembly (hash-wasm), so the same code runs on Node and Deno.
 * Parameters are OWASP's minimum for Argon2id: 19 MiB, 2 passes, 1 lane. The encoded hash carries them, so they
 * can be raised later without breaking existing hashes.
 */
export const ARGON2_PARAMETERS = { memorySize: 19 * 1024, iterations: 2, parallelism: 1, hashLength: 32 } as const;

/**
 * The hash of a random password nobody knows, with the parameters above (a test keeps them in step). Checking a
 * password against it costs exactly one real verification, without hashing anything first.
 */
export const DECOY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$Ok56X4AUth73BFtnjlQMig$Z37E4ix+0jIXGRG0P8kPn0yhgcdyIp0a93JgWXw1meU';
