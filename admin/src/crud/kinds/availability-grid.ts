import {
  minutesOf,
  SLOT_DURATION_MINUTES,
  SLOT_START_TIMES,
  timeOf,
  weekdays,
  weekdaysOffered,
  type AvailabilitySlot,
  type Weekday,
} from '@binome/schema';

/**
 * The weekly availability grid of section 9, as pure functions for its editor and its summaries: a row per
 * 30-minute start time (08:00 to 19:30, 24 a day), a column per day (Monday to Friday, the weekend only when it
 * is enabled); a cell stands for the one-hour slot starting there. Slots are stored in Paris time.
 */

/** A slot as the editor handles it; whatever else a stored slot carries (`_id`, `taken`, ...) is kept as it is. */
export type Slot = Pick<AvailabilitySlot, 'dayOfTheWeek' | 'startTime' | 'endTime'> & Partial<Omit<AvailabilitySlot, 'dayOfTheWeek' | 'startTime' | 'endTime'>>;

/** The rows of the grid: the schema's own start times. */
export const GRID_START_TIMES: readonly string[] = SLOT_START_TIMES;

/** The columns of the grid. */
export function gridDays(weekend: boolean): readonly Weekday[] {
  return weekdaysOffered(weekend);
}

export function isWeekday(value: unknown): value is Weekday {
  return (weekdays.values as readonly unknown[]).includes(value);
}

/** The end of the one-hour slot starting at `startTime`. */
export function slotEnd(startTime: string): string {
  return timeOf(minutesOf(startTime) + SLOT_DURATION_MINUTES);
}

function findSlot(slots: readonly Slot[], day: Weekday, startTime: string): Slot | undefined {
  return slots.find((slot) => slot.dayOfTheWeek === day && slot.startTime === startTime);
}

export function isChosen(slots: readonly Slot[], day: Weekday, startTime: string): boolean {
  return findSlot(slots, day, startTime) !== undefined;
}

/** A slot already given to a session (`taken`) is not the availability editor's to remove. */
export function isLocked(slots: readonly Slot[], day: Weekday, startTime: string): boolean {
  return findSlot(slots, day, startTime)?.taken === true;
}

const bySlotOrder = (a: Slot, b: Slot) => a.dayOfTheWeek - b.dayOfTheWeek || minutesOf(a.startTime) - minutesOf(b.startTime);

/**
 * The slots after a cell is pressed: its one-hour slot added, or removed when it is there. A cell off the grid
 * and a taken slot leave the list as it is. The answer is a new list in day and time order, so that a form sees a
 * change and two equal choices compare equal.
 */
export function toggleSlot(slots: readonly Slot[], day: Weekday, startTime: string): Slot[] {
  if (!isWeekday(day) || !GRID_START_TIMES.includes(startTime) || isLocked(slots, day, startTime)) return [...slots];
  if (isChosen(slots, day, startTime)) return slots.filter((slot) => !(slot.dayOfTheWeek === day && slot.startTime === startTime));
  return [...slots, { dayOfTheWeek: day, startTime, endTime: slotEnd(startTime) }].sort(bySlotOrder);
}

/** A stretch of time in one day covered by one or more slots. */
export interface Span {
  dayOfTheWeek: Weekday;
  startTime: string;
  endTime: string;
}

/**
 * Slots merged into the stretches they cover: the grid's slots overlap (08:00–09:00 and 08:30–09:30 are two
 * slots), so three chosen cells in a row read as one stretch, 08:00–10:00, which is what a person wants to see.
 */
export function availabilitySpans(slots: readonly Slot[]): Span[] {
  const spans: Span[] = [];
  for (const slot of [...slots].sort(bySlotOrder)) {
    const last = spans.at(-1);
    if (last && last.dayOfTheWeek === slot.dayOfTheWeek && minutesOf(slot.startTime) <= minutesOf(last.endTime)) {
      if (minutesOf(slot.endTime) > minutesOf(last.endTime)) last.endTime = slot.endTime;
    } else {
      spans.push({ dayOfTheWeek: slot.dayOfTheWeek, startTime: slot.startTime, endTime: slot.endTime });
    }
  }
  return spans;
}

export interface SummaryOptions {
  /** The short name of a day ('lun.'). */
  dayLabel: (day: Weekday) => string;
  /** A Paris 'HH:mm' as the viewer reads it. */
  time: (hhmm: string) => string;
  /** At most this many stretches, then '…' (table cells). */
  max?: number;
}

/** 'lun. 08:00–10:00, mer. 14:00–15:00' : an availability on one line. */
export function availabilitySummary(slots: readonly Slot[], { dayLabel, time, max }: SummaryOptions): string {
  const spans = availabilitySpans(slots);
  const shown = max === undefined ? spans : spans.slice(0, max);
  const text = shown.map((span) => `${dayLabel(span.dayOfTheWeek)} ${time(span.startTime)}–${time(span.endTime)}`).join(', ');
  return shown.length < spans.length ? `${text}, …` : text;
}

/**
 * A day's short name in a language, from the platform ('lun.', 'Mon'): the catalogs have the full names
 * (`enums.weekday.<n>`) but no short ones. 1 January 2024 was a Monday, so day n of that week is ISO weekday n.
 */
export function shortWeekdayName(day: Weekday, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, day)));
}

/** The cell that the arrow keys, Home and End move to from (row, column) in a grid of `rows` × `columns`. */
export function neighbourCell(
  position: { row: number; column: number },
  key: string,
  size: { rows: number; columns: number },
): { row: number; column: number } | undefined {
  const { row, column } = position;
  switch (key) {
    case 'ArrowUp':
      return row > 0 ? { row: row - 1, column } : undefined;
    case 'ArrowDown':
      return row < size.rows - 1 ? { row: row + 1, column } : undefined;
    case 'ArrowLeft':
      return column > 0 ? { row, column: column - 1 } : undefined;
    case 'ArrowRight':
      return column < size.columns - 1 ? { row, column: column + 1 } : undefined;
    case 'Home':
      return { row, column: 0 };
    case 'End':
      return { row, column: size.columns - 1 };
    default:
      return undefined;
  }
}
