import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';
import { testClock } from '../support/clock.ts';

/**
 * Issue 10: anyone locked any account, the administrator's included, with 5 requests. Now the hard lock counts per
 * identifier and client address (a stranger locks only their own address), and guessing spread over many addresses
 * is paced per identifier (a delay, never a lockout), with the owner's own addresses spared. Unknown and known
 * identifiers behave the same.
 */
const WRONG = 'Wrong-password-1!';
const ADMIN = 'super_administrator@demo.binome.test';

describe('a lockout nobody can hand out', { timeout: 120_000 }, () => {
  const clock = testClock(new Date('2026-11-20T09:00:00Z'));
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ now: clock.now, env: { TRUST_PROXY: 'on' } });
  }, 60_000);
  const login = (email: string, password: string, address: string) =>
    app.call('/v1/auth/login', { method: 'POST', body: { email, password }, headers: { 'x-forwarded-for': address } });
  const statusesOf = async (attempts: (() => Promise<Response>)[]) => {
    const statuses: number[] = [];
    for (const attempt of attempts) statuses.push((await attempt()).status);
    return statuses;
  };

  it("locks only the stranger's address: the administrator still signs in from elsewhere", async () => {
    const stranger = '203.0.113.66';
    expect(await statusesOf(Array.from({ length: 5 }, () => () => login(ADMIN, WRONG, stranger)))).toEqual([401, 401, 401, 401, 429]);
    const locked = await login(ADMIN, TEST_PASSWORD, stranger);
    expect(locked.status).toBe(429);
    expect(await json(locked)).toEqual({ code: 'tooManyAttempts', message: 'errors.tooManyAttempts' });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);

    expect((await login(ADMIN, TEST_PASSWORD, '198.51.100.10')).status).toBe(200);
  });

  it('treats an unknown identifier exactly like the administrator', async () => {
    const stranger = '203.0.113.67';
    const unknown = 'not.an.account@demo.binome.test';
    const answers = [
      ...Array.from({ length: 5 }, () => () => login(unknown, WRONG, stranger)),
      () => login(unknown, TEST_PASSWORD, stranger),
      () => login(unknown, WRONG, '198.51.100.11'),
    ];
    expect(await statusesOf(answers)).toEqual([401, 401, 401, 401, 429, 429, 401]);
  });

  it('cannot be overrun by parallel attempts from one address', async () => {
    const burst = await Promise.all(Array.from({ length: 12 }, () => login('coordinator@demo.binome.test', WRONG, '203.0.113.68')));
    const statuses = burst.map((response) => response.status);
    // Attempts are counted before the password is checked: at most four plain failures, then the lock.
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(4);
    expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(true);
  });

  it('paces guessing spread over many addresses with growing delays, never a lockout', async () => {
    const email = 'manager@demo.binome.test';
    // The manager signed in from home once (the first of 10 unhindered attempts): that address is spared the pace.
    const home = '198.51.100.20';
    expect((await login(email, TEST_PASSWORD, home)).status).toBe(200);
    let next = 1;
    const fresh = () => `192.0.2.${next++}`;

    expect(await statusesOf(Array.from({ length: 9 }, () => () => login(email, WRONG, fresh())))).toEqual(Array(9).fill(401));
    const paced = await login(email, WRONG, fresh());
    expect(paced.status).toBe(429);
    expect(Number(paced.headers.get('retry-after'))).toBe(1);
    // Refused attempts neither count nor move the slot.
    for (let attempt = 0; attempt < 20; attempt += 1) expect((await login(email, WRONG, fresh())).status).toBe(429);
    // Meanwhile the owner at home is not slowed at all.
    expect((await login(email, TEST_PASSWORD, home)).status).toBe(200);

    clock.advance(1 / 60);
    expect((await login(email, WRONG, fresh())).status).toBe(401);
    const longer = await login(email, WRONG, fresh());
    expect(longer.status).toBe(429);
    expect(Number(longer.headers.get('retry-after'))).toBe(2);

    // However long it goes on, an owner on a new address waits at most a minute, then signs in.
    for (let round = 0; round < 8; round += 1) {
      clock.advance(1);
      expect((await login(email, WRONG, fresh())).status).toBe(401);
    }
    const owner = await login(email, TEST_PASSWORD, fresh());
    expect(owner.status).toBe(429);
    const wait = Number(owner.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    clock.advance(wait / 60);
    expect((await login(email, TEST_PASSWORD, fresh())).status).toBe(200);
  });

  it('paces an unknown identifier exactly like an account', async () => {
    clock.advance(61);
    const paceOf = async (email: string, first: number) => {
      const statuses = await statusesOf(Array.from({ length: 11 }, (_, index) => () => login(email, WRONG, `10.9.${first}.${index + 1}`)));
      const refused = await login(email, WRONG, `10.9.${first}.99`);
      return { statuses, retryAfter: refused.headers.get('retry-after'), body: await refused.text() };
    };
    const known = await paceOf('tutor@demo.binome.test', 1);
    const unknown = await paceOf('no.such.tutor@demo.binome.test', 2);
    expect(known).toEqual(unknown);
    expect(known.statuses).toEqual([...Array(10).fill(401), 429]);
  });
});
