import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, sessionCookieOf, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';
import { testClock } from '../support/clock.ts';

/**
 * Security review, low finding: a signed-in person could send contact messages without limit, each one mailed to
 * the staff address. One person now sends at most 3 a minute and 30 a day, counted in the store (every replica
 * counts together); beyond that, 429 with `Retry-After` and the catalogue's message, and nothing is stored.
 */
const PATH = '/v1/contact-messages';

describe('contact messages per person', () => {
  const clock = testClock(new Date('2026-11-20T09:00:00Z'));
  let app: TestApp;
  let tutor: string;
  let parent: string;
  beforeAll(async () => {
    app = await createTestApp({ now: clock.now });
    tutor = await app.signIn('tutor');
    parent = await app.signIn('parent');
  });
  const send = (cookie: string, subject = 'Question') => app.call(PATH, { method: 'POST', cookie, body: { subject, text: 'Bonjour, une question.' } });
  const storedFrom = (userId: string) => app.store.collection('contactMessages').count({ sender: userId });

  it('takes 3 messages a minute, refuses the 4th with 429, Retry-After and the catalogue message, and keeps nothing of it', async () => {
    const before = await storedFrom('demo-tutor');
    for (let message = 0; message < 3; message += 1) expect((await send(tutor)).status).toBe(201);
    const refused = await send(tutor, 'De trop');
    expect(refused.status).toBe(429);
    expect(await json(refused)).toEqual({ code: 'rateLimited', message: 'errors.contactMessagesLimited' });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await storedFrom('demo-tutor')).toBe(before + 3);

    // Another person is not held back, and a form sent back with a mistake costs nothing.
    expect((await app.call(PATH, { method: 'POST', cookie: parent, body: { subject: 'Question' } })).status).toBe(400);
    expect((await send(parent)).status).toBe(201);
    // The count is in the store, where every replica reads it.
    expect(await app.store.collection('throttles').findOne({ _id: 'contact-minute:demo-tutor' })).toMatchObject({ count: 4 });

    clock.advance(1.1);
    expect((await send(tutor)).status).toBe(201);
  });

  it('takes 30 messages a day, then refuses until the day window ends', async () => {
    let accepted = 4;
    while (accepted < 30) {
      clock.advance(1.1);
      expect((await send(tutor)).status).toBe(201);
      accepted += 1;
    }
    clock.advance(1.1);
    const refused = await send(tutor, 'Trente et unième');
    expect(refused.status).toBe(429);
    expect(await json(refused)).toEqual({ code: 'rateLimited', message: 'errors.contactMessagesLimited' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60 * 60);

    clock.advance(24 * 60);
    // A day later the session has ended too.
    const again = sessionCookieOf(await app.call('/v1/auth/login', { method: 'POST', body: { email: 'tutor@demo.binome.test', password: TEST_PASSWORD } }));
    expect((await send(again)).status).toBe(201);
  });
});
