import { describe, expect, it } from 'vitest';
import { daysOfPeriod, expandOccurrences, inParis, MAX_OCCURRENCES } from '../../../src/domain/sessions/index.ts';

const parisTime = (instant: string) => inParis(instant).format('YYYY-MM-DD HH:mm');

describe('expandOccurrences', () => {
  it('keeps a weekly session at 17:00 Paris time across the October and March daylight-saving changes', () => {
    // 13 October 2026 is a Tuesday in summer time (UTC+2); 25 October and 28 March change the clocks.
    const occurrences = expandOccurrences({
      startDate: '2026-10-13T15:00:00.000Z',
      endDate: '2026-10-13T16:00:00.000Z',
      recurrenceName: 'weekly',
      until: '2027-04-06',
      holidays: [],
    });
    expect(occurrences.map((occurrence) => parisTime(occurrence.startDate))).toContain('2026-10-27 17:00');
    expect(occurrences.every((occurrence) => parisTime(occurrence.startDate).endsWith('17:00'))).toBe(true);
    expect(occurrences.every((occurrence) => parisTime(occurrence.endDate).endsWith('18:00'))).toBe(true);
    // The instant moves by an hour in winter: 16:00 UTC instead of 15:00, then back in April.
    expect(occurrences.find((occurrence) => parisTime(occurrence.startDate) === '2026-10-27 17:00')!.startDate).toBe('2026-10-27T16:00:00.000Z');
    expect(occurrences.at(-1)!.startDate).toBe('2027-04-06T15:00:00.000Z');
    expect(occurrences).toHaveLength(26);
  });

  it('meets every other week on the same weekday for "every 15 days", across both changes', () => {
    const occurrences = expandOccurrences({
      startDate: '2026-10-14T12:30:00.000Z',
      endDate: '2026-10-14T13:30:00.000Z',
      recurrenceName: 'bi-monthly',
      until: '2027-04-30',
      holidays: [],
    });
    const days = occurrences.map((occurrence) => inParis(occurrence.startDate));
    expect(days.every((day) => day.day() === 3 && day.format('HH:mm') === '14:30')).toBe(true);
    for (let index = 1; index < days.length; index += 1) expect(days[index]!.diff(days[index - 1]!, 'day')).toBe(14);
    expect(days.map((day) => day.format('YYYY-MM-DD'))).toContain('2026-10-28');
    expect(days.map((day) => day.format('YYYY-MM-DD'))).toContain('2027-03-31');
  });

  it('gives one occurrence for a one-time session, and stops on the last day included', () => {
    expect(
      expandOccurrences({
        startDate: '2026-11-17T16:00:00.000Z',
        endDate: '2026-11-17T17:00:00.000Z',
        recurrenceName: 'one-time',
        until: '2027-08-31',
        holidays: [],
      }),
    ).toHaveLength(1);
    const weekly = expandOccurrences({
      startDate: '2026-11-17T16:00:00.000Z',
      endDate: '2026-11-17T17:00:00.000Z',
      recurrenceName: 'weekly',
      until: '2026-12-01',
      holidays: [],
    });
    expect(weekly.map((occurrence) => parisTime(occurrence.startDate))).toEqual(['2026-11-17 17:00', '2026-11-24 17:00', '2026-12-01 17:00']);
  });

  it('marks occurrences on holidays as skipped, with the reason, and never drops them', () => {
    const holidays = [
      { date: '2026-11-11', kind: 'public-holiday' as const, name: 'Armistice 1918' },
      ...daysOfPeriod('2026-12-19', '2027-01-03', 'school-holidays', 'Vacances de Noël'),
    ];
    const occurrences = expandOccurrences({
      startDate: '2026-11-04T16:00:00.000Z',
      endDate: '2026-11-04T17:00:00.000Z',
      recurrenceName: 'weekly',
      until: '2027-01-13',
      holidays,
    });
    expect(occurrences).toHaveLength(11);
    expect(occurrences.find((occurrence) => occurrence.startDate.startsWith('2026-11-11'))!.skipped).toEqual({
      reason: 'public-holiday',
      name: 'Armistice 1918',
    });
    expect(occurrences.filter((occurrence) => occurrence.skipped?.reason === 'school-holidays').map((occurrence) => parisTime(occurrence.startDate))).toEqual([
      '2026-12-23 17:00',
      '2026-12-30 17:00',
    ]);
    // A series kept during school holidays still stops on public holidays.
    const kept = expandOccurrences({
      startDate: '2026-11-04T16:00:00.000Z',
      endDate: '2026-11-04T17:00:00.000Z',
      recurrenceName: 'weekly',
      until: '2027-01-13',
      holidays,
      scheduleDuringHolidays: true,
    });
    expect(kept.filter((occurrence) => occurrence.skipped).map((occurrence) => occurrence.skipped!.reason)).toEqual(['public-holiday']);
  });

  it('never runs past the bound, even with a far-away end', () => {
    const occurrences = expandOccurrences({
      startDate: '2026-09-01T16:00:00.000Z',
      endDate: '2026-09-01T17:00:00.000Z',
      recurrenceName: 'weekly',
      until: '2030-08-31',
      holidays: [],
    });
    expect(occurrences).toHaveLength(MAX_OCCURRENCES);
  });
});
