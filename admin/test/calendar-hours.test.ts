import { describe, expect, it } from 'vitest';
import { visibleHours } from '../src/pages/calendar-hours.ts';

const PARIS = 'Europe/Paris';
const at = (startDate: string, endDate: string) => ({ startDate, endDate });

describe('the hours the staff calendar shows', () => {
  it('is the working day, 08:00 to 21:00, when every session fits in it', () => {
    expect(visibleHours([], PARIS)).toEqual({ slotMinTime: '08:00:00', slotMaxTime: '21:00:00' });
    // 15:00–16:00 in Paris (winter, UTC+1).
    expect(visibleHours([at('2026-12-02T14:00:00.000Z', '2026-12-02T15:00:00.000Z')], PARIS)).toEqual({ slotMinTime: '08:00:00', slotMaxTime: '21:00:00' });
  });

  it('reaches a late session: 21:30–22:30 in Paris is shown up to 23:00', () => {
    expect(visibleHours([at('2026-12-02T20:30:00.000Z', '2026-12-02T21:30:00.000Z')], PARIS)).toEqual({ slotMinTime: '08:00:00', slotMaxTime: '23:00:00' });
  });

  it('reads the hours in Paris, on summer time too (19:30 UTC is 21:30 there)', () => {
    expect(visibleHours([at('2027-06-02T19:30:00.000Z', '2027-06-02T20:00:00.000Z')], PARIS).slotMaxTime).toBe('22:00:00');
  });

  it('reaches an early session, from its whole hour', () => {
    // 06:45–07:45 in Paris.
    expect(visibleHours([at('2026-12-02T05:45:00.000Z', '2026-12-02T06:45:00.000Z')], PARIS)).toEqual({ slotMinTime: '06:00:00', slotMaxTime: '21:00:00' });
  });

  it('ends on the hour a session ends on the hour, and reaches midnight for one ending then', () => {
    expect(visibleHours([at('2026-12-02T20:00:00.000Z', '2026-12-02T21:00:00.000Z')], PARIS).slotMaxTime).toBe('22:00:00');
    expect(visibleHours([at('2026-12-02T22:30:00.000Z', '2026-12-02T23:00:00.000Z')], PARIS).slotMaxTime).toBe('24:00:00');
  });

  it('shows the whole day for a session across midnight, whose second part starts at 00:00', () => {
    expect(visibleHours([at('2026-12-02T22:30:00.000Z', '2026-12-02T23:30:00.000Z')], PARIS)).toEqual({ slotMinTime: '00:00:00', slotMaxTime: '24:00:00' });
  });
});
