import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_TUTOR_PHONE } from '../../src/demo/demo-population.ts';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';
import { testClock } from '../support/clock.ts';
import { latestCodeTo, textMessagesTo } from '../support/outbox.ts';

const sendCode = (app: TestApp, phoneNumber: string) => app.call('/v1/auth/phone/send-code', { method: 'POST', body: { phoneNumber } });
const verify = (app: TestApp, phoneNumber: string, code: string) => app.call('/v1/auth/phone/verify-code', { method: 'POST', body: { phoneNumber, code } });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('sign-in by phone with a one-time code (text messages in the outbox)', () => {
  const clock = testClock(new Date('2026-11-20T09:00:00Z'));
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ now: clock.now });
  });

  it('sends a 6-digit code, signs in with it once, and refuses it the second time', async () => {
    const sent = await sendCode(app, '06 12 34 56 78');
    expect(sent.status).toBe(202);
    const code = await latestCodeTo(app.outbox, DEMO_TUTOR_PHONE);
    expect(code).toMatch(/^\d{6}$/);
    expect((await textMessagesTo(app.outbox, DEMO_TUTOR_PHONE)).at(-1)).toContain('valable 10 minutes');

    const wrong = await verify(app, DEMO_TUTOR_PHONE, wrongCode(code));
    expect(wrong.status).toBe(401);
    expect(await json(wrong)).toEqual({ code: 'invalidVerificationCode', message: 'errors.invalidVerificationCode' });

    const signedIn = await verify(app, DEMO_TUTOR_PHONE, code);
    expect(signedIn.status).toBe(200);
    expect(await json(signedIn)).toMatchObject({ userId: 'demo-tutor', role: 'tutor' });
    expect(signedIn.headers.getSetCookie()).toHaveLength(3);
    expect((await verify(app, DEMO_TUTOR_PHONE, code)).status).toBe(401);
    // The store keeps a salted hash, never the code.
    const stored = await app.store.collection('phoneCodes').findOne({ _id: DEMO_TUTOR_PHONE });
    expect(JSON.stringify(stored)).not.toContain(code);
  });

  it('answers the same for a number without an account, and sends it nothing', async () => {
    const unknown = await sendCode(app, '+33699999999');
    const known = await sendCode(app, DEMO_TUTOR_PHONE);
    expect(unknown.status).toBe(known.status);
    expect(await unknown.text()).toBe(await known.text());
    expect(await textMessagesTo(app.outbox, '+33699999999')).toEqual([]);
  });

  it('refuses an expired code', async () => {
    await sendCode(app, DEMO_TUTOR_PHONE);
    const code = await latestCodeTo(app.outbox, DEMO_TUTOR_PHONE);
    clock.advance(11);
    expect((await verify(app, DEMO_TUTOR_PHONE, code)).status).toBe(401);
  });

  it('kills a code after 5 wrong guesses', async () => {
    clock.advance(20);
    await sendCode(app, DEMO_TUTOR_PHONE);
    const code = await latestCodeTo(app.outbox, DEMO_TUTOR_PHONE);
    const statuses = [];
    for (let guess = 0; guess < 5; guess += 1) statuses.push((await verify(app, DEMO_TUTOR_PHONE, wrongCode(code))).status);
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    // The fifth failure locks the number like a password lockout; the right code no longer helps.
    expect(statuses[4]).toBe(429);
    expect((await verify(app, DEMO_TUTOR_PHONE, code)).status).toBe(429);
  });

  it('sends at most 3 codes per number and 15 minutes', async () => {
    clock.advance(30);
    const statuses = [];
    for (let send = 0; send < 4; send += 1) statuses.push((await sendCode(app, '+33611111111')).status);
    expect(statuses).toEqual([202, 202, 202, 429]);
    clock.advance(16);
    expect((await sendCode(app, '+33611111111')).status).toBe(202);
  });

  it('refuses a number that is not French', async () => {
    const response = await sendCode(app, '+1 202 555 0100');
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ details: [{ path: 'phoneNumber', message: 'validation.phone' }] });
  });
});

describe('the HTTP text-message provider adapter (Brevo), against a local server', () => {
  let provider: Server;
  const requests: { headers: Record<string, unknown>; body: Record<string, unknown>; url: string }[] = [];
  let app: TestApp;
  beforeAll(async () => {
    provider = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        requests.push({ headers: request.headers, body: JSON.parse(body) as Record<string, unknown>, url: request.url ?? '' });
        response.setHeader('content-type', 'application/json');
        response.end('{"messageId":1}');
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const port = (provider.address() as AddressInfo).port;
    app = await createTestApp({ env: { SMS_PROVIDER: 'brevo', SMS_API_KEY: 'brevo-key', SMS_API_URL: `http://127.0.0.1:${port}` } });
  });
  afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));

  it('posts the code to the provider with its key, and the code signs in', async () => {
    expect((await sendCode(app, DEMO_TUTOR_PHONE)).status).toBe(202);
    const request = requests.at(-1)!;
    expect(request.url).toBe('/v3/transactionalSMS/send');
    expect(request.headers['api-key']).toBe('brevo-key');
    expect(request.body).toMatchObject({ sender: 'Binome', recipient: DEMO_TUTOR_PHONE.slice(1), type: 'transactional' });
    const code = String(request.body.content).match(/\b(\d{6})\b/)![1]!;
    expect((await verify(app, DEMO_TUTOR_PHONE, code)).status).toBe(200);
  });
});
