import { describe, expect, it } from 'vitest';
import { dsnFromPage, ERROR_REPORTING_META, reportUser, startErrorReporting, type ErrorReporter, type ReportedPerson } from '../src/monitoring/index.ts';
import { errorReportingOptions, personalWordsOf, REDACTED, scrubEvent, scrubText } from '../src/monitoring/options.ts';

const pageWith = (dsn?: string) => ({
  querySelector: (selector: string) =>
    dsn !== undefined && selector === `meta[name="${ERROR_REPORTING_META}"]` ? { getAttribute: (name: string) => (name === 'content' ? dsn : null) } : null,
});

describe('scrubText', () => {
  it('replaces e-mails, French phone numbers and link secrets', () => {
    expect(scrubText('No account for Ines.Lefevre@example.org')).toBe(`No account for ${REDACTED}`);
    for (const phone of ['06 12 34 56 78', '0612345678', '06.12.34.56.78', '+33 6 12 34 56 78', '+33612345678'])
      expect(scrubText(`call ${phone} now`)).toBe(`call ${REDACTED} now`);
    expect(scrubText('/verify-email?token=abc123&lang=fr')).toBe(`/verify-email?token=${REDACTED}&lang=fr`);
  });

  it("replaces the signed-in person's own names wherever they appear, whatever their case", () => {
    expect(scrubText('Bonjour Isabelle ROUSSEL (isabelle)', ['Isabelle', 'Roussel'])).toBe(`Bonjour ${REDACTED} ${REDACTED} (${REDACTED})`);
    expect(scrubText('a (b) c', ['(b)', ' ', 'a'])).toBe(`a ${REDACTED} c`);
  });

  it('keeps what is not personal: dates, times, ids, counts', () => {
    const text = 'Session demo-session-12 on 2026-11-20T10:00:00.000Z at 14:30, 1700000000000 ms, 3 students';
    expect(scrubText(text)).toBe(text);
  });
});

describe('scrubEvent', () => {
  const event = {
    event_id: 'e1',
    message: 'Save failed for camille.perrin@example.org',
    exception: {
      values: [
        {
          type: 'Error',
          value: 'Phone 06 12 34 56 78 refused',
          stacktrace: { frames: [{ filename: 'https://binome.test/assets/index.js', function: 'save' }] },
        },
      ],
    },
    user: { id: 'demo-tutor', email: 'tutor@demo.binome.test', username: 'Thomas Lemaire', ip_address: '192.0.2.1' },
    request: {
      url: 'https://binome.test/reset-password?token=secret#top',
      headers: { 'User-Agent': 'Chromium', Cookie: 'secure-access-token=x', Referer: 'https://binome.test/?email=a@b.fr' },
      cookies: { a: 'b' },
      data: { email: 'x@y.fr' },
      query_string: 'email=x@y.fr',
    },
    breadcrumbs: [
      { category: 'console', message: 'Loaded Isabelle Roussel <isabelle.roussel@example.org>' },
      { category: 'fetch', data: { url: '/v1/students?contactDetails.email=leo@example.org', method: 'GET', status_code: 200 } },
      { category: 'ui.input', data: { firstName: 'Léo', lastName: 'Roussel', phoneNumber: '+33612345678', level: 'level-5eme' } },
    ],
    extra: { contactDetails: { firstName: 'Chloé', lastName: 'Roussel', email: 'chloe@example.org' }, step: 3 },
    contexts: { browser: { name: 'Chrome', version: '130' } },
  };
  const scrubbed = scrubEvent(event);
  const text = JSON.stringify(scrubbed);

  it('keeps the user id only', () => {
    expect(scrubbed.user).toEqual({ id: 'demo-tutor' });
  });

  it('keeps the request URL without query or fragment, and the user agent', () => {
    expect(scrubbed.request).toEqual({ url: 'https://binome.test/reset-password', headers: { 'User-Agent': 'Chromium' } });
  });

  it('leaves no e-mail, name or phone number anywhere', () => {
    expect(text).not.toMatch(/@(example\.org|demo\.binome\.test|y\.fr|b\.fr)/);
    for (const personal of ['Lemaire', 'Chloé', 'Léo', '06 12 34 56 78', '+33612345678', '192.0.2.1', 'secret', 'secure-access-token'])
      expect(text).not.toContain(personal);
    expect(scrubbed.breadcrumbs[2]!.data).toEqual({ level: 'level-5eme' });
    expect(scrubbed.extra).toEqual({ contactDetails: {}, step: 3 });
  });

  it('keeps what helps to fix the error', () => {
    expect(scrubbed.exception.values[0]!.stacktrace.frames[0]).toEqual({ filename: 'https://binome.test/assets/index.js', function: 'save' });
    expect(scrubbed.exception.values[0]!.value).toBe(`Phone ${REDACTED} refused`);
    expect(scrubbed.contexts.browser).toEqual({ name: 'Chrome', version: '130' });
    expect(scrubbed.breadcrumbs[1]!.data).toMatchObject({ method: 'GET', status_code: 200 });
  });

  it('does not change the event it is given', () => {
    expect(event.user.email).toBe('tutor@demo.binome.test');
  });
});

describe('starting error reporting', () => {
  const fakeReporter = () => {
    const calls: { started: string[]; users: unknown[] } = { started: [], users: [] };
    const reporter: ErrorReporter = { start: (dsn) => calls.started.push(dsn), setPerson: (person) => calls.users.push(person) };
    return { reporter, calls };
  };

  it('reads the DSN from the page, and nothing when there is none', () => {
    expect(dsnFromPage(pageWith('http://key@127.0.0.1:9/1'))).toBe('http://key@127.0.0.1:9/1');
    expect(dsnFromPage(pageWith(''))).toBeUndefined();
    expect(dsnFromPage(pageWith())).toBeUndefined();
  });

  it('does not load the reporter without a DSN', async () => {
    let loads = 0;
    expect(await startErrorReporting(pageWith(), async () => (loads++, fakeReporter().reporter))).toBeUndefined();
    expect(loads).toBe(0);
  });

  it('loads and starts the reporter with the DSN, then names the signed-in person by id', async () => {
    const { reporter, calls } = fakeReporter();
    expect(await startErrorReporting(pageWith('http://key@127.0.0.1:9/1'), async () => reporter)).toBe(reporter);
    expect(calls.started).toEqual(['http://key@127.0.0.1:9/1']);
    reportUser({ userId: 'demo-tutor', contactDetails: { firstName: 'Thomas', lastName: 'Lemaire', email: 'tutor@demo.binome.test' } });
    reportUser(null);
    await Promise.resolve();
    await Promise.resolve();
    expect(calls.users).toEqual([
      { userId: 'demo-tutor', contactDetails: { firstName: 'Thomas', lastName: 'Lemaire', email: 'tutor@demo.binome.test' } },
      null,
    ]);
    expect(personalWordsOf(calls.users[0] as ReportedPerson)).toEqual(['Thomas', 'Lemaire', 'tutor@demo.binome.test']);
    expect(personalWordsOf(null)).toEqual([]);
  });

  it('gives the SDK the section 7 sampling and no personal data', () => {
    const options = errorReportingOptions('http://key@127.0.0.1:9/1', { browserTracingIntegration: () => 'tracing' }, () => ['Thomas']);
    expect(options).toMatchObject({
      dsn: 'http://key@127.0.0.1:9/1',
      sendDefaultPii: false,
      sampleRate: 1,
      tracesSampleRate: 0.5,
      tracePropagationTargets: [],
      integrations: ['tracing'],
    });
    const event = { message: 'Thomas saw it', user: { id: 'demo-tutor', email: 'tutor@demo.binome.test' } };
    expect(options.beforeSend(event)).toEqual({ message: `${REDACTED} saw it`, user: { id: 'demo-tutor' } });
    expect(options.beforeSendTransaction(event)).toEqual(scrubEvent(event, ['Thomas']));
  });

  it('never breaks the app when the reporter cannot load', async () => {
    expect(await startErrorReporting(pageWith('http://key@127.0.0.1:9/1'), () => Promise.reject(new Error('offline')))).toBeUndefined();
  });
});
