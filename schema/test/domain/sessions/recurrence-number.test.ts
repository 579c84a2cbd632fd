import { describe, expect, it } from 'vitest';
import { recurrenceNumberFor } from '../../../src/domain/sessions/index.ts';

describe('recurrence number', () => {
  it('follows the name', () => {
    expect(recurrenceNumberFor('one-time')).toBe(1);
    expect(recurrenceNumberFor('weekly', 1)).toBe(7);
    expect(recurrenceNumberFor('bi-monthly', 7)).toBe(15);
  });

  it('keeps automatic matching’s 0 while the series stays weekly', () => {
    expect(recurrenceNumberFor('weekly', 0)).toBe(0);
    expect(recurrenceNumberFor('one-time', 0)).toBe(1);
  });
});
