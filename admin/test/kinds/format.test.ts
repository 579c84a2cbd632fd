import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime, PRODUCT_ZONE, todayInParis } from '../../src/crud/kinds/format.ts';

const PARIS = 'Europe/Paris';
const NEW_YORK = 'America/New_York';
const TOKYO = 'Asia/Tokyo';

describe('formatDate', () => {
  it('shows a calendar date as DD/MM/YYYY, the same day in every zone', () => {
    for (const zone of [PARIS, NEW_YORK, TOKYO]) expect(formatDate('2026-01-15', zone)).toBe('15/01/2026');
  });
  it('shows an instant as its day in the viewer zone', () => {
    expect(formatDate('2026-01-15T23:30:00Z', PARIS)).toBe('16/01/2026');
    expect(formatDate('2026-01-15T23:30:00Z', NEW_YORK)).toBe('15/01/2026');
  });
  it('answers an invalid value as it is', () => {
    for (const value of ['', 'hier', '2026-02-30', '2026-13-01', '15/01/2026']) expect(formatDate(value, PARIS)).toBe(value);
  });
});

describe('formatDateTime', () => {
  const instant = '2026-01-15T07:00:00.000Z';
  it('shows an instant in the viewer zone', () => {
    expect(formatDateTime(instant, PARIS)).toBe('15/01/2026 08:00');
    expect(formatDateTime(instant, NEW_YORK)).toBe('15/01/2026 02:00');
    expect(formatDateTime(instant, TOKYO)).toBe('15/01/2026 16:00');
  });
  it('reads an offset as given', () => {
    expect(formatDateTime('2026-07-01T08:00:00+02:00', NEW_YORK)).toBe('01/07/2026 02:00');
  });
  it('reads an instant without offset as Paris time', () => {
    expect(formatDateTime('2026-01-15T08:00', TOKYO)).toBe('15/01/2026 16:00');
  });
  it('answers an invalid value as it is', () => {
    for (const value of ['', 'demain 8h', '2026-01-15', '2026-01-15T25:00:00Z']) expect(formatDateTime(value, PARIS)).toBe(value);
    expect(formatDateTime(instant, 'Mars/Olympus_Mons')).toBe(instant);
  });
});

describe('formatTime: Paris time in the viewer zone (section 9)', () => {
  const winter = '2026-01-15';
  const summer = '2026-07-15';
  it('converts on a winter day', () => {
    expect(formatTime('08:00', PARIS, winter)).toBe('08:00');
    expect(formatTime('08:00', NEW_YORK, winter)).toBe('02:00');
    expect(formatTime('08:00', TOKYO, winter)).toBe('16:00');
  });
  it('converts on a summer day', () => {
    expect(formatTime('08:00', NEW_YORK, summer)).toBe('02:00');
    expect(formatTime('08:00', TOKYO, summer)).toBe('15:00');
  });
  it('follows each zone’s own summer-time dates (the US changes three weeks before France)', () => {
    expect(formatTime('08:00', NEW_YORK, '2026-03-20')).toBe('03:00');
  });
  it('wraps past midnight without a day', () => {
    expect(formatTime('19:30', TOKYO, winter)).toBe('03:30');
  });
  it('answers an invalid value as it is', () => {
    for (const value of ['', '8h', '24:00', '08:60', '8:00']) expect(formatTime(value, NEW_YORK, winter)).toBe(value);
    expect(formatTime('08:00', NEW_YORK, 'not a day')).toBe('08:00');
    expect(formatTime('08:00', 'Nowhere/Atlantis', winter)).toBe('08:00');
  });
  it('defaults to today in Paris', () => {
    expect(PRODUCT_ZONE).toBe(PARIS);
    expect(todayInParis(new Date('2026-01-15T23:30:00Z'))).toBe('2026-01-16');
    expect(formatTime('08:00', PARIS)).toBe('08:00');
  });
});
