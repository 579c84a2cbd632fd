import { describe, expect, it } from 'vitest';
import { parisDay } from '@binome/schema/sessions';
import { parisDayOfUtcHour } from '../../src/features/statistics/statistics-scope.ts';

/**
 * The statistics count occurrences by UTC hour and make each hour a Paris day: the same days as the Paris day of
 * each instant (what the store's `$dateToString` in Europe/Paris gave), since every instant of a UTC hour falls on
 * one Paris day. Checked over two years of hours, both changes of time included, at each hour's first and last minute.
 */
describe('statistics: the Paris day of a UTC hour', () => {
  it('is the Paris day of every instant of that hour', () => {
    const start = Date.UTC(2025, 0, 1);
    for (let hour = 0; hour < 2 * 366 * 24; hour += 1) {
      const first = new Date(start + hour * 3_600_000).toISOString();
      const last = new Date(start + hour * 3_600_000 + 3_599_999).toISOString();
      const day = parisDayOfUtcHour(first.slice(0, 13));
      expect(day, first).toBe(parisDay(first));
      expect(day, last).toBe(parisDay(last));
    }
  });
});
