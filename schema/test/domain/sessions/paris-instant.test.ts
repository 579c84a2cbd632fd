import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayjs, parisInstant } from '../../../src/domain/sessions/time.ts';
import { TIME_ZONE } from '../../../src/enums/time.ts';

/** What `parisInstant` answered before it computed the offset itself: dayjs's reading of the Paris wall time. */
const byDayjs = (day: string, time: string) => dayjs.tz(`${day} ${time}`, 'YYYY-MM-DD HH:mm', TIME_ZONE).toISOString();

describe('parisInstant', () => {
  afterEach(() => vi.useRealTimers());

  it('answers what dayjs answers on every day of two years, and at every clock change of six', { timeout: 60_000 }, () => {
    const days = (from: number, to: number) => {
      const found: string[] = [];
      for (let day = from; day <= to; day += 86_400_000) found.push(new Date(day).toISOString().slice(0, 10));
      return found;
    };
    let compared = 0;
    const compare = (day: string, time: string) => {
      expect(parisInstant(day, time), `${day} ${time}`).toBe(byDayjs(day, time));
      compared += 1;
    };
    for (const day of days(Date.UTC(2026, 0, 1), Date.UTC(2027, 11, 31))) for (const time of ['00:00', '9:05', '17:00', '23:59']) compare(day, time);
    // The last Sundays of March and October, and the days either side: 02:00–03:00 is skipped in March, repeated in October.
    for (let year = 2025; year <= 2030; year += 1)
      for (const month of [2, 9]) {
        const lastDay = new Date(Date.UTC(year, month + 1, 0));
        const sunday = lastDay.getTime() - lastDay.getUTCDay() * 86_400_000;
        for (const day of days(sunday - 86_400_000, sunday + 86_400_000))
          for (const time of ['00:59', '01:00', '01:59', '02:00', '02:30', '02:59', '03:00', '03:30']) compare(day, time);
      }
    expect(compared).toBe(730 * 4 + 6 * 2 * 3 * 8);
  });

  it('reads summer and winter wall times at their offsets, and a time the spring skips an hour later', () => {
    expect(parisInstant('2026-07-01', '17:00')).toBe('2026-07-01T15:00:00.000Z');
    expect(parisInstant('2026-12-01', '17:00')).toBe('2026-12-01T16:00:00.000Z');
    expect(parisInstant('2027-03-28', '02:30')).toBe('2027-03-28T01:30:00.000Z');
  });

  it("reads the autumn's repeated hour with the offset of today, in summer and in winter, as dayjs does", () => {
    for (const [today, expected] of [
      ['2026-07-01T12:00:00.000Z', '2026-10-25T00:30:00.000Z'],
      ['2026-12-01T12:00:00.000Z', '2026-10-25T01:30:00.000Z'],
    ] as const) {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date(today) });
      expect(parisInstant('2026-10-25', '02:30'), today).toBe(expected);
      expect(byDayjs('2026-10-25', '02:30'), today).toBe(expected);
    }
  });

  it('reads an impossible date or hour as dayjs did (rolled over), and refuses what is no date', () => {
    for (const [day, time] of [
      ['2026-02-30', '17:00'],
      ['2026-13-45', '17:00'],
      ['2026-06-01', '24:30'],
      ['2026-06-01', '17:75'],
    ] as const)
      expect(parisInstant(day, time), `${day} ${time}`).toBe(byDayjs(day, time));
    expect(() => parisInstant('not a day', '17:00')).toThrow(RangeError);
  });
});
