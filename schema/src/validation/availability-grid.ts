import { weekdaysOffered, type Weekday } from '../enums/time.ts';
import { gridSlots, SLOT_START_TIMES, type AvailabilitySlot } from './availability.ts';

/**
 * The weekly grid as both apps edit it, and the rule the server keeps on `taken` slots. A cell of the grid is the
 * one-hour slot starting at its time; slots starting every 30 minutes overlap (08:00–09:00 and 08:30–09:30), and
 * each chosen cell is stored as its own slot `{ dayOfTheWeek, startTime, endTime }`, so what a tutor ticks is
 * exactly what staff see and what the matching offers.
 */
export type GridEntry = Pick<AvailabilitySlot, 'dayOfTheWeek' | 'startTime' | 'endTime'> & Partial<AvailabilitySlot>;

/** The 24 start times of a day (08:00 to 19:30, every 30 minutes). */
export const GRID_START_TIMES = SLOT_START_TIMES;

/** Days of the grid: Monday to Friday, the weekend too when it is enabled (section 3). */
export function gridDays(weekend: boolean): Weekday[] {
  return [...weekdaysOffered(weekend)];
}

const sameCell = (slot: GridEntry, day: number, startTime: string) => slot.dayOfTheWeek === day && slot.startTime === startTime;
const inWeekOrder = (a: GridEntry, b: GridEntry) => a.dayOfTheWeek - b.dayOfTheWeek || a.startTime.localeCompare(b.startTime);

export function slotAt<T extends GridEntry>(slots: readonly T[], day: number, startTime: string): T | undefined {
  return slots.find((slot) => sameCell(slot, day, startTime));
}

export function hasSlot(slots: readonly GridEntry[], day: number, startTime: string): boolean {
  return slotAt(slots, day, startTime) !== undefined;
}

/** A slot the matching has given to a pair: shown, never removed nor changed from a person's own screen. */
export function isTakenSlot(slots: readonly GridEntry[], day: number, startTime: string): boolean {
  return slotAt(slots, day, startTime)?.taken === true;
}

export interface GridEditOptions {
  /** Taken slots stay as they are (a person's own screen). Staff screens pass false: they keep that right. */
  lockTaken?: boolean;
}

/**
 * Chooses (`on`) or clears the cells of `day` at `startTimes`, the list staying in week order. Taken slots stay
 * as they are unless `lockTaken` is false; a cell outside the grid is ignored.
 */
export function setSlots<T extends GridEntry>(
  slots: readonly T[],
  day: Weekday,
  startTimes: readonly string[],
  on: boolean,
  { lockTaken = true }: GridEditOptions = {},
): (T | GridEntry)[] {
  let next: (T | GridEntry)[] = [...slots];
  for (const startTime of startTimes) {
    const existing = slotAt(next, day, startTime);
    if (existing?.taken && lockTaken) continue;
    if (on && !existing) {
      const cell = gridSlots(true).find((slot) => sameCell(slot, day, startTime));
      if (cell) next.push({ dayOfTheWeek: cell.dayOfTheWeek, startTime: cell.startTime, endTime: cell.endTime });
    } else if (!on && existing) {
      next = next.filter((slot) => !sameCell(slot, day, startTime));
    }
  }
  return next.sort(inWeekOrder);
}

/** Adds the one-hour slot of a cell, or removes it when it is there (a taken one only when not locked). */
export function toggleSlot<T extends GridEntry>(slots: readonly T[], day: Weekday, startTime: string, options: GridEditOptions = {}): (T | GridEntry)[] {
  return setSlots(slots, day, [startTime], !hasSlot(slots, day, startTime), options);
}

/** The start times from one cell to another of the same day, both included, whichever comes first (a drag). */
export function startTimesBetween(from: string, to: string): string[] {
  const [first, last] = [GRID_START_TIMES.indexOf(from), GRID_START_TIMES.indexOf(to)].sort((a, b) => a - b) as [number, number];
  if (first < 0) return [];
  return GRID_START_TIMES.slice(first, last + 1);
}

/** Weekend slots are dropped when the weekend is switched off, except taken ones, which only the matching undoes. */
export function withoutWeekend<T extends GridEntry>(slots: readonly T[]): T[] {
  const weekdays: readonly number[] = weekdaysOffered(false);
  return slots.filter((slot) => weekdays.includes(slot.dayOfTheWeek) || slot.taken === true);
}

export interface TakenSlotChange {
  /** removed: a taken slot is gone; altered: it is there with other values; marked: a slot became taken. */
  kind: 'removed' | 'altered' | 'marked';
  slot: GridEntry;
}

/**
 * What a write does to `taken` slots, which are the matching's to set and undo: a taken slot removed or altered,
 * or a slot newly marked taken. The server refuses such a write from anyone but staff; the screens show taken
 * slots as locked for the same reason.
 */
export function takenSlotChanges(before: readonly GridEntry[] | undefined, after: readonly GridEntry[] | undefined): TakenSlotChange[] {
  const changes: TakenSlotChange[] = [];
  const previous = before ?? [];
  const next = after ?? [];
  for (const slot of previous) {
    if (slot.taken !== true) continue;
    const kept = slotAt(next, slot.dayOfTheWeek, slot.startTime);
    if (!kept) changes.push({ kind: 'removed', slot });
    else if (kept.taken !== true || kept.endTime !== slot.endTime || (slot._id !== undefined && kept._id !== slot._id)) changes.push({ kind: 'altered', slot });
  }
  for (const slot of next) {
    if (slot.taken === true && slotAt(previous, slot.dayOfTheWeek, slot.startTime)?.taken !== true) changes.push({ kind: 'marked', slot });
  }
  return changes;
}
