import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, json, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';
import { testClock } from '../support/clock.ts';

const login = (app: TestApp, email: string, password: string, headers: Record<string, string> = {}) =>
  app.call('/v1/auth/login', { method: 'POST', body: { email, password }, headers });

describe('sign-in refusals: lockout, statuses, per-address limit', () => {
  const clock = testClock(new Date('2026-11-20T09:00:00Z'));
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ now: clock.now, env: { TRUST_PROXY: 'on', AUTH_LIMIT_PER_ADDRESS: '40' } });
  });

  it('locks an account for 15 minutes after 5 failures, and an unknown address exactly the same way', async () => {
    for (const email of ['recruiter@demo.binome.test', 'nobody.here@demo.binome.test']) {
      const answers: number[] = [];
      for (let attempt = 1; attempt <= 5; attempt += 1) answers.push((await login(app, email, 'Wrong-password-1!')).status);
      expect(answers, email).toEqual([401, 401, 401, 401, 429]);
      const locked = await login(app, email, TEST_PASSWORD);
      expect(locked.status).toBe(429);
      expect(await json(locked)).toEqual({ code: 'tooManyAttempts', message: 'errors.tooManyAttempts' });
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    clock.advance(16);
    expect((await login(app, 'recruiter@demo.binome.test', TEST_PASSWORD)).status).toBe(200);
    const log = await app.store.collection('securityEvents').find({ kind: 'lockout' });
    expect(log.map((event) => event.identifier)).toEqual(expect.arrayContaining(['recruiter@demo.binome.test', 'nobody.here@demo.binome.test']));
  });

  it('answers an unknown account and a wrong password with the same status and body', async () => {
    const unknown = await login(app, 'unknown.person@demo.binome.test', 'Wrong-password-1!');
    const wrong = await login(app, 'manager@demo.binome.test', 'Wrong-password-1!');
    expect([unknown.status, wrong.status]).toEqual([401, 401]);
    expect(await unknown.text()).toBe(await wrong.text());
  });

  it('tells the account owner, and only after the right password, that the account is closed or not active', async () => {
    const users = app.store.collection('users');
    await users.updateOne({ _id: 'demo-vsc' }, { $set: { status: 'suspended' } });
    const inactive = await login(app, 'vsc@demo.binome.test', TEST_PASSWORD);
    expect(inactive.status).toBe(403);
    expect(await json(inactive)).toEqual({ code: 2033, message: 'errors.userNotActive' });
    await users.updateOne({ _id: 'demo-vsc' }, { $set: { status: 'deactiveted' } });
    const closed = await login(app, 'vsc@demo.binome.test', TEST_PASSWORD);
    expect(closed.status).toBe(403);
    expect(await json(closed)).toEqual({ code: 'emailDeactivated', message: 'errors.emailDeactivated' });
    // A wrong password on a closed account says nothing of its state.
    expect((await login(app, 'vsc@demo.binome.test', 'Wrong-password-1!')).status).toBe(401);
    await users.updateOne({ _id: 'demo-vsc' }, { $set: { status: 'active' } });
  });

  it('limits sign-in forms per client address, and other addresses go on', async () => {
    const limited = await createTestApp({ env: { TRUST_PROXY: 'on', AUTH_LIMIT_PER_ADDRESS: '3' } });
    // What the client wrote comes first; the trusted proxy appends the address it saw.
    const from = (address: string) => ({ 'x-forwarded-for': `10.0.0.1, ${address}` });
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      statuses.push((await login(limited, 'coordinator@demo.binome.test', TEST_PASSWORD, from('203.0.113.7'))).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await login(limited, 'coordinator@demo.binome.test', TEST_PASSWORD, from('203.0.113.8'))).status).toBe(200);
    // A client cannot change the address it is counted under by writing hops of its own.
    expect((await login(limited, 'coordinator@demo.binome.test', TEST_PASSWORD, { 'x-forwarded-for': '198.51.100.1, 203.0.113.7' })).status).toBe(429);
  });
});

describe('the invisible bot check, verified on the server against a local verification service', () => {
  let verifier: Server;
  let app: TestApp;
  const received: string[] = [];
  beforeAll(async () => {
    verifier = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push(body);
        const params = new URLSearchParams(body);
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ success: params.get('secret') === 'server-secret' && params.get('response') === 'good-token' }));
      });
    });
    await new Promise<void>((resolve) => verifier.listen(0, '127.0.0.1', resolve));
    const port = (verifier.address() as AddressInfo).port;
    app = await createTestApp({
      env: {
        BOT_CHECK: 'turnstile',
        BOT_CHECK_SITE_KEY: 'public-site-key',
        BOT_CHECK_SECRET: 'server-secret',
        BOT_CHECK_VERIFY_URL: `http://127.0.0.1:${port}/siteverify`,
      },
    });
  });
  afterAll(() => new Promise<void>((resolve) => verifier.close(() => resolve())));

  it('publishes the site key, refuses a form without a valid token and accepts one with it', async () => {
    expect(await json(await app.call('/v1/auth/bot-check'))).toEqual({ provider: 'turnstile', siteKey: 'public-site-key' });
    expect((await login(app, 'tutor@demo.binome.test', TEST_PASSWORD)).status).toBe(403);
    expect((await login(app, 'tutor@demo.binome.test', TEST_PASSWORD, { 'x-bot-check': 'bad-token' })).status).toBe(403);
    expect((await login(app, 'tutor@demo.binome.test', TEST_PASSWORD, { 'x-bot-check': 'good-token' })).status).toBe(200);
    expect(received.at(-1)).toContain('response=good-token');
  });

  it('is off by default', async () => {
    const plain = await createTestApp();
    expect(await json(await plain.call('/v1/auth/bot-check'))).toEqual({ provider: 'off', siteKey: null });
  });
});
