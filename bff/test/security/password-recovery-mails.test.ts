import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { startMailCatcher } from '../support/mail-catcher.ts';
import { testClock } from '../support/clock.ts';

/**
 * Security review, low findings on password recovery:
 * - the answer waited for the mail, so with a real mail server a known address answered measurably later than an
 *   unknown one: the mail now leaves after the answer;
 * - anyone could have a mailbox flooded with reset mails: it gets at most 3 an hour, whatever the requests, and the
 *   answer stays the same (nothing tells that the limit was reached).
 */
const recover = (app: TestApp, email: string) => app.call('/v1/auth/recover-password', { method: 'POST', body: { email } });

/** A real SMTP server that takes `delayMs` to accept each mail, as a distant or busy provider does. */
async function startSlowMailServer(delayMs: number) {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () =>
        setTimeout(() => {
          received.push(session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','));
          callback();
        }, delayMs),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('password recovery answers before the mail leaves', () => {
  const SMTP_DELAY_MS = 2_000;
  let slow: Awaited<ReturnType<typeof startSlowMailServer>>;
  let app: TestApp;
  beforeAll(async () => {
    slow = await startSlowMailServer(SMTP_DELAY_MS);
    app = await createTestApp({ env: { SMTP_URL: slow.url } });
  });
  afterAll(() => slow.close());

  it('answers a known address without waiting for a slow mail server, the same as an unknown one', async () => {
    const timed = async (email: string) => {
      const started = performance.now();
      const response = await recover(app, email);
      return { status: response.status, body: await response.text(), ms: performance.now() - started };
    };
    await timed('nobody@example.org');
    const unknown = await timed('nobody.else@example.org');
    const known = await timed('tutor@demo.binome.test');
    expect(known.status).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(known.ms).toBeLessThan(SMTP_DELAY_MS / 2);

    // The mail still leaves, after the answer.
    const deadline = Date.now() + 10_000;
    while (!slow.received.includes('tutor@demo.binome.test') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(slow.received).toEqual(['tutor@demo.binome.test']);
  });
});

describe('reset mails per mailbox', () => {
  const clock = testClock(new Date('2026-11-20T09:00:00Z'));
  let mail: Awaited<ReturnType<typeof startMailCatcher>>;
  let app: TestApp;
  beforeAll(async () => {
    mail = await startMailCatcher();
    app = await createTestApp({ now: clock.now, env: { SMTP_URL: mail.url } });
  });
  afterAll(() => mail.close());

  const mailsTo = (address: string) => mail.mails.filter((message) => message.to.includes(address)).length;
  /**
   * Mails leave after the answer, and on a busy machine seconds apart: waits (a minute at most) until the mails the
   * limit allows have all arrived, then a while longer, so that one mail too many would be counted too.
   */
  const settled = async (address: string, allowed: number) => {
    const deadline = Date.now() + 60_000;
    while (mailsTo(address) < allowed && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    return mailsTo(address);
  };

  it('sends a mailbox at most 3 reset mails an hour, however the address is typed, with the same answer every time', async () => {
    const bodies = new Set<string>();
    for (const typed of [
      'parent@demo.binome.test',
      ' Parent@Demo.Binome.Test ',
      'PARENT@demo.binome.test',
      'parent@demo.binome.test',
      'parent@demo.binome.test',
    ]) {
      const response = await recover(app, typed);
      expect(response.status).toBe(202);
      bodies.add(await response.text());
      await mail.nextMailTo('parent@demo.binome.test', 0).catch(() => undefined);
    }
    bodies.add(await (await recover(app, 'nobody@example.org')).text());
    expect(bodies.size).toBe(1);
    expect(await settled('parent@demo.binome.test', 3)).toBe(3);

    // Another mailbox is not held back by this one.
    await recover(app, 'student@demo.binome.test');
    await mail.nextMailTo('student@demo.binome.test');

    clock.advance(61);
    const before = mail.mails.length;
    await recover(app, 'parent@demo.binome.test');
    await mail.nextMailTo('parent@demo.binome.test', before);
    expect(await settled('parent@demo.binome.test', 4)).toBe(4);
  });
});
