import { describe, expect, it } from 'vitest';
import { availabilitySchema, gridSlots, type Weekday } from '@binome/schema';
import {
  availabilitySpans,
  availabilitySummary,
  gridDays,
  GRID_START_TIMES,
  isChosen,
  isLocked,
  neighbourCell,
  shortWeekdayName,
  slotEnd,
  toggleSlot,
  type Slot,
} from '../../src/crud/kinds/availability-grid.ts';

describe('the availability grid (section 9)', () => {
  it('has 24 start times a day, every 30 minutes from 08:00 to 19:30', () => {
    expect(GRID_START_TIMES).toHaveLength(24);
    expect(GRID_START_TIMES[0]).toBe('08:00');
    expect(GRID_START_TIMES[1]).toBe('08:30');
    expect(GRID_START_TIMES.at(-1)).toBe('19:30');
    expect(slotEnd('19:30')).toBe('20:30');
  });

  it('has weekend columns only when the weekend is enabled', () => {
    expect(gridDays(false)).toEqual([1, 2, 3, 4, 5]);
    expect(gridDays(true)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(gridDays(false).length * GRID_START_TIMES.length).toBe(gridSlots(false).length);
  });

  it('adds the one-hour slot of a pressed cell, in day and time order', () => {
    let slots: Slot[] = [];
    slots = toggleSlot(slots, 3, '14:00');
    slots = toggleSlot(slots, 1, '08:30');
    expect(slots).toEqual([
      { dayOfTheWeek: 1, startTime: '08:30', endTime: '09:30' },
      { dayOfTheWeek: 3, startTime: '14:00', endTime: '15:00' },
    ]);
    expect(isChosen(slots, 1, '08:30')).toBe(true);
    expect(isChosen(slots, 1, '08:00')).toBe(false);
    expect(availabilitySchema.safeParse(slots).success).toBe(true);
  });

  it('removes it when pressed again, keeping what else a stored slot carries', () => {
    const stored: Slot[] = [
      { _id: 'a1', dayOfTheWeek: 2, startTime: '10:00', endTime: '11:00' },
      { _id: 'a2', dayOfTheWeek: 2, startTime: '10:30', endTime: '11:30', affectable: true },
    ];
    expect(toggleSlot(stored, 2, '10:00')).toEqual([{ _id: 'a2', dayOfTheWeek: 2, startTime: '10:30', endTime: '11:30', affectable: true }]);
    expect(toggleSlot(toggleSlot(stored, 5, '19:30'), 5, '19:30')).toEqual(stored);
  });

  it('never changes the list it is given', () => {
    const slots: Slot[] = [{ dayOfTheWeek: 1, startTime: '08:00', endTime: '09:00' }];
    const next = toggleSlot(slots, 1, '09:00');
    expect(next).not.toBe(slots);
    expect(slots).toHaveLength(1);
  });

  it('ignores cells off the grid and slots already taken by a session', () => {
    const taken: Slot[] = [{ dayOfTheWeek: 4, startTime: '17:00', endTime: '18:00', taken: true }];
    expect(isLocked(taken, 4, '17:00')).toBe(true);
    expect(toggleSlot(taken, 4, '17:00')).toEqual(taken);
    expect(toggleSlot([], 1, '07:30')).toEqual([]);
    expect(toggleSlot([], 1, '08:15')).toEqual([]);
    expect(toggleSlot([], 8 as Weekday, '08:00')).toEqual([]);
  });

  it('takes weekend cells when the weekend is shown', () => {
    expect(toggleSlot([], 7, '09:00')).toEqual([{ dayOfTheWeek: 7, startTime: '09:00', endTime: '10:00' }]);
  });
});

describe('availability summaries', () => {
  const slots: Slot[] = [
    { dayOfTheWeek: 3, startTime: '14:00', endTime: '15:00' },
    { dayOfTheWeek: 1, startTime: '09:00', endTime: '10:00' },
    { dayOfTheWeek: 1, startTime: '08:00', endTime: '09:00' },
    { dayOfTheWeek: 1, startTime: '08:30', endTime: '09:30' },
    { dayOfTheWeek: 1, startTime: '11:00', endTime: '12:00' },
  ];

  it('merges overlapping and touching slots of a day into stretches', () => {
    expect(availabilitySpans(slots)).toEqual([
      { dayOfTheWeek: 1, startTime: '08:00', endTime: '10:00' },
      { dayOfTheWeek: 1, startTime: '11:00', endTime: '12:00' },
      { dayOfTheWeek: 3, startTime: '14:00', endTime: '15:00' },
    ]);
    expect(availabilitySpans([])).toEqual([]);
  });

  it('reads on one line, shortened in a table cell', () => {
    const options = { dayLabel: (day: Weekday) => ['', 'Lun', 'Mar', 'Mer', 'Jeu', 'Ven', 'Sam', 'Dim'][day]!, time: (hhmm: string) => hhmm };
    expect(availabilitySummary(slots, options)).toBe('Lun 08:00–10:00, Lun 11:00–12:00, Mer 14:00–15:00');
    expect(availabilitySummary(slots, { ...options, max: 2 })).toBe('Lun 08:00–10:00, Lun 11:00–12:00, …');
  });

  it('names days briefly in the viewer language', () => {
    expect(shortWeekdayName(1, 'fr')).toBe('lun.');
    expect(shortWeekdayName(7, 'fr')).toBe('dim.');
    expect(shortWeekdayName(1, 'en')).toBe('Mon');
    expect(shortWeekdayName(6, 'en')).toBe('Sat');
  });
});

describe('moving between cells with the keyboard', () => {
  const size = { rows: 24, columns: 5 };
  it('follows the arrows and stops at the edges', () => {
    expect(neighbourCell({ row: 0, column: 0 }, 'ArrowDown', size)).toEqual({ row: 1, column: 0 });
    expect(neighbourCell({ row: 0, column: 0 }, 'ArrowRight', size)).toEqual({ row: 0, column: 1 });
    expect(neighbourCell({ row: 0, column: 0 }, 'ArrowUp', size)).toBeUndefined();
    expect(neighbourCell({ row: 0, column: 0 }, 'ArrowLeft', size)).toBeUndefined();
    expect(neighbourCell({ row: 23, column: 4 }, 'ArrowDown', size)).toBeUndefined();
    expect(neighbourCell({ row: 23, column: 4 }, 'ArrowRight', size)).toBeUndefined();
  });
  it('goes to the row ends with Home and End, and leaves other keys alone', () => {
    expect(neighbourCell({ row: 5, column: 2 }, 'Home', size)).toEqual({ row: 5, column: 0 });
    expect(neighbourCell({ row: 5, column: 2 }, 'End', size)).toEqual({ row: 5, column: 4 });
    expect(neighbourCell({ row: 5, column: 2 }, 'Enter', size)).toBeUndefined();
    expect(neighbourCell({ row: 5, column: 2 }, ' ', size)).toBeUndefined();
  });
});
