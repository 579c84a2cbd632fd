import { describe, expect, it } from 'vitest';
import { summariseClashes, type ListedClash } from '../../../src/domain/sessions/index.ts';

/** Wednesdays 15:00–16:00 in Paris, from 9 December 2026: winter time (UTC+1). */
const wednesday = (day: string, userId = 'demo-tutor', role: 'tutor' | 'student' = 'tutor', fullName = 'Thomas Lemaire'): ListedClash => ({
  startDate: `${day}T14:00:00.000Z`,
  endDate: `${day}T15:00:00.000Z`,
  userId,
  fullName,
  role,
  otherSessionId: 'other',
});

describe('clashes told grouped (walk report C-5)', () => {
  it('tells a weekly clash once per person: the weekday, the Paris time, the first and last dates, how many', () => {
    const clashes = ['2026-12-16', '2026-12-09', '2027-01-06', '2026-12-09'].map((day) => wednesday(day));
    expect(summariseClashes(clashes)).toEqual([
      {
        userId: 'demo-tutor',
        fullName: 'Thomas Lemaire',
        role: 'tutor',
        otherSessionId: 'other',
        weekday: 3,
        startTime: '15:00',
        endTime: '16:00',
        firstDay: '2026-12-09',
        lastDay: '2027-01-06',
        count: 3,
      },
    ]);
  });

  it('keeps apart the people, the other sessions and the times, and reads the hour in Paris across a clock change', () => {
    const summer = { ...wednesday('2027-04-07'), startDate: '2027-04-07T13:00:00.000Z', endDate: '2027-04-07T14:00:00.000Z' };
    const groups = summariseClashes([
      wednesday('2026-12-09'),
      wednesday('2026-12-09', 'lou', 'student', 'Lou Dumont'),
      summer,
      { ...wednesday('2026-12-16'), otherSessionId: 'another' },
    ]);
    expect(groups.map(({ fullName, otherSessionId, firstDay, startTime, count }) => [fullName, otherSessionId, firstDay, startTime, count])).toEqual([
      ['Lou Dumont', 'other', '2026-12-09', '15:00', 1],
      ['Thomas Lemaire', 'other', '2026-12-09', '15:00', 2],
      ['Thomas Lemaire', 'another', '2026-12-16', '15:00', 1],
    ]);
  });

  it('says nothing when nothing clashes', () => {
    expect(summariseClashes([])).toEqual([]);
  });
});
