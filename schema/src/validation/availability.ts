import { z } from 'zod';
import { weekdays, weekdaysOffered, type Weekday } from '../enums/time.ts';
import { VALIDATION_MESSAGES as M, requiredOr } from './messages.ts';

/**
 * The availability grid of section 9: one-hour slots starting every 30 minutes from 08:00, the last one from
 * 19:30 to 20:30, so 24 slots a day; Monday to Friday by default, the weekend only when enabled.
 */
export const GRID_FIRST_START_MINUTES = 8 * 60;
export const GRID_LAST_START_MINUTES = 19 * 60 + 30;
export const GRID_STEP_MINUTES = 30;
export const SLOT_DURATION_MINUTES = 60;

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

export function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The 24 start times of a day, '08:00' to '19:30'. */
export const SLOT_START_TIMES: readonly string[] = Array.from(
  { length: (GRID_LAST_START_MINUTES - GRID_FIRST_START_MINUTES) / GRID_STEP_MINUTES + 1 },
  (_, index) => timeOf(GRID_FIRST_START_MINUTES + index * GRID_STEP_MINUTES),
);

export interface GridSlot {
  dayOfTheWeek: Weekday;
  startTime: string;
  endTime: string;
}

/** Every slot of the grid for the days offered. */
export function gridSlots(weekendEnabled = false): GridSlot[] {
  return weekdaysOffered(weekendEnabled).flatMap((dayOfTheWeek) =>
    SLOT_START_TIMES.map((startTime) => ({ dayOfTheWeek, startTime, endTime: timeOf(minutesOf(startTime) + SLOT_DURATION_MINUTES) })),
  );
}

export const timeSchema = z.string({ error: requiredOr(M.time) }).regex(TIME_PATTERN, { error: M.time });

/** One slot as stored in an availability list (section 3: dayOfTheWeek, startTime, endTime, taken, ...). */
export const availabilitySlotSchema = z
  .strictObject(
    {
      _id: z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: M.id })
        .optional(),
      dayOfTheWeek: weekdays.schema,
      startTime: timeSchema,
      endTime: timeSchema,
      taken: z.boolean({ error: M.invalid }).optional(),
      affectable: z.boolean({ error: M.invalid }).optional(),
      selected: z.boolean({ error: M.invalid }).optional(),
    },
    { error: requiredOr(M.invalid) },
  )
  .superRefine((slot, context) => {
    const start = minutesOf(slot.startTime);
    if (start < GRID_FIRST_START_MINUTES || start > GRID_LAST_START_MINUTES || start % GRID_STEP_MINUTES !== 0) {
      context.addIssue({ code: 'custom', message: M.availabilityGrid, path: ['startTime'], input: slot.startTime });
    } else if (minutesOf(slot.endTime) - start !== SLOT_DURATION_MINUTES) {
      context.addIssue({ code: 'custom', message: M.availabilityOneHour, path: ['endTime'], input: slot.endTime });
    }
  });
export type AvailabilitySlot = z.infer<typeof availabilitySlotSchema>;

/** A weekly availability: grid slots, each at most once. Weekend days need `weekendEnabled` (see below). */
export const availabilitySchema = z
  .array(availabilitySlotSchema, { error: requiredOr(M.invalid) })
  .max(7 * SLOT_START_TIMES.length, { error: M.maxItems })
  .superRefine((slots, context) => {
    const seen = new Set<string>();
    slots.forEach((slot, index) => {
      const key = `${slot.dayOfTheWeek}-${slot.startTime}`;
      if (seen.has(key)) context.addIssue({ code: 'custom', message: M.availabilityDuplicate, path: [index], input: slot });
      seen.add(key);
    });
  });

/**
 * Record-level rule for a preferences block holding `availability` and `weekendAvailability` (tutors, students):
 * weekend slots are refused unless the weekend is enabled there.
 */
export function weekendSlotsRule(preferencesKey: string) {
  return (record: Record<string, unknown>, context: z.RefinementCtx): void => {
    const preferences = record[preferencesKey] as { availability?: { dayOfTheWeek: number }[]; weekendAvailability?: boolean } | undefined;
    checkWeekendSlots(preferences?.availability, preferences?.weekendAvailability, context, [preferencesKey, 'availability']);
  };
}

/**
 * Weekend slots are refused unless the weekend is enabled for that availability.
 * `path` points at the list inside the record, for the message.
 */
export function checkWeekendSlots(
  slots: readonly { dayOfTheWeek: number }[] | undefined,
  weekendEnabled: boolean | undefined,
  context: z.RefinementCtx,
  path: readonly (string | number)[],
): void {
  const offered: readonly number[] = weekdaysOffered(weekendEnabled === true);
  slots?.forEach((slot, index) => {
    if (!offered.includes(slot.dayOfTheWeek)) {
      context.addIssue({ code: 'custom', message: M.availabilityWeekend, path: [...path, index, 'dayOfTheWeek'], input: slot });
    }
  });
}
