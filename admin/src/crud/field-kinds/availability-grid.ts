import { gridSlots, SLOT_START_TIMES, type AvailabilitySlot, type Weekday } from '@binome/schema';

export type Slot = Pick<AvailabilitySlot, 'dayOfTheWeek' | 'startTime' | 'endTime'> & Partial<AvailabilitySlot>;

/** Days of the grid: Monday to Friday, the weekend too when it is enabled (section 3). */
export function gridDays(weekend: boolean): Weekday[] {
  return weekend ? [1, 2, 3, 4, 5, 6, 7] : [1, 2, 3, 4, 5];
}

/** The 24 start times of a day (08:00 to 19:30, every 30 minutes). */
export const GRID_START_TIMES = SLOT_START_TIMES;

export function hasSlot(slots: readonly Slot[], day: Weekday, startTime: string): boolean {
  return slots.some((slot) => slot.dayOfTheWeek === day && slot.startTime === startTime);
}

/** Adds the one-hour slot of a cell, or removes it when it is there; the list stays in day and time order. */
export function toggleSlot(slots: readonly Slot[], day: Weekday, startTime: string): Slot[] {
  if (hasSlot(slots, day, startTime)) return slots.filter((slot) => !(slot.dayOfTheWeek === day && slot.startTime === startTime));
  const cell = gridSlots(true).find((slot) => slot.dayOfTheWeek === day && slot.startTime === startTime);
  if (!cell) return [...slots];
  return [...slots, { dayOfTheWeek: cell.dayOfTheWeek, startTime: cell.startTime, endTime: cell.endTime }].sort(
    (a, b) => a.dayOfTheWeek - b.dayOfTheWeek || a.startTime.localeCompare(b.startTime),
  );
}
