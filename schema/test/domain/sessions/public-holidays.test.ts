import { describe, expect, it } from 'vitest';
import { holidayRegionOfDepartment, publicHolidayDays } from '../../../src/domain/sessions/public-holidays.ts';

describe('publicHolidayDays', () => {
  it('gives the official French public holidays from the library, not observances', () => {
    const days = publicHolidayDays('2026-09-01', '2027-08-31');
    const dates = days.map((day) => day.date);
    expect(dates).toEqual(
      expect.arrayContaining(['2026-11-01', '2026-11-11', '2026-12-25', '2027-01-01', '2027-03-29', '2027-05-01', '2027-05-06', '2027-07-14']),
    );
    expect(days.every((day) => day.kind === 'public-holiday' && day.name.length > 0)).toBe(true);
    // Mother's Day is an observance, not a public holiday.
    expect(dates).not.toContain('2027-05-30');
  });

  it('adds Good Friday and Saint Stephen in Alsace-Moselle', () => {
    const alsace = publicHolidayDays('2026-12-01', '2027-04-30', { region: holidayRegionOfDepartment('67') }).map((day) => day.date);
    expect(alsace).toEqual(expect.arrayContaining(['2026-12-26', '2027-03-26']));
    expect(publicHolidayDays('2026-12-01', '2027-04-30').map((day) => day.date)).not.toContain('2026-12-26');
  });
});
