import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from '@binome/schema';
import { AUDIT_COLLECTION } from '../../src/audit/audit-log.ts';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

type Entry = {
  id: string;
  at: string;
  action: string;
  actorId: string;
  actorName: string | null;
  recordLabel: string | null;
  recordId: string;
  changes: { field: string; before?: unknown; after?: unknown; redacted?: boolean }[];
  _labels: Record<string, Record<string, string | null>>;
};

/**
 * What the support screens read from the audit view: a record's history by period and action, in either order,
 * with names instead of ids; its CSV; the security log's filters. Each bounded, checked and closed to families.
 */
describe('the audit view for the history screens', () => {
  let app: TestApp;
  let admin: string;
  let tutorId: string;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.signIn('super_administrator');
    const [tutor] = await json<{ id: string }[]>(await app.call('/v1/tutors?_end=1', { cookie: admin }));
    tutorId = tutor!.id;
    for (const details of ['Premier passage', 'Second passage']) {
      expect((await app.call(`/v1/tutors/${tutorId}`, { method: 'PATCH', cookie: admin, body: { howHeardDetails: details } })).status).toBe(200);
    }
  });

  it('names the actor and the record, and keeps the field by field before and after', async () => {
    const [latest] = await json<Entry[]>(await app.call(`/v1/audit?recordId=${tutorId}&action=create,update,delete`, { cookie: admin }));
    expect(latest).toMatchObject({ action: 'update', actorId: 'demo-super_administrator', actorName: expect.any(String), recordLabel: expect.any(String) });
    expect(latest!.actorName).not.toContain('demo-');
    expect(latest!.changes).toContainEqual({ field: 'howHeardDetails', before: 'Premier passage', after: 'Second passage' });
  });

  it('leaves out reads when asked for changes only, and sorts either way', async () => {
    await app.call(`/v1/tutors/${tutorId}`, { cookie: admin });
    const changes = await json<Entry[]>(await app.call(`/v1/audit?recordId=${tutorId}&action=update,create`, { cookie: admin }));
    expect(changes.every((entry) => entry.action !== 'read')).toBe(true);
    const oldestFirst = await json<Entry[]>(await app.call(`/v1/audit?recordId=${tutorId}&action=update&_sort=at&_order=asc`, { cookie: admin }));
    expect(oldestFirst.map((entry) => entry.at)).toEqual([...oldestFirst.map((entry) => entry.at)].sort());
    expect(oldestFirst.at(-1)!.changes).toContainEqual(expect.objectContaining({ after: 'Second passage' }));
  });

  it('selects a period: a day, or instants', async () => {
    const [latest] = await json<Entry[]>(await app.call(`/v1/audit?recordId=${tutorId}&action=update`, { cookie: admin }));
    const day = latest!.at.slice(0, 10);
    const that = await app.call(`/v1/audit?recordId=${tutorId}&action=update&from=${day}&to=${day}`, { cookie: admin });
    expect(Number(that.headers.get('x-total-count'))).toBe(2);
    const after = await app.call(`/v1/audit?recordId=${tutorId}&from=${encodeURIComponent(new Date(Date.parse(latest!.at) + 1000).toISOString())}`, {
      cookie: admin,
    });
    expect(Number(after.headers.get('x-total-count'))).toBe(0);
    const before = await app.call(`/v1/audit?recordId=${tutorId}&action=update&to=2000-01-01`, { cookie: admin });
    expect(Number(before.headers.get('x-total-count'))).toBe(0);
  });

  it('refuses bad filters, and answers at most one page', async () => {
    for (const query of ['from=yesterday', 'to=2026-13-45', 'action=create,erase', '_order=up', '_sort=actorId', 'unknown=1', `actorId=${'x'.repeat(101)}`]) {
      expect((await app.call(`/v1/audit?${query}`, { cookie: admin })).status, query).toBe(400);
    }
    const page = await json<Entry[]>(await app.call('/v1/audit?_start=0&_end=9999', { cookie: admin }));
    expect(page.length).toBeLessThanOrEqual(MAX_PAGE_SIZE);
  });

  it('redacts, without naming its value, a field the reader may not read', async () => {
    // A manager reads only the names of `users` (who a record names): an entry of that view keeps the rest hidden.
    await app.store.collection(AUDIT_COLLECTION).insertOne({
      _id: 'audit-users-test',
      at: new Date().toISOString(),
      actorId: 'demo-super_administrator',
      actorRole: 'super_administrator',
      action: 'update',
      resource: 'users',
      recordId: 'demo-coordinator',
      requestId: 'test',
      changes: [
        { field: 'contactDetails.lastName', before: 'Ancien', after: 'Nouveau' },
        { field: 'contactDetails.phoneNumber', before: '+33600000000', after: '+33611111111' },
      ],
      snapshot: { userId: 'demo-coordinator', userRole: 'coordinator' },
    });
    const manager = await app.signIn('manager');
    const [entry] = await json<Entry[]>(await app.call('/v1/audit?recordId=demo-coordinator&resource=users', { cookie: manager }));
    expect(entry!.changes).toEqual([
      { field: 'contactDetails.lastName', before: 'Ancien', after: 'Nouveau' },
      { field: 'contactDetails.phoneNumber', redacted: true },
    ]);
    expect(JSON.stringify(entry)).not.toContain('+336');
  });

  it("exports the selection as CSV with the screen's words, for staff only", async () => {
    const response = await app.call(`/v1/audit/export.csv?recordId=${tutorId}&action=update`, { cookie: admin });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    const [header, ...rows] = text.trimEnd().split('\n');
    expect(header).toBe('Date;Personne;Rôle;Action;Type de fiche;Fiche;Champ;Avant;Après');
    expect(rows.some((row) => row.includes('Premier passage;Second passage') && row.includes('Modification') && row.includes('Administrateur'))).toBe(true);
    expect(text).not.toContain('howHeardDetails');
    const english = await (await app.call(`/v1/audit/export.csv?recordId=${tutorId}&lang=en`, { cookie: admin })).text();
    expect(english.split('\n')[0]).toBe('Date;Person;Role;Action;Record type;Record;Field;Before;After');
    expect((await app.call('/v1/audit/export.csv', { cookie: await app.signIn('parent') })).status).toBe(403);
    expect((await app.call('/v1/audit/export.csv?from=someday', { cookie: admin })).status).toBe(400);
    expect((await app.call('/v1/audit/export.csv')).status).toBe(401);
  });
});

describe("the security log's filters", () => {
  let app: TestApp;
  let admin: string;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.signIn('super_administrator');
    await app.call('/v1/auth/login', { method: 'POST', body: { email: 'nobody@demo.binome.test', password: 'wrong-password-123' } });
  });

  type Event = { kind: string; userId: string | null; identifier: string | null; userName: string | null; at: string };

  it("finds a person by e-mail: their account's events and the attempts that typed it, with their name", async () => {
    const events = await json<Event[]>(await app.call('/v1/security-events?email=Super_Administrator@demo.binome.test', { cookie: admin }));
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((event) => event.userId === 'demo-super_administrator')).toBe(true);
    expect(events[0]!.userName).toEqual(expect.any(String));
    const unknown = await json<Event[]>(await app.call('/v1/security-events?email=nobody@demo.binome.test', { cookie: admin }));
    expect(unknown.map((event) => event.kind)).toContain('signInFailed');
  });

  it('selects a period and a kind', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const todays = await app.call(`/v1/security-events?kind=signIn&from=${today}&to=${today}`, { cookie: admin });
    expect(Number(todays.headers.get('x-total-count'))).toBeGreaterThan(0);
    const old = await app.call('/v1/security-events?kind=signIn&to=2000-01-01', { cookie: admin });
    expect(Number(old.headers.get('x-total-count'))).toBe(0);
  });

  it('refuses bad filters and everyone but administrators', async () => {
    for (const query of ['email=not-an-email', 'from=soon', 'to=2026-02-31T25:00']) {
      expect((await app.call(`/v1/security-events?${query}`, { cookie: admin })).status, query).toBe(400);
    }
    for (const role of ['manager', 'coordinator', 'vsc', 'tutor']) {
      expect((await app.call('/v1/security-events', { cookie: await app.signIn(role) })).status, role).toBe(403);
    }
    const page = await json<Event[]>(await app.call('/v1/security-events?_end=100000', { cookie: admin }));
    expect(page.length).toBeLessThanOrEqual(MAX_PAGE_SIZE);
  });
});
