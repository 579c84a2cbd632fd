import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from '../../src/crud/field-kinds/format.ts';
import { dateTimeValue, dateValue, timeValue } from '../../src/crud/field-kinds/form-values.ts';

describe('dates and times (section 9)', () => {
  it('shows dates as DD/MM/YYYY', () => {
    expect(formatDate('2026-11-23')).toBe('23/11/2026');
    expect(formatDate('pas une date')).toBe('pas une date');
  });

  it('shows instants in the viewer’s zone', () => {
    expect(formatDateTime('2026-11-23T09:30:00.000Z', 'Europe/Paris')).toBe('23/11/2026 10:30');
    expect(formatDateTime('2026-11-23T09:30:00.000Z', 'Asia/Tokyo')).toBe('23/11/2026 18:30');
    expect(formatDateTime('nonsense', 'Europe/Paris')).toBe('nonsense');
  });

  it('converts a Paris time to the viewer’s zone, summer time included, and leaves an invalid time as it is', () => {
    expect(formatTime('08:00', 'Europe/Paris', '2026-01-15')).toBe('08:00');
    expect(formatTime('08:00', 'America/New_York', '2026-01-15')).toBe('02:00');
    expect(formatTime('08:00', 'Asia/Tokyo', '2026-01-15')).toBe('16:00');
    expect(formatTime('08:00', 'Asia/Tokyo', '2026-07-15')).toBe('15:00');
    expect(formatTime('25:99', 'Asia/Tokyo')).toBe('25:99');
  });

  it('keeps stored dates, instants and times as the schema wants them when a picker changes them', () => {
    expect(dateValue.fromPicker(dayjs('2026-11-23T22:00:00'))).toBe('2026-11-23');
    expect(dateValue.toPicker('2026-11-23')?.format('DD/MM/YYYY')).toBe('23/11/2026');
    expect(dateTimeValue.fromPicker(dayjs('2026-11-23T10:15:42.123Z'))).toBe('2026-11-23T10:15:00.000Z');
    expect(timeValue.fromPicker(timeValue.toPicker('08:30'))).toBe('08:30');
    expect(timeValue.toPicker('nope')).toBeUndefined();
    expect(dateValue.toPicker('')).toBeUndefined();
  });
});
