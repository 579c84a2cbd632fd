import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, sessionCookieOf, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';

/**
 * Join links (AES-GCM-sealed ids, section 7) and personal calendar feeds. The app's clock is set just before one
 * of the demo tutor's occurrences, so its room is open.
 */
let app: TestApp;
let now = new Date();
let tutor: string;
let occurrence: { id: string; sessionId: string; startDate: string; endDate: string };

beforeAll(async () => {
  app = await createTestApp({ now: () => now });
  const next = await app.store
    .collection('sessionOccurrences')
    .findOne({ 'tutors.userId': 'demo-tutor', status: 'scheduled', startDate: { $gt: new Date().toISOString() } }, { sort: { startDate: 1 } });
  occurrence = { id: next!._id, sessionId: String(next!.sessionId), startDate: String(next!.startDate), endDate: String(next!.endDate) };
  // The demo tutor meets his pupil at home, where there is no room to join: this one is held online.
  await app.store.collection('sessionOccurrences').updateOne({ _id: occurrence.id }, { $set: { tutoringMode: 'online' }, $unset: { placeOrRoom: true } });
  tutor = await app.signIn('tutor');
}, 120_000);

/** A fresh sign-in at the app's current time (a session made at another time of the test clock has expired). */
const signInNow = async (role: string) =>
  sessionCookieOf(await app.call('/v1/auth/login', { method: 'POST', body: { email: `${role}@demo.binome.test`, password: TEST_PASSWORD } }));

const at = async (instant: number) => {
  now = new Date(instant);
  tutor = await signInNow('tutor');
};

const linkQuery = async (cookie: string, id = occurrence.id) => {
  const response = await app.call(`/v1/session-occurrences/${id}/link`, { cookie });
  expect(response.status).toBe(200);
  const { url, opensAt } = await json<{ url: string; opensAt: string }>(response);
  const parsed = new URL(url);
  const value = (key: string) => parsed.searchParams.get(key) ?? '';
  return { url: parsed, opensAt, body: { seance_id: value('seance_id'), seance_iv: value('seance_iv'), user_id: value('user_id'), user_iv: value('user_iv') } };
};

describe('join links', () => {
  it('seals the occurrence and the person, and opens the room from 15 minutes before to the end', async () => {
    const { url, opensAt, body } = await linkQuery(tutor);
    expect(url.pathname).toBe(`/session/${occurrence.id}`);
    expect(url.search).not.toContain(occurrence.id);
    expect(url.search).not.toContain('demo-tutor');
    expect(Date.parse(opensAt)).toBe(Date.parse(occurrence.startDate) - 15 * 60_000);
    await at(Date.parse(occurrence.startDate) - 20 * 60_000);
    const early = await app.call(`/v1/session-occurrences/${occurrence.id}/join`, { method: 'POST', cookie: tutor, body });
    expect(early.status).toBe(409);
    expect((await json<{ code: string }>(early)).code).toBe('joinNotOpen');
    await at(Date.parse(occurrence.startDate) - 5 * 60_000);
    const joined = await app.call(`/v1/session-occurrences/${occurrence.id}/join`, { method: 'POST', cookie: tutor, body });
    expect(joined.status, await joined.clone().text()).toBe(200);
    const { roomUrl } = await json<{ roomUrl: string }>(joined);
    expect(roomUrl).toMatch(/^https:\/\//);
    // Everyone meets in the same room, and each join is recorded.
    const again = await json<{ roomUrl: string }>(await app.call(`/v1/session-occurrences/${occurrence.id}/join`, { method: 'POST', cookie: tutor, body }));
    expect(again.roomUrl).toBe(roomUrl);
    const record = await app.store.collection('sessionJoins').findOne({ occurrenceId: occurrence.id, userId: 'demo-tutor' });
    expect(record).toMatchObject({ role: 'tutor', joins: 2, sessionId: occurrence.sessionId });
  });

  it("refuses a tampered link and someone else's", async () => {
    await at(Date.parse(occurrence.startDate) - 5 * 60_000);
    const { body } = await linkQuery(tutor);
    // A character in the middle changes: every bit of it counts (the last character of base64url may carry only
    // padding bits, so changing it could leave the same bytes and a link still valid).
    const middle = Math.floor(body.seance_id.length / 2);
    const changed = body.seance_id[middle] === 'A' ? 'Q' : 'A';
    const flipped = { ...body, seance_id: `${body.seance_id.slice(0, middle)}${changed}${body.seance_id.slice(middle + 1)}` };
    expect((await app.call(`/v1/session-occurrences/${occurrence.id}/join`, { method: 'POST', cookie: tutor, body: flipped })).status).toBe(403);
    // The same link used by someone else who may read the occurrence (an administrator): not theirs.
    const admin = await signInNow('super_administrator');
    const refused = await app.call(`/v1/session-occurrences/${occurrence.id}/join`, { method: 'POST', cookie: admin, body });
    expect(refused.status).toBe(403);
    expect((await json<{ code: string }>(refused)).code).toBe('linkInvalid');
  });

  it('is refused for an occurrence the reader may not see (404) and for bad input (400)', async () => {
    const foreign = await app.store.collection('sessionOccurrences').findOne({ 'tutors.userId': { $ne: 'demo-tutor' } });
    expect((await app.call(`/v1/session-occurrences/${foreign!._id}/link`, { cookie: tutor })).status).toBe(404);
    expect((await app.call(`/v1/session-occurrences/${occurrence.id}/join`, { method: 'POST', cookie: tutor, body: { seance_id: 'x' } })).status).toBe(400);
  });
});

describe('calendar feeds', () => {
  const events = (text: string) => new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));

  it('gives each person a valid iCalendar of their occurrences, cancelled ones marked, and a renewed URL cuts the old one off', async () => {
    const { url } = await json<{ url: string }>(await app.call('/v1/calendar/feed', { cookie: tutor }));
    expect(url).toMatch(/\/v1\/calendar\/feeds\/[A-Za-z0-9_-]{40,}$/);
    // The same URL on the next visit.
    expect((await json<{ url: string }>(await app.call('/v1/calendar/feed', { cookie: tutor }))).url).toBe(url);
    const admin = await signInNow('super_administrator');
    const cancelled = await app.call(`/v1/sessions/${occurrence.sessionId}/cancel`, {
      method: 'POST',
      cookie: admin,
      body: { cancelingReason: 'Sortie scolaire', occurrenceId: occurrence.id },
    });
    expect(cancelled.status).toBe(200);
    const path = new URL(url).pathname;
    const feed = await app.call(path);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    const parsed = events(await feed.text());
    const own = await app.store
      .collection('sessionOccurrences')
      .count({ 'tutors.userId': 'demo-tutor', startDate: { $gte: new Date(now.getTime() - 60 * 86_400_000).toISOString() } });
    expect(parsed).toHaveLength(own);
    const cancelledEvent = parsed.find((event) => event.uid === `${occurrence.id}@binome`);
    expect(cancelledEvent?.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(String(cancelledEvent?.component.getFirstPropertyValue('url'))).toContain('/session/');

    const renewed = await json<{ url: string }>(await app.call('/v1/calendar/feed/renew', { method: 'POST', cookie: tutor, body: {} }));
    expect(renewed.url).not.toBe(url);
    expect((await app.call(path)).status).toBe(404);
    expect((await app.call(new URL(renewed.url).pathname)).status).toBe(200);
  });

  it("gives a parent their children's sessions", async () => {
    const parent = await signInNow('parent');
    const { url } = await json<{ url: string }>(await app.call('/v1/calendar/feed', { cookie: parent }));
    const parsed = events(await (await app.call(new URL(url).pathname)).text());
    expect(parsed.length).toBeGreaterThan(5);
    expect((await app.call('/v1/calendar/feeds/not-a-real-secret-at-all-000000')).status).toBe(404);
  });
});
