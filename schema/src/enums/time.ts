import { defineNumericEnum } from './define-enum.ts';

/** ISO weekdays: 1 is Monday. 6 and 7 are offered only when the weekend is enabled (section 3 and 9). */
export const weekdays = defineNumericEnum('weekday', [1, 2, 3, 4, 5, 6, 7]);
export type Weekday = (typeof weekdays.values)[number];
export const WORKING_WEEKDAYS = [1, 2, 3, 4, 5] as const satisfies readonly Weekday[];
export const WEEKEND_DAYS = [6, 7] as const satisfies readonly Weekday[];
export const FULL_WEEK = [...WORKING_WEEKDAYS, ...WEEKEND_DAYS] as const;

export function weekdaysOffered(weekendEnabled: boolean): readonly Weekday[] {
  return weekendEnabled ? FULL_WEEK : WORKING_WEEKDAYS;
}

/** Business constants of section 9. */
export const TIME_ZONE = 'Europe/Paris';
export const DATE_FORMAT = 'DD/MM/YYYY';
export const TIME_FORMAT = 'HH:mm';
