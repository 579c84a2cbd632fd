import { describe, expect, it } from 'vitest';
import { gridDays, GRID_START_TIMES, hasSlot, isTakenSlot, setSlots, startTimesBetween, takenSlotChanges, toggleSlot, withoutWeekend } from '../src/index.ts';

const taken = { dayOfTheWeek: 3, startTime: '14:00', endTime: '15:00', taken: true } as const;

describe('availability grid (section 9)', () => {
  it('has 24 start times a day from 08:00 to 19:30, weekdays only unless the weekend is on', () => {
    expect(GRID_START_TIMES).toHaveLength(24);
    expect(GRID_START_TIMES[0]).toBe('08:00');
    expect(GRID_START_TIMES.at(-1)).toBe('19:30');
    expect(gridDays(false)).toEqual([1, 2, 3, 4, 5]);
    expect(gridDays(true)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('toggles one-hour slots, kept in day and time order; overlapping starts are separate slots', () => {
    let slots = toggleSlot([], 3, '10:30');
    slots = toggleSlot(slots, 1, '08:00');
    slots = toggleSlot(slots, 1, '08:30');
    expect(slots).toEqual([
      { dayOfTheWeek: 1, startTime: '08:00', endTime: '09:00' },
      { dayOfTheWeek: 1, startTime: '08:30', endTime: '09:30' },
      { dayOfTheWeek: 3, startTime: '10:30', endTime: '11:30' },
    ]);
    expect(hasSlot(slots, 3, '10:30')).toBe(true);
    slots = toggleSlot(slots, 3, '10:30');
    expect(hasSlot(slots, 3, '10:30')).toBe(false);
    expect(slots).toHaveLength(2);
  });

  it('ignores a cell outside the grid', () => {
    expect(toggleSlot([], 2, '07:00')).toEqual([]);
    expect(setSlots([], 2, ['19:30', '20:00'], true)).toEqual([{ dayOfTheWeek: 2, startTime: '19:30', endTime: '20:30' }]);
  });

  it('never removes nor duplicates a taken slot from a person’s screen, but staff may free it', () => {
    expect(toggleSlot([taken], 3, '14:00')).toEqual([taken]);
    expect(setSlots([taken], 3, ['13:30', '14:00', '14:30'], true)).toEqual([
      { dayOfTheWeek: 3, startTime: '13:30', endTime: '14:30' },
      taken,
      { dayOfTheWeek: 3, startTime: '14:30', endTime: '15:30' },
    ]);
    expect(setSlots([taken], 3, ['14:00'], false)).toEqual([taken]);
    expect(isTakenSlot([taken], 3, '14:00')).toBe(true);
    expect(toggleSlot([taken], 3, '14:00', { lockTaken: false })).toEqual([]);
  });

  it('selects a dragged run in either direction', () => {
    expect(startTimesBetween('09:00', '10:00')).toEqual(['09:00', '09:30', '10:00']);
    expect(startTimesBetween('10:00', '09:00')).toEqual(['09:00', '09:30', '10:00']);
    expect(startTimesBetween('07:00', '09:00')).toEqual([]);
  });

  it('drops weekend slots when the weekend is switched off, except taken ones', () => {
    const saturday = { dayOfTheWeek: 6, startTime: '10:00', endTime: '11:00' } as const;
    expect(withoutWeekend([saturday, { ...saturday, startTime: '11:00', endTime: '12:00', taken: true }, taken])).toEqual([
      { ...saturday, startTime: '11:00', endTime: '12:00', taken: true },
      taken,
    ]);
  });
});

describe('taken slots are the matching’s to set', () => {
  const free = { dayOfTheWeek: 1, startTime: '09:00', endTime: '10:00', taken: false } as const;

  it('accepts free slots added and removed around a kept taken slot', () => {
    expect(takenSlotChanges([taken, free], [taken, { dayOfTheWeek: 2, startTime: '09:00', endTime: '10:00' }])).toEqual([]);
    expect(takenSlotChanges(undefined, [free])).toEqual([]);
  });

  it('names a removed, altered or newly taken slot', () => {
    expect(takenSlotChanges([taken, free], [free])).toEqual([{ kind: 'removed', slot: taken }]);
    expect(takenSlotChanges([taken], [{ ...taken, taken: false }])).toEqual([{ kind: 'altered', slot: taken }]);
    expect(takenSlotChanges([{ ...taken, _id: 'a' }], [{ ...taken, _id: 'b' }])).toEqual([{ kind: 'altered', slot: { ...taken, _id: 'a' } }]);
    expect(takenSlotChanges([free], [{ ...free, taken: true }])).toEqual([{ kind: 'marked', slot: { ...free, taken: true } }]);
    expect(takenSlotChanges(undefined, [taken])).toEqual([{ kind: 'marked', slot: taken }]);
  });
});
