import { describe, expect, it } from 'vitest';
import { getResource } from '@binome/schema';
import { defaultCrudFilters, weekOf } from '../src/crud/default-filters.ts';

describe("a list's opening filters", () => {
  it('runs a week from Monday to Sunday', () => {
    const [monday, sunday] = weekOf(new Date(2026, 10, 27, 10));
    expect(monday.format('YYYY-MM-DD HH:mm')).toBe('2026-11-23 00:00');
    expect(sunday.format('YYYY-MM-DD HH:mm')).toBe('2026-11-29 23:59');
    expect(weekOf(new Date(2026, 10, 29, 22))[0].format('YYYY-MM-DD')).toBe('2026-11-23');
    expect(weekOf(new Date(2026, 10, 30, 8))[0].format('YYYY-MM-DD')).toBe('2026-11-30');
  });

  it("opens the sessions on this week's sessions still to schedule (spec section 9)", () => {
    const filters = defaultCrudFilters(getResource('sessions').entity, new Date(2026, 10, 27, 10));
    expect(filters).toEqual([
      { field: 'status', operator: 'in', value: ['to-be-scheduled'] },
      { field: 'sessionDate.startDate', operator: 'gte', value: new Date(2026, 10, 23).toISOString() },
      { field: 'sessionDate.startDate', operator: 'lte', value: new Date(2026, 10, 29, 23, 59, 59, 999).toISOString() },
    ]);
  });

  it('opens the family messages on the unanswered ones, and other lists on everything', () => {
    expect(defaultCrudFilters(getResource('contactMessages').entity, new Date())).toEqual([{ field: 'status', operator: 'in', value: ['open'] }]);
    expect(defaultCrudFilters(getResource('tutors').entity, new Date())).toEqual([]);
  });
});
