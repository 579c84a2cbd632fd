import { describe, expect, it } from 'vitest';
import { zoneOffsetMinutes } from '../../../src/index.ts';

describe('a zone’s offset from UTC at an instant', () => {
  const winter = Date.parse('2026-01-15T12:00:00Z');
  const summer = Date.parse('2026-07-15T12:00:00Z');

  it('is Paris’s winter and summer time', () => {
    expect(zoneOffsetMinutes('Europe/Paris', winter)).toBe(60);
    expect(zoneOffsetMinutes('Europe/Paris', new Date(summer))).toBe(120);
  });

  it('changes at the instant Paris changes its clocks, not before', () => {
    // 29 March 2026, 01:00 UTC: 02:00 in Paris becomes 03:00.
    const change = Date.parse('2026-03-29T01:00:00Z');
    expect(zoneOffsetMinutes('Europe/Paris', change - 1)).toBe(60);
    expect(zoneOffsetMinutes('Europe/Paris', change)).toBe(120);
  });

  it('reads zones west, east and off the hour', () => {
    expect(zoneOffsetMinutes('America/Martinique', winter)).toBe(-240);
    expect(zoneOffsetMinutes('Indian/Reunion', summer)).toBe(240);
    expect(zoneOffsetMinutes('Asia/Kolkata', winter)).toBe(330);
    expect(zoneOffsetMinutes('UTC', summer)).toBe(0);
  });
});
