import { describe, expect, it } from 'vitest';
import { fileNameDate, formatLongDate } from '../../src/typography/dates.ts';

describe('formatLongDate', () => {
  it('writes the first of the month as an ordinal in French', () => {
    expect(formatLongDate('2026-09-01', 'fr')).toBe('1er septembre 2026');
    expect(formatLongDate('2026-09-01', 'fr-FR', { weekday: true })).toBe('mardi 1er septembre 2026');
  });

  it('leaves the other days, and English, as Intl writes them', () => {
    expect(formatLongDate('2026-09-11', 'fr')).toBe('11 septembre 2026');
    expect(formatLongDate('2026-09-21', 'fr')).toBe('21 septembre 2026');
    expect(formatLongDate('2026-09-01', 'en')).toBe('1 September 2026');
  });

  it('reads an instant in Paris time, whatever the machine zone', () => {
    // 23:30 UTC on 31 August is already 1 September in Paris (summer time).
    expect(formatLongDate('2026-08-31T23:30:00.000Z', 'fr')).toBe('1er septembre 2026');
    expect(formatLongDate(new Date('2026-11-27T10:00:00.000Z'), 'en')).toBe('27 November 2026');
  });

  it('gives back what it cannot read', () => {
    expect(formatLongDate('not a date', 'fr')).toBe('not a date');
  });
});

describe('fileNameDate', () => {
  it('puts the day first, Paris time, in both languages alike', () => {
    expect(fileNameDate('2026-11-27T10:00:00.000Z')).toBe('27-11-2026');
    expect(fileNameDate('2026-12-31T23:30:00.000Z')).toBe('01-01-2027');
  });
});
