import { beforeAll, describe, expect, it } from 'vitest';
import { openReportsOfEndedOccurrences } from '../../src/features/reports/reports-for-ended-occurrences.ts';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

/**
 * After each occurrence ends, its class report exists, to be entered, with an attendance line per person pre-filled
 * from who joined the session page (issue "Reports"); the tutor then fills it in.
 */
let app: TestApp;
let tutor: string;
const HOUR = 3_600_000;
const now = new Date();
const at = (hoursFromNow: number) => new Date(now.getTime() + hoursFromNow * HOUR).toISOString();

function occurrence(id: string, start: number, status = 'scheduled') {
  return {
    _id: id,
    sessionId: `session-of-${id}`,
    originalStart: at(start),
    startDate: at(start),
    endDate: at(start + 1),
    status,
    program: { programId: 'az-rem-4ca0f8d' },
    tutors: [{ userId: 'demo-tutor', fullName: 'Thomas Lemaire' }],
    students: [{ userId: 'demo-student', fullName: 'Léo Roussel' }],
    participantIds: ['demo-tutor', 'demo-student'],
  };
}

beforeAll(async () => {
  app = await createTestApp();
  tutor = await app.signIn('tutor');
  // The demo's own past occurrences get theirs first, so that the counts below are this test's only.
  await openReportsOfEndedOccurrences(app.store, now);
  while ((await openReportsOfEndedOccurrences(app.store, now)) > 0);
}, 120_000);

describe('the reports of ended occurrences', () => {
  it('opens one report per ended occurrence, to be entered, with attendance pre-filled from the joins', async () => {
    await app.store
      .collection('sessionOccurrences')
      .insertMany([occurrence('ended-1', -3), occurrence('coming-1', 5), occurrence('canceled-1', -30, 'canceled')]);
    await app.store.collection('sessionJoins').insertOne({
      _id: 'ended-1:demo-tutor',
      occurrenceId: 'ended-1',
      sessionId: 'session-of-ended-1',
      userId: 'demo-tutor',
      role: 'tutor',
      lastJoinedAt: at(-3),
    });
    expect(await openReportsOfEndedOccurrences(app.store, now)).toBe(1);
    const report = (await app.store.collection('classReports').findOne({ occurrenceId: 'ended-1' }))!;
    expect(report).toMatchObject({
      sessionId: 'session-of-ended-1',
      tutorId: 'demo-tutor',
      studentId: 'demo-student',
      status: 'to-be-entered',
      attendance: [
        { userId: 'demo-tutor', attendance: 'present' },
        { userId: 'demo-student', attendance: 'not-reported' },
      ],
    });
    expect(await app.store.collection('classReports').count({ occurrenceId: { $in: ['coming-1', 'canceled-1'] } })).toBe(0);
    // Idempotent: a second pass opens nothing.
    expect(await openReportsOfEndedOccurrences(app.store, now)).toBe(0);
    expect(await app.store.collection('classReports').count({ occurrenceId: 'ended-1' })).toBe(1);
  });

  it("is the tutor's to read and fill in: attendance corrected, rating and appreciation, then entered", async () => {
    const [row] = await json<{ id: string; status: string }[]>(await app.call('/v1/class-reports?occurrenceId=ended-1', { cookie: tutor }));
    expect(row).toMatchObject({ status: 'to-be-entered' });
    const filled = await app.call(`/v1/class-reports/${row!.id}`, {
      method: 'PATCH',
      cookie: tutor,
      body: {
        attendance: [
          { userId: 'demo-tutor', attendance: 'present' },
          { userId: 'demo-student', attendance: 'absent' },
        ],
        rating: 2,
        appreciation: 'Léo était absent ; séance consacrée à préparer la suivante.',
      },
    });
    expect(filled.status, await filled.clone().text()).toBe(200);
    expect(await json(filled)).toMatchObject({ status: 'entered' });
  });
});
