import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, sessionCookieOf, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';
import { openReportsOfEndedOccurrences } from '../../src/features/reports/reports-for-ended-occurrences.ts';

/**
 * Findings (low): a session's join link and room went to anyone who could read the occurrence, a staff member's
 * join counted like a participant's, and the video room's name was made of the date, a number from 1 to 100 and
 * the occurrence's id (which every join link and the calendar's UID carry). Only the people an occurrence names,
 * a parent of its students and staff who may change its session join; staff joins are marked so; the room's name
 * is random and stored with the occurrence.
 */
let app: TestApp;
let now = new Date();
let occurrence: { id: string; sessionId: string; startDate: string; endDate: string };

beforeAll(async () => {
  app = await createTestApp({ now: () => now });
  const next = await app.store
    .collection('sessionOccurrences')
    .findOne(
      { 'tutors.userId': 'demo-tutor', 'students.userId': 'demo-student', status: 'scheduled', startDate: { $gt: new Date().toISOString() } },
      { sort: { startDate: 1 } },
    );
  occurrence = { id: next!._id, sessionId: String(next!.sessionId), startDate: String(next!.startDate), endDate: String(next!.endDate) };
  // The demo tutor meets his pupil at home, where there is no room to join: this one is held online.
  await app.store.collection('sessionOccurrences').updateOne({ _id: occurrence.id }, { $set: { tutoringMode: 'online' }, $unset: { placeOrRoom: true } });
  now = new Date(Date.parse(occurrence.startDate) - 5 * 60_000);
}, 120_000);

const signInNow = async (role: string) =>
  sessionCookieOf(await app.call('/v1/auth/login', { method: 'POST', body: { email: `${role}@demo.binome.test`, password: TEST_PASSWORD } }));

async function linkOf(cookie: string) {
  const response = await app.call(`/v1/session-occurrences/${occurrence.id}/link`, { cookie });
  if (response.status !== 200) return { status: response.status, body: undefined };
  const query = new URL((await json<{ url: string }>(response)).url).searchParams;
  return {
    status: 200,
    body: { seance_id: query.get('seance_id')!, seance_iv: query.get('seance_iv')!, user_id: query.get('user_id')!, user_iv: query.get('user_iv')! },
  };
}

async function join(cookie: string) {
  const { status, body } = await linkOf(cookie);
  if (!body) return { status, roomUrl: undefined };
  const response = await app.call(`/v1/session-occurrences/${occurrence.id}/join`, { method: 'POST', cookie, body });
  return { status: response.status, roomUrl: response.status === 200 ? (await json<{ roomUrl: string }>(response)).roomUrl : undefined };
}

describe('who joins', () => {
  it("the tutor, the student and the student's parent join the same room", async () => {
    const rooms = new Set<string>();
    for (const role of ['tutor', 'student', 'parent']) {
      const joined = await join(await signInNow(role));
      expect(joined.status, role).toBe(200);
      rooms.add(joined.roomUrl!);
    }
    expect(rooms.size).toBe(1);
  });

  it('a tutor, a student or a prospect the occurrence does not name gets neither link nor room', async () => {
    const other = await app.store
      .collection('sessionOccurrences')
      .findOne({ 'tutors.userId': { $ne: 'demo-tutor' }, 'students.userId': { $ne: 'demo-student' }, status: 'scheduled' });
    const tutor = await signInNow('tutor');
    expect((await app.call(`/v1/session-occurrences/${other!._id}/link`, { cookie: tutor })).status).toBe(404);
    for (const role of ['prospectLead', 'parentProspect']) {
      const { status } = await linkOf(await signInNow(role));
      expect([403, 404], role).toContain(status);
    }
  });

  it('staff who may change the session join, marked as staff: never counted present, and the audit says so', async () => {
    const manager = await signInNow('manager');
    const joined = await join(manager);
    expect(joined.status).toBe(200);
    const record = await app.store.collection('sessionJoins').findOne({ occurrenceId: occurrence.id, userId: 'demo-manager' });
    expect(record).toMatchObject({ asStaff: true, role: 'manager' });
    const audit = await app.store
      .collection('audit')
      .findOne({ actorId: 'demo-manager', resource: 'sessionOccurrences', recordId: occurrence.id, action: 'read', fields: 'staffJoin' });
    expect(audit).not.toBeNull();
    // Even under the id of a person the occurrence names, a staff join is not that person's presence.
    await app.store.collection('sessionJoins').updateOne({ _id: `${occurrence.id}:demo-manager` }, { $set: { userId: 'demo-student' } });
    await app.store.collection('sessionJoins').deleteMany({ occurrenceId: occurrence.id, asStaff: { $ne: true } });
    const ended = new Date(Date.parse(occurrence.endDate) + 60_000);
    // Only this occurrence's report is opened by the pass (the others ended before are not under test).
    await app.store
      .collection('sessionOccurrences')
      .updateMany({ _id: { $ne: occurrence.id }, endDate: { $lte: ended.toISOString() } }, { $set: { reportOpened: true } });
    await openReportsOfEndedOccurrences(app.store, ended);
    const report = await app.store.collection('classReports').findOne({ occurrenceId: occurrence.id });
    const line = (report!.attendance as { userId: string; attendance: string }[]).find((entry) => entry.userId === 'demo-student');
    expect(line?.attendance).toBe('not-reported');
  });
});

describe('the room', () => {
  it("has a name of at least 128 random bits, its own per occurrence, with neither the occurrence's id nor its date", async () => {
    const tutor = await signInNow('tutor');
    const { roomUrl } = await join(tutor);
    const name = new URL(roomUrl!).pathname.split('/').pop()!;
    expect(name).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    // base64url: 6 bits a character.
    expect(name.length * 6).toBeGreaterThanOrEqual(128);
    expect(roomUrl).not.toContain(occurrence.id);
    const day = occurrence.startDate.slice(0, 10);
    expect(roomUrl).not.toContain(day.replace(/-/g, ''));
    expect(roomUrl).not.toContain(day);
    // Every occurrence of the series (a weekly one runs to the end of the school year): a page of them may miss the one joined.
    const stored = await app.store.collection('sessionOccurrences').find({ sessionId: occurrence.sessionId }, { projection: { videoRoom: 1 } });
    const names = stored.map((document) => document.videoRoom);
    expect(names.every((value) => typeof value === 'string' && value.length >= 22)).toBe(true);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain(name);
  });

  it('is not handed out by reading the occurrence', async () => {
    const tutor = await signInNow('tutor');
    const { roomUrl } = await join(tutor);
    const read = await app.call(`/v1/session-occurrences/${occurrence.id}`, { cookie: tutor });
    expect(read.status).toBe(200);
    const name = new URL(roomUrl!).pathname.split('/').pop()!;
    expect(await read.text()).not.toContain(name);
  });

  it('an occurrence written without a room gets one on first join, the same for everyone joining at once', async () => {
    await app.store.collection('sessionOccurrences').updateOne({ _id: occurrence.id }, { $unset: { videoRoom: '' } });
    const [tutor, student] = await Promise.all([signInNow('tutor'), signInNow('student')]);
    const [first, second] = await Promise.all([join(tutor), join(student)]);
    expect(first.status).toBe(200);
    expect(first.roomUrl).toBe(second.roomUrl);
    const stored = await app.store.collection('sessionOccurrences').findOne({ _id: occurrence.id });
    expect(first.roomUrl!.endsWith(`/${String(stored!.videoRoom)}`)).toBe(true);
  });
});
