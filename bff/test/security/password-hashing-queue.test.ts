import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { argon2Pool, sharedPasswordHasher, type Argon2Pool } from '../../src/auth/hashing/argon2-pool.ts';
import { boundedHasher, PasswordHashingBusyError, type PasswordHasher } from '../../src/auth/hashing/password-hasher.ts';
import { createTestApp, json, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';
import { latestLinkTokenTo } from '../support/outbox.ts';

/**
 * Issue 10: hashing goes to a pool of threads with a bounded queue. When it is full, a sign-in is refused at once
 * with 503 and `retry-after` rather than waiting in a queue that grows without bound.
 */
describe('the Argon2 pool admits a bounded number of hashes', () => {
  let pool: Argon2Pool;
  beforeAll(() => {
    pool = argon2Pool({ threads: 1, maxWaiting: 1 });
  });
  afterAll(() => pool.close());

  it('runs one, queues one, refuses the third at once, then takes work again', { timeout: 60_000 }, async () => {
    expect([pool.threads, pool.capacity]).toEqual([1, 2]);
    const first = pool.hash('Premier-mot-de-passe-1!');
    const second = pool.hash('Second-mot-de-passe-2!');
    const third = pool.hash('Troisieme-mot-de-passe-3!');
    await expect(third).rejects.toBeInstanceOf(PasswordHashingBusyError);
    await expect(third).rejects.toMatchObject({ retryAfterSeconds: expect.any(Number) });
    const [firstHash, secondHash] = await Promise.all([first, second]);
    expect(firstHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await pool.verify('Premier-mot-de-passe-1!', firstHash)).toBe(true);
    expect(await pool.verify('Premier-mot-de-passe-1!', secondHash)).toBe(false);
    expect(await pool.verify('anything', 'not an argon2 hash')).toBe(false);
  });

  it('uses at least one thread', () => {
    const none = argon2Pool({ threads: 0, maxWaiting: 0 });
    expect([none.threads, none.capacity]).toEqual([1, 1]);
    return none.close();
  });
});

/** A hasher that holds every check until the test lets them go, so that "full" is exact, not a matter of timing. */
function heldHasher(inner: PasswordHasher) {
  const held: (() => void)[] = [];
  let holding = true;
  const wait = () => (holding ? new Promise<void>((resolve) => held.push(resolve)) : Promise.resolve());
  return {
    held,
    release() {
      holding = false;
      for (const resume of held.splice(0)) resume();
    },
    hasher: {
      hash: async (password: string) => wait().then(() => inner.hash(password)),
      verify: async (password: string, hash: string) => wait().then(() => inner.verify(password, hash)),
    } satisfies PasswordHasher,
  };
}

describe('sign-in when the hashing queue is full', () => {
  const CAPACITY = 2;
  const gate = heldHasher(sharedPasswordHasher());
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ env: { TRUST_PROXY: 'on' }, passwords: boundedHasher(gate.hasher, CAPACITY) });
  }, 60_000);

  it('answers 503 unavailable with retry-after beyond the bound, and serves again once it drains', { timeout: 60_000 }, async () => {
    let answered = 0;
    const attempts = Array.from({ length: 6 }, (_, index) =>
      app
        .call('/v1/auth/login', {
          method: 'POST',
          body: { email: `someone.${index}@demo.binome.test`, password: 'Wrong-password-1!' },
          headers: { 'x-forwarded-for': `192.0.2.${index + 1}` },
        })
        .finally(() => (answered += 1)),
    );
    // Two checks hold the pool; the four others are answered without waiting for them.
    await waitFor(() => gate.held.length === CAPACITY && answered === 6 - CAPACITY);
    // Attempts refused for want of room were never checked: they do not count towards the lockout.
    const owner = { 'x-forwarded-for': '198.51.100.7' };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const refused = await app.call('/v1/auth/login', { method: 'POST', body: { email: 'tutor@demo.binome.test', password: TEST_PASSWORD }, headers: owner });
      expect(refused.status).toBe(503);
    }
    gate.release();
    const responses = await Promise.all(attempts);
    const unavailable = responses.filter((response) => response.status === 503);
    expect(responses.map((response) => response.status).sort()).toEqual([401, 401, 503, 503, 503, 503]);
    for (const response of unavailable) {
      expect(await json(response)).toEqual({ code: 'unavailable', message: 'errors.unavailable' });
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    const later = await app.call('/v1/auth/login', { method: 'POST', body: { email: 'tutor@demo.binome.test', password: TEST_PASSWORD }, headers: owner });
    expect(later.status).toBe(200);
  });
});

/** Resolves once `condition` holds, checking at each turn of the event loop (no fixed sleep). */
async function waitFor(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

describe('a full hashing pool leaves nothing half done', () => {
  /** A hasher that refuses every new hash, as a full pool does, and verifies as the real one. */
  let refusing = false;
  const real = sharedPasswordHasher();
  const busyWhenAsked: PasswordHasher = {
    hash: (password) => (refusing ? Promise.reject(new PasswordHashingBusyError(2)) : real.hash(password)),
    verify: (password, hash) => real.verify(password, hash),
  };
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ passwords: busyWhenAsked });
  });

  it('a registration refused with 503 creates no account, and the same registration succeeds once the pool has room', async () => {
    const form = {
      firstName: 'Nina',
      lastName: 'Occupée',
      email: 'nina.occupee@example.org',
      dateOfBirth: '2001-04-12',
      password: 'Un-mot-de-passe-2026!',
      acceptTerms: true,
    };
    refusing = true;
    const refused = await app.call('/v1/auth/register/tutor', { method: 'POST', body: form });
    refusing = false;
    expect(refused.status).toBe(503);
    expect(await app.store.collection('users').findOne({ 'contactDetails.email': 'nina.occupee@example.org' })).toBeFalsy();
    const retried = await app.call('/v1/auth/register/tutor', { method: 'POST', body: form });
    expect(retried.status, await retried.clone().text()).toBe(201);
  });

  it('a password reset refused with 503 keeps its link for the retry', async () => {
    await app.call('/v1/auth/recover-password', { method: 'POST', body: { email: 'student@demo.binome.test' } });
    const token = await latestLinkTokenTo(app.outbox, 'student@demo.binome.test', '/reset-password');
    refusing = true;
    const refused = await app.call('/v1/auth/reset-password', { method: 'POST', body: { token, newPassword: 'Nouveau-mot-2026!' } });
    refusing = false;
    expect(refused.status).toBe(503);
    const retried = await app.call('/v1/auth/reset-password', { method: 'POST', body: { token, newPassword: 'Nouveau-mot-2026!' } });
    expect(retried.status, await retried.clone().text()).toBe(200);
  });
});
