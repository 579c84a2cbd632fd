import { beforeAll, describe, expect, it } from 'vitest';
import { argon2id, argon2Verify } from 'hash-wasm';
import { createTestApp, json, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';

/**
 * Issue 10: a sign-in for an account created by staff, with no password yet, answered in 24 ms against ~400 ms for
 * any other: the answer time told which accounts exist. Every answer must cost the same work.
 */

/** A hasher that counts the Argon2 work the app asks for (in process: the count, not the threads, matters here). */
function countingHasher() {
  const counts = { hash: 0, verify: 0 };
  const hasher = {
    hash: async (password: string) => {
      counts.hash += 1;
      const salt = crypto.getRandomValues(new Uint8Array(16));
      return argon2id({ password, salt, memorySize: 19 * 1024, iterations: 2, parallelism: 1, hashLength: 32, outputType: 'encoded' });
    },
    verify: async (password: string, hash: string) => {
      counts.verify += 1;
      return argon2Verify({ password, hash }).catch(() => false);
    },
  };
  return { counts, hasher };
}

const STAFF_WITHOUT_PASSWORD = 'nina.sans@demo.binome.test';

/** Creates a coordinator the way staff do: an account with an e-mail and no password until the invitation is taken. */
async function createStaffWithoutPassword(app: TestApp): Promise<void> {
  const cookie = await app.signIn('super_administrator');
  const created = await app.call('/v1/coordinators', {
    method: 'POST',
    cookie,
    body: { contactDetails: { firstName: 'Nina', lastName: 'Sans', email: STAFF_WITHOUT_PASSWORD }, status: 'active' },
  });
  expect(created.status).toBe(201);
}

const from = (address: string) => ({ 'x-forwarded-for': address });

describe('sign-in: the same work for every answer', { timeout: 120_000 }, () => {
  const { counts, hasher } = countingHasher();
  let app: TestApp;
  let address = 0;
  /** Signs in from an address of its own, so that no lock or pace of another case is in the way. */
  const login = (email: string, password: string, headers = from(`192.0.2.${(address += 1)}`)) =>
    app.call('/v1/auth/login', { method: 'POST', body: { email, password }, headers });

  beforeAll(async () => {
    app = await createTestApp({ env: { TRUST_PROXY: 'on' }, passwords: hasher });
    await createStaffWithoutPassword(app);
  }, 60_000);

  it('checks one password per answer: unknown e-mail, wrong or right password, no password yet, locked out', async () => {
    const workOf = async (attempt: () => Promise<Response>) => {
      const before = { ...counts };
      const response = await attempt();
      return { status: response.status, verifications: counts.verify - before.verify, hashes: counts.hash - before.hash };
    };
    const answers = {
      unknown: await workOf(() => login('nobody.at.all@demo.binome.test', 'Wrong-password-1!')),
      wrongPassword: await workOf(() => login('recruiter@demo.binome.test', 'Wrong-password-1!')),
      noPasswordYet: await workOf(() => login(STAFF_WITHOUT_PASSWORD, 'Wrong-password-1!')),
      rightPassword: await workOf(() => login('manager@demo.binome.test', TEST_PASSWORD)),
    };
    const stranger = from('198.51.100.99');
    for (let attempt = 0; attempt < 5; attempt += 1) await login('vsc@demo.binome.test', 'Wrong-password-1!', stranger);
    const lockedOut = await workOf(() => login('vsc@demo.binome.test', TEST_PASSWORD, stranger));

    expect({ ...answers, lockedOut }).toEqual({
      unknown: { status: 401, verifications: 1, hashes: 0 },
      wrongPassword: { status: 401, verifications: 1, hashes: 0 },
      noPasswordYet: { status: 401, verifications: 1, hashes: 0 },
      rightPassword: { status: 200, verifications: 1, hashes: 0 },
      lockedOut: { status: 429, verifications: 1, hashes: 0 },
    });
  });

  it('answers an account without a password exactly like an unknown e-mail', async () => {
    const unknown = await login('nobody.else@demo.binome.test', 'Wrong-password-1!');
    const noPasswordYet = await login(STAFF_WITHOUT_PASSWORD, 'Wrong-password-1!');
    expect(noPasswordYet.status).toBe(unknown.status);
    expect(await json(noPasswordYet)).toEqual(await json(unknown));
  });

  it('keeps the decoy hash in step with the parameters of real hashes', async () => {
    const { ARGON2_PARAMETERS, DECOY_HASH } = await import('../../src/auth/hashing/argon2-parameters.ts');
    const { memorySize, iterations, parallelism } = ARGON2_PARAMETERS;
    expect(DECOY_HASH.startsWith(`$argon2id$v=19$m=${memorySize},t=${iterations},p=${parallelism}$`)).toBe(true);
  });
});

describe('sign-in: the same CPU time for every answer, on the real hashing pool', { timeout: 120_000 }, () => {
  let app: TestApp;
  let address = 0;
  const login = (email: string, password: string) =>
    app.call('/v1/auth/login', { method: 'POST', body: { email, password }, headers: from(`203.0.113.${(address += 1)}`) });

  beforeAll(async () => {
    app = await createTestApp({ env: { TRUST_PROXY: 'on' } });
    await createStaffWithoutPassword(app);
  }, 60_000);

  /** CPU time of the whole process (every thread) for one answer: unlike the clock, not stretched by a busy machine. */
  const cpuOf = async (attempt: () => Promise<Response>) => {
    const before = process.cpuUsage();
    await attempt();
    const spent = process.cpuUsage(before);
    return (spent.user + spent.system) / 1000;
  };
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

  it('spends as much CPU on an account without a password as on an account with one', async () => {
    await login('manager@demo.binome.test', TEST_PASSWORD); // warm-up: compiled code paths and started threads
    const withPassword: number[] = [];
    const withoutPassword: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      withPassword.push(await cpuOf(() => login('recruiter@demo.binome.test', `Wrong-password-${round}!`)));
      withoutPassword.push(await cpuOf(() => login(STAFF_WITHOUT_PASSWORD, `Wrong-password-${round}!`)));
      unknown.push(await cpuOf(() => login(`nobody.${round}@demo.binome.test`, `Wrong-password-${round}!`)));
    }
    const reference = median(withPassword);
    // Before the fix the account without a password cost a few milliseconds against the full Argon2 check.
    expect(median(withoutPassword)).toBeGreaterThan(reference * 0.5);
    expect(median(unknown)).toBeGreaterThan(reference * 0.5);
  });
});
