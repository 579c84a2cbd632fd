import { describe, expect, it } from 'vitest';
import { formatHeldHours, heldHoursOf, scholarYearStartOf, type AttendanceReport, type HeldOccurrence } from '../../../src/domain/reports/held-hours.ts';

const TUTOR = 'tutor-1';
const PERIOD = { from: '2026-09-01', to: '2026-11-30' };

/** An hour on a Tuesday of October, 17:00 to 18:00 in Paris (UTC+2 until the end of October). */
const occurrence = (id: string, changes: Partial<HeldOccurrence> = {}): HeldOccurrence => ({
  id,
  sessionId: `session-${id}`,
  startDate: '2026-10-06T15:00:00.000Z',
  endDate: '2026-10-06T16:00:00.000Z',
  status: 'scheduled',
  studentIds: ['student-1', 'student-2'],
  ...changes,
});
const present = (...userIds: string[]) => userIds.map((userId) => ({ userId, attendance: 'present' }));
const report = (occurrenceId: string, attendance: AttendanceReport['attendance'], status = 'entered'): AttendanceReport => ({
  occurrenceId,
  status,
  attendance,
});

describe('held hours', () => {
  it('counts an occurrence where the tutor and a student were present, with the students supported', () => {
    const held = heldHoursOf({
      tutorId: TUTOR,
      period: PERIOD,
      occurrences: [occurrence('a'), occurrence('b', { endDate: '2026-10-06T16:30:00.000Z' })],
      reports: [report('a', present(TUTOR, 'student-1')), report('b', present(TUTOR, 'student-2', 'student-1'), 'confirmed')],
    });
    expect(held).toEqual({ minutes: 150, occurrences: 2, studentIds: ['student-1', 'student-2'] });
  });

  it('does not count the tutor absent, no student present, a cancelled or skipped occurrence, or one outside the period', () => {
    const held = heldHoursOf({
      tutorId: TUTOR,
      period: PERIOD,
      occurrences: [
        occurrence('tutor-absent'),
        occurrence('no-student'),
        occurrence('canceled', { status: 'canceled' }),
        occurrence('skipped', { status: 'skipped' }),
        occurrence('before', { startDate: '2026-08-31T15:00:00.000Z', endDate: '2026-08-31T16:00:00.000Z' }),
        occurrence('unreported'),
      ],
      reports: [
        report('tutor-absent', [{ userId: TUTOR, attendance: 'absent' }, ...present('student-1')]),
        report('no-student', [...present(TUTOR), { userId: 'student-1', attendance: 'absent' }, { userId: 'student-2', attendance: 'not-reported' }]),
        report('canceled', present(TUTOR, 'student-1')),
        report('skipped', present(TUTOR, 'student-1')),
        report('before', present(TUTOR, 'student-1')),
      ],
    });
    expect(held).toEqual({ minutes: 0, occurrences: 0, studentIds: [] });
  });

  it('counts only reports entered or confirmed, not those to be entered or partially entered', () => {
    const occurrences = [occurrence('a'), occurrence('b')];
    const held = heldHoursOf({
      tutorId: TUTOR,
      period: PERIOD,
      occurrences,
      reports: [report('a', present(TUTOR, 'student-1'), 'to-be-entered'), report('b', present(TUTOR, 'student-1'), 'partially-entered')],
    });
    expect(held.minutes).toBe(0);
  });

  it('links a report written without an occurrence by its session and Paris day', () => {
    // 23:30 in Paris on 6 October is already the 6th there, though 21:30 UTC.
    const late = occurrence('late', { startDate: '2026-10-06T21:30:00.000Z', endDate: '2026-10-06T22:15:00.000Z' });
    const byDay: AttendanceReport = { sessionId: 'session-late', reportDate: '2026-10-06', status: 'entered', attendance: present(TUTOR, 'student-2') };
    const otherDay: AttendanceReport = { sessionId: 'session-a', reportDate: '2026-10-07', status: 'entered', attendance: present(TUTOR, 'student-1') };
    expect(heldHoursOf({ tutorId: TUTOR, period: PERIOD, occurrences: [late, occurrence('a')], reports: [byDay, otherDay] })).toEqual({
      minutes: 45,
      occurrences: 1,
      studentIds: ['student-2'],
    });
  });

  it('takes the period by Paris days, both included', () => {
    const lastEvening = occurrence('edge', { startDate: '2026-11-30T23:30:00.000Z', endDate: '2026-12-01T00:30:00.000Z' });
    const firstMorning = occurrence('first', { startDate: '2026-08-31T22:30:00.000Z', endDate: '2026-08-31T23:00:00.000Z' });
    const reports = [report('edge', present(TUTOR, 'student-1')), report('first', present(TUTOR, 'student-1'))];
    // 30 November 23:30 UTC is 1 December in Paris: out; 31 August 22:30 UTC is 1 September in Paris: in.
    expect(heldHoursOf({ tutorId: TUTOR, period: PERIOD, occurrences: [lastEvening, firstMorning], reports }).minutes).toBe(30);
  });

  it('does not take a co-tutor for a student, and counts an occurrence once whatever the number of reports', () => {
    const a = occurrence('a', { studentIds: ['student-1'] });
    const reports = [report('a', present(TUTOR, 'tutor-2')), report('a', present(TUTOR, 'student-1')), report('a', present('student-1'))];
    expect(heldHoursOf({ tutorId: TUTOR, period: PERIOD, occurrences: [a], reports })).toEqual({ minutes: 60, occurrences: 1, studentIds: ['student-1'] });
    expect(heldHoursOf({ tutorId: TUTOR, period: PERIOD, occurrences: [a], reports: [report('a', present(TUTOR, 'tutor-2'))] }).minutes).toBe(0);
  });
});

describe('hours as printed', () => {
  it('writes hours and minutes the French way', () => {
    expect(formatHeldHours(750)).toBe('12 h 30');
    expect(formatHeldHours(120)).toBe('2 h');
    expect(formatHeldHours(45)).toBe('0 h 45');
    expect(formatHeldHours(65)).toBe('1 h 05');
  });
});

describe('the scholar year so far', () => {
  it('starts at the stored year containing the day, else on the 1 September before', () => {
    expect(scholarYearStartOf('2026-11-20', [{ startDate: '2026-08-31', endDate: '2027-07-04' }])).toBe('2026-08-31');
    expect(scholarYearStartOf('2026-11-20', [])).toBe('2026-09-01');
    expect(scholarYearStartOf('2027-03-02', [])).toBe('2026-09-01');
  });
});
